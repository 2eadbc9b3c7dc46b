// GET /api/me/assignments – what the caller's classes assigned them, overdue first.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listMyAssignments } from "@/lib/server/classes/assignments";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.myAssignments, async ({ user }) => ({ assignments: await listMyAssignments({ userId: user.id }) }));
