// POST /api/auth/sendForgetPasswordLink – emails a reset link; the answer never says whether the account exists.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = handle(endpoints.sendResetLink, ({ body: { forgetEmail, recaptcha }, ip }) => requestPasswordReset({ email: forgetEmail, recaptcha, ip }));
