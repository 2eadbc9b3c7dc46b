// A learner's side of classes (lib/api/contract/classes.ts): what a class code joins, joining and leaving, the
// classes they are in and what those classes assigned them; and choosing their own password after a class
// sheet's one-time password (lib/api/contract/auth.ts setPassword). Errors are ApiError with the server's message.
import { endpoints } from "@/lib/api/endpoints";
import type { SetPasswordInput } from "@/lib/schemas/auth";
import { normalizeClassCode } from "@/lib/schemas/class-code";
import { callApi } from "./call-api";
import { storeUser } from "./session/stored-user";

export const classesMeApi = {
  /** The class, school and teacher a code joins; 404 with the server's words for an unknown or closed code. */
  preview: (code: string, signal?: AbortSignal) => callApi(endpoints.previewClass, { query: { code }, signal }).then((r) => r.class),
  join: (code: string) => callApi(endpoints.joinClass, { body: { code } }),
  leave: (classId: number) => callApi(endpoints.leaveClass, { params: { id: classId } }),
  myClasses: (signal?: AbortSignal) => callApi(endpoints.myClasses, { signal }).then((r) => r.classes),
  myAssignments: (signal?: AbortSignal) => callApi(endpoints.myAssignments, { signal }).then((r) => r.assignments),
};

/** The learner's own password in place of the sheet's; the fresh record is stored like a sign-in's (contract §4). */
export async function setOwnPassword(body: SetPasswordInput) {
  const record = await callApi(endpoints.setPassword, { body });
  storeUser(record);
  return record;
}

/** Query keys of these lists: per learner, so another login never sees them from the cache. */
export const classesMeKeys = {
  prefix: ["me-classes"] as const,
  classes: (userId: number) => ["me-classes", "classes", userId] as const,
  assignments: (userId: number) => ["me-classes", "assignments", userId] as const,
  /** A code's preview, by the code as it is compared (case, spaces and hyphens do not matter). */
  preview: (code: string) => ["class-preview", normalizeClassCode(code)] as const,
};
