// /api/studio/uploads/{id} – the caller's upload: GET its state (and key once stored); HEAD, PATCH and DELETE are tus.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getUploadStatus } from "@/lib/server/uploads/get-upload-status";
import { handleTusRequest } from "@/lib/server/uploads/tus-request";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.uploadStatus, ({ user, params }) => getUploadStatus({ actor: user, id: params.id }));
export const HEAD = handle(endpoints.uploadOffset, ({ req, user, params }) => handleTusRequest({ req, actor: user, id: params.id }));
export const PATCH = handle(endpoints.uploadBytes, ({ req, user, params }) => handleTusRequest({ req, actor: user, id: params.id }));
export const DELETE = handle(endpoints.cancelUpload, ({ req, user, params }) => handleTusRequest({ req, actor: user, id: params.id }));
