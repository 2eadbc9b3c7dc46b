// POST /api/auth/signin – captcha, password, then the sign-in record; the token also goes in the session cookie.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { signIn } from "@/lib/server/auth/sign-in";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";
import { readDeviceCookie } from "@/lib/server/auth/device";

export const POST = handle(endpoints.signIn, async ({ req, body, ip }) => {
  const { record, deviceCookie } = await signIn({ ...body, ip, deviceCookie: readDeviceCookie(req) });
  const headers = new Headers({ "cache-control": "no-store" });
  headers.append("set-cookie", sessionCookieHeader(record.accessToken));
  headers.append("set-cookie", deviceCookie);
  return reply(record, { headers });
});
