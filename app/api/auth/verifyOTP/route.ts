// POST /api/auth/verifyOTP – the emailed code verifies the account and signs the learner in.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { verifyEmail } from "@/lib/server/auth/verify-email";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";
import { deviceCookieHeader } from "@/lib/server/auth/device";

export const POST = handle(endpoints.verifyOtp, async ({ body: { email, OTP } }) => {
  const { record } = await verifyEmail({ email, code: OTP });
  // The emailed code proves the owner: this browser becomes a trusted device for the account.
  const headers = new Headers({ "cache-control": "no-store" });
  headers.append("set-cookie", sessionCookieHeader(record.accessToken));
  headers.append("set-cookie", deviceCookieHeader(email, null));
  return reply(record, { headers });
});
