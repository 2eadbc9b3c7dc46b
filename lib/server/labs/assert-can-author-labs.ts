import "server-only";
// Lab authoring is for authors and admins (server-side; the spec's creator page shows no check of its own).
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { AUTHORS_ONLY } from "./lab-cell-row";

export function assertCanAuthorLabs(actor: Pick<SessionUser, "role">) {
  if (actor.role !== "author" && actor.role !== "admin") throw new AppError("forbidden", AUTHORS_ONLY);
}
