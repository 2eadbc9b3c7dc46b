// DELETE /api/classes/{id}/membership – the caller leaves the class.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { leaveClass } from "@/lib/server/classes/join-class";

export const dynamic = "force-dynamic";

export const DELETE = handle(endpoints.leaveClass, async ({ user, params }) => leaveClass({ userId: user.id, classId: params.id }));
