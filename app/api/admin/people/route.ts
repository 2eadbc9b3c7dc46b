// GET /api/admin/people?q=&role=&page= – accounts the admin reaches, by name or email.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { searchPeople } from "@/lib/server/people/manage-people";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.searchPeople, async ({ user, query }) => searchPeople({ actor: user, ...query }));
