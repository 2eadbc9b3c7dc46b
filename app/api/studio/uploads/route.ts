// POST /api/studio/uploads – starts a resumable upload (video, cover, H5P package) for a course the caller may change.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { startUpload } from "@/lib/server/uploads/start-upload";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.startUpload, async ({ user, body }) => reply(await startUpload({ actor: user, ...body }), { status: 201 }));
