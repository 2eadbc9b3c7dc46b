// POST /api/auth/verifyOTP – the emailed code verifies the account and signs the learner in.
import { NextResponse } from "next/server";
import { route, parseAuthBody } from "@/lib/http";
import { verifyOtpSchema, type SignInRecord } from "@/lib/schemas/auth";
import { verifyEmail } from "@/lib/server/auth/verify-email";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";
import { deviceCookieHeader } from "@/lib/server/auth/device";

export const POST = route(
  async ({ req }) => {
    const { email, OTP } = await parseAuthBody(req, verifyOtpSchema);
    const { record } = await verifyEmail({ email, code: OTP });
    // The emailed code proves the owner: this browser becomes a trusted device for the account.
    const headers = new Headers({ "cache-control": "no-store" });
    headers.append("set-cookie", sessionCookieHeader(record.accessToken));
    headers.append("set-cookie", deviceCookieHeader(email, null));
    return NextResponse.json(record satisfies SignInRecord, { headers });
  },
  { limits: ["auth-verify-otp"] },
);
