// POST /api/auth/signin – captcha, password, then the sign-in record; the token also goes in the session cookie.
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { signInSchema } from "@/lib/schemas/auth";
import { parseAuthBody } from "@/lib/server/auth/parse-auth-body";
import { routeLimits } from "@/lib/server/auth/limits";
import { signIn } from "@/lib/server/auth/sign-in";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";

export const POST = route(
  async ({ req, ip }) => {
    const body = await parseAuthBody(req, signInSchema);
    const { record } = await signIn({ ...body, ip });
    return NextResponse.json(record, { headers: { "set-cookie": sessionCookieHeader(record.accessToken), "cache-control": "no-store" } });
  },
  { rateLimit: routeLimits.signin },
);
