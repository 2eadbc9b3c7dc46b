// GET /api/h5p/{id}/files/{path} – a file of an unpacked H5P package, for its sandboxed player.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { serveH5pFile } from "@/lib/server/h5p/serve-h5p-file";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.h5pFile, ({ req, params }) => serveH5pFile(req, params.id, params.path));
