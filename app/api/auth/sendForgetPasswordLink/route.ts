// POST /api/auth/sendForgetPasswordLink – emails a reset link; the answer never says whether the account exists.
import { route, parseAuthBody } from "@/lib/http";
import { forgotPasswordSchema, type MessageResponse } from "@/lib/schemas/auth";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = route(
  async ({ req, ip }) => {
    const { forgetEmail, recaptcha } = await parseAuthBody(req, forgotPasswordSchema);
    return (await requestPasswordReset({ email: forgetEmail, recaptcha, ip })) satisfies MessageResponse;
  },
  { limits: ["auth-forgot"] },
);
