// A signed-in caller for integration tests: the session token the product issues at sign-in for a user row (no
// school, first token version), and the header that carries it.
import { issueSessionToken } from "../../lib/server/auth/nextauth-jwt";
import type { Role } from "../../lib/schemas/roles";

export async function signedIn(user: { id: number; username: string; email: string | null }, role: Role) {
  const token = await issueSessionToken({
    sub: String(user.id),
    role,
    organization: null,
    org_id: null,
    course_code: null,
    username: user.username,
    email: user.email,
    ver: 0,
  });
  return { token, headers: { "x-access-token": token } as Record<string, string> };
}
