// POST /api/auth/sendForgetPasswordLink – emails a reset link; the answer never says whether the account exists.
import { route } from "@/lib/http";
import { forgotPasswordSchema } from "@/lib/schemas/auth";
import { parseAuthBody } from "@/lib/server/auth/parse-auth-body";
import { routeLimits } from "@/lib/server/auth/limits";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = route(
  async ({ req }) => {
    const { forgetEmail } = await parseAuthBody(req, forgotPasswordSchema);
    return requestPasswordReset({ email: forgetEmail });
  },
  { rateLimit: routeLimits.forgotPassword },
);
