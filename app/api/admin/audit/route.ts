// GET /api/admin/audit?userId=&classId= – the latest changes to people and classes.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listAudit } from "@/lib/server/people/manage-people";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.audit, async ({ user, query }) => ({ events: await listAudit({ actor: user, ...query }) }));
