// POST /api/auth/signin – captcha, password, then the sign-in record; the token also goes in the session cookie.
import { NextResponse } from "next/server";
import { route, parseAuthBody } from "@/lib/http";
import { signInSchema, type SignInRecord } from "@/lib/schemas/auth";
import { signIn } from "@/lib/server/auth/sign-in";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";
import { readDeviceCookie } from "@/lib/server/auth/device";

export const POST = route(
  async ({ req, ip }) => {
    const body = await parseAuthBody(req, signInSchema);
    const { record, deviceCookie } = await signIn({ ...body, ip, deviceCookie: readDeviceCookie(req) });
    const headers = new Headers({ "cache-control": "no-store" });
    headers.append("set-cookie", sessionCookieHeader(record.accessToken));
    headers.append("set-cookie", deviceCookie);
    return NextResponse.json(record satisfies SignInRecord, { headers });
  },
  { limits: ["auth-signin"] },
);
