// POST /api/auth/forgetPassword – sets a new password with a reset link's token; older sessions die.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { resetPassword } from "@/lib/server/auth/password-reset";

export const POST = handle(endpoints.resetPassword, ({ body }) => resetPassword(body));
