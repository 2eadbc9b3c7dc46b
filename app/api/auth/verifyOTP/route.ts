// POST /api/auth/verifyOTP – the emailed code verifies the account and signs the learner in.
import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { verifyOtpSchema } from "@/lib/schemas/auth";
import { parseAuthBody } from "@/lib/server/auth/parse-auth-body";
import { routeLimits } from "@/lib/server/auth/limits";
import { verifyEmail } from "@/lib/server/auth/verify-email";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";

export const POST = route(
  async ({ req }) => {
    const { email, OTP } = await parseAuthBody(req, verifyOtpSchema);
    const { record } = await verifyEmail({ email, code: OTP });
    return NextResponse.json(record, { headers: { "set-cookie": sessionCookieHeader(record.accessToken), "cache-control": "no-store" } });
  },
  { rateLimit: routeLimits.verifyOtp },
);
