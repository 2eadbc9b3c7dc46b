// The admin's people screen: search accounts, change a role, move an account to a school, disable it; export
// everything about one learner; delete a learner on request; the audit trail.
import { z } from "zod";
import { idSchema } from "./common";
import { ROLES } from "./roles";

const id = z.number().int();
const when = z.string();
export const roleSchema = z.enum(ROLES);

export const peopleQuery = z.object({
  q: z.string().trim().max(100).default(""),
  role: roleSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const personParams = z.object({ id: idSchema });

export const updatePersonBody = z
  .object({
    role: roleSchema.optional(),
    /** A school's id, or null for none. */
    organizationId: idSchema.nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((b) => b.role !== undefined || b.organizationId !== undefined || b.disabled !== undefined, "Nothing to change.");

export const personSchema = z.strictObject({
  id,
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  school: z.strictObject({ id, name: z.string() }).nullable(),
  disabled: z.boolean(),
  addedByTeacher: z.boolean(),
  parentalConsentAt: when.nullable(),
  createdAt: when,
});
export type Person = z.infer<typeof personSchema>;

export const peopleResponse = z.strictObject({ people: z.array(personSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const personResponse = z.strictObject({ message: z.string(), person: personSchema });
export const schoolsResponse = z.strictObject({ schools: z.array(z.strictObject({ id, name: z.string() })) });

export const auditQuery = z.object({ userId: idSchema.optional(), classId: idSchema.optional() });
export const auditResponse = z.strictObject({
  events: z.array(
    z.strictObject({
      id,
      at: when,
      action: z.string(),
      actor: z.strictObject({ id, username: z.string() }).nullable(),
      targetUserId: id.nullable(),
      targetClassId: id.nullable(),
      details: z.unknown(),
    }),
  ),
});
