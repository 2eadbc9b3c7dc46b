import "server-only";
// NextAuth (Auth.js v5), mounted at /api/nextauth so it does not shadow the spec's /api/auth/signin.
// Credentials provider + JWT strategy; the session cookie is the same HS256 token /api/auth/signin
// returns, so a session made by either path is accepted by both.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { isAppError } from "@/lib/errors";
import { clientIp } from "@/lib/net/client-ip";
import { signInSchema } from "@/lib/schemas/auth";
import { authSecret } from "./auth-secret";
import { sessionCookieName, sessionCookieOptions, secureCookies } from "./cookie";
import { decodeSessionToken, encodeSessionToken } from "./nextauth-jwt";
import { signIn } from "./sign-in";
import { readDeviceCookie } from "./device";
import { revokeJti } from "./logout";
import { TOKEN_TTL_SEC, verifyToken, type TokenClaims } from "./token";

class LoginRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

export const NEXTAUTH_BASE_PATH = "/api/nextauth";

export const { handlers, auth } = NextAuth(() => ({
  basePath: NEXTAUTH_BASE_PATH,
  secret: Buffer.from(authSecret()).toString("utf8"),
  trustHost: true,
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: TOKEN_TTL_SEC },
  cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
  jwt: { maxAge: TOKEN_TTL_SEC, encode: encodeSessionToken, decode: decodeSessionToken },
  providers: [
    Credentials({
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" }, recaptcha: {} },
      async authorize(credentials, request) {
        const body = signInSchema.safeParse(credentials);
        if (!body.success) throw new LoginRefused("bad_request");
        try {
          const { record } = await signIn({ ...body.data, ip: clientIp(request), deviceCookie: readDeviceCookie(request) });
          return { id: String(record.id), name: record.username, email: record.email, accessToken: record.accessToken };
        } catch (e) {
          // Same rules as /api/auth/signin (captcha, throttling, verification); the reason goes back as a code only.
          if (isAppError(e)) throw new LoginRefused(e.code);
          throw e;
        }
      },
    }),
  ],
  events: {
    // NextAuth's own sign-out revokes the token too, exactly like POST /api/auth/logout.
    async signOut(message) {
      const c = "token" in message ? (message.token as Partial<TokenClaims> | null) : null;
      if (c?.jti && c.exp) await revokeJti(c.jti, c.exp);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      const issued = (user as { accessToken?: string } | undefined)?.accessToken;
      if (issued) return (await verifyToken(issued)) ?? null;
      return token;
    },
    async session({ session, token }) {
      const c = token as unknown as TokenClaims;
      return {
        ...session,
        user: {
          ...session.user,
          id: c.sub,
          name: c.username,
          email: c.email,
          role: c.role,
          organization: c.organization,
          org_id: c.org_id,
          course_code: c.course_code,
        },
      };
    },
  },
}));
