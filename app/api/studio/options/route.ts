// GET /api/studio/options – the course form's grades, boards and schools.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getStudioOptions } from "@/lib/server/studio/get-studio-options";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.studioOptions, ({ user }) => getStudioOptions({ actor: user }));
