// POST /api/auth/resendOTP – a new code, at most one a minute per account.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { resendCode } from "@/lib/server/auth/verify-email";

export const POST = handle(endpoints.resendOtp, async ({ body }) => ({ ...(await resendCode(body)), status: 200 }));
