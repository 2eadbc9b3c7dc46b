// POST /api/auth/set-password – a learner signed in with a class sheet's one-time password chooses their own.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { setOwnPassword } from "@/lib/server/auth/set-own-password";
import { sessionCookieHeader } from "@/lib/server/auth/cookie";

export const POST = handle(endpoints.setPassword, async ({ body, user }) => {
  const { record } = await setOwnPassword({ user, ...body });
  return reply(record, { headers: { "set-cookie": sessionCookieHeader(record.accessToken), "cache-control": "no-store" } });
});
