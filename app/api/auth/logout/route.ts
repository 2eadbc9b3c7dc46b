// POST /api/auth/logout – revokes the presented token(s) and clears the session cookie.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { logout } from "@/lib/server/auth/logout";
import { clearSessionCookieHeader } from "@/lib/server/auth/cookie";

export const POST = handle(endpoints.logout, async ({ req }) => {
  await logout(req);
  return reply({ message: "Logged out." }, { headers: { "set-cookie": clearSessionCookieHeader() } });
});
