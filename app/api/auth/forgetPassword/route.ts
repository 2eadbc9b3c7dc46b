// POST /api/auth/forgetPassword – sets a new password with a reset link's token; older sessions die.
import { route, parseAuthBody } from "@/lib/http";
import { resetPasswordSchema, type MessageResponse } from "@/lib/schemas/auth";
import { resetPassword } from "@/lib/server/auth/password-reset";

export const POST = route(
  async ({ req }) => {
    const body = await parseAuthBody(req, resetPasswordSchema);
    return (await resetPassword(body)) satisfies MessageResponse;
  },
  { limits: ["auth-reset"] },
);
