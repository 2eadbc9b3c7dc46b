// GET /api/h5p/{id}/play – the sandboxed player document of an H5P package.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { h5pPlayPage } from "@/lib/server/h5p/play-page";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.h5pPlay, ({ params }) => h5pPlayPage(params.id));
