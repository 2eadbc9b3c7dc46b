// GET/HEAD /media/videos/{name} – the lecture videos stored with the app, seekable (HTTP Range).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { serveVideo } from "@/lib/server/media/serve-video";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.video, ({ req, params }) => serveVideo(req, params.name));
export const HEAD = handle(endpoints.videoHead, ({ req, params }) => serveVideo(req, params.name));
