// POST /api/auth/resendOTP – a new code, at most one a minute per account.
import { route, parseAuthBody } from "@/lib/http";
import { emailOnlySchema, type ResendOtpResponse } from "@/lib/schemas/auth";
import { resendCode } from "@/lib/server/auth/verify-email";

export const POST = route(
  async ({ req }) => {
    const body = await parseAuthBody(req, emailOnlySchema);
    return { ...(await resendCode(body)), status: 200 } satisfies ResendOtpResponse;
  },
  { limits: ["auth-resend-otp"] },
);
