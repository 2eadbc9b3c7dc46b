// POST /api/auth/signup – a new unverified learner; the 6-digit code goes to their email.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { signUp } from "@/lib/server/auth/sign-up";

export const POST = handle(endpoints.signUp, async ({ body, ip }) => {
  const { message } = await signUp({ ...body, ip });
  return reply({ message }, { status: 201 });
});
