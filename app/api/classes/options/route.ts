// GET /api/classes/options – the grades and boards a new class can have (the create-class form's choices).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listClassOptions } from "@/lib/server/classes/list-class-options";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.classOptions, async ({ user }) => listClassOptions({ actor: user }));
