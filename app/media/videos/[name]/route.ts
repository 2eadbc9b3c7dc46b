// GET/HEAD /media/videos/{name} – the lecture videos stored with the app, seekable (HTTP Range).
import { route } from "@/lib/http";
import { serveVideo } from "@/lib/server/media/serve-video";

export const dynamic = "force-dynamic";

const handler = route<{ name: string }>(({ req, params }) => serveVideo(req, params.name));
export const GET = handler;
export const HEAD = handler;
