import "server-only";
import type { Organization, SchoolClass, User } from "@/lib/generated/prisma/client";
// The class a typed code opens for joining: codes match whatever their case, spaces or hyphens, and a class its
// teacher closed for joining opens for nobody. Used at sign-up, by "Join a class", and by the code preview.
import { sql } from "@/lib/server/db/client";
import { normalizeClassCode } from "@/lib/schemas/class-code";

export type JoinableClass = Pick<SchoolClass, "id" | "name" | "code" | "organizationId"> & { school: Organization["name"]; teacher: User["username"] | null };

export async function findJoinableClass(typed: string): Promise<JoinableClass | null> {
  const code = normalizeClassCode(typed);
  if (!code) return null;
  const rows = await sql<JoinableClass>`
    SELECT c.id, c.name, c.code, c.organization_id AS "organizationId", o.name AS school, t.username AS teacher
    FROM school_classes c
    JOIN organizations o ON o.id = c.organization_id
    LEFT JOIN users t ON t.id = c.teacher_id
    WHERE replace(upper(c.code), '-', '') = ${code} AND c.join_open`;
  return rows[0] ?? null;
}
