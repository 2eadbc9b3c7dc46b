// GET /media/covers/{name} – a course cover the studio stored.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { serveCover } from "@/lib/server/media/serve-cover";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.cover, ({ req, params }) => serveCover(req, params.name));
