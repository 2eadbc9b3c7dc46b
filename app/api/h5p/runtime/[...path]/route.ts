// GET /api/h5p/runtime/{path} – the self-hosted H5P player (h5p-standalone).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { serveH5pRuntime } from "@/lib/server/h5p/serve-h5p-runtime";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.h5pRuntime, ({ req, params }) => serveH5pRuntime(req, params.path));
