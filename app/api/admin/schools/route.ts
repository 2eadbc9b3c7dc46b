// GET /api/admin/schools – the schools the admin reaches.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listSchools } from "@/lib/server/people/manage-people";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.listSchools, async ({ user }) => ({ schools: await listSchools({ actor: user }) }));
