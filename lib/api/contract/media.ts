// The media side of the course studio: resumable uploads (tus) of videos, covers and H5P packages, and the
// addresses that serve what was stored (covers; H5P packages, played in a sandboxed frame of their own).
import { endpoint } from "../endpoint";
import {
  coverNameParams,
  h5pFileParams,
  h5pIdParams,
  h5pRuntimeParams,
  startUploadBody,
  startUploadResponse,
  uploadIdParams,
  uploadStatusResponse,
} from "@/lib/schemas/media";

const STUDIO = ["author", "teacher", "admin"] as const;
/** The tus protocol's own requests: their answers are tus's (204, Upload-Offset), not JSON. */
const TUS = { raw: "application/offset+octet-stream" } as const;

export const mediaEndpoints = {
  startUpload: endpoint({
    method: "POST",
    path: "/api/studio/uploads",
    summary: "Starts a resumable upload for a course the caller may change (kind, size and name); the bytes follow with tus.",
    access: STUDIO,
    body: startUploadBody,
    maxBodyBytes: 2048,
    response: startUploadResponse,
    limits: ["upload-start"],
  }),
  uploadStatus: endpoint({
    method: "GET",
    path: "/api/studio/uploads/:id",
    summary: "The caller's upload: uploading, processing, ready (its key and address) or rejected (why).",
    access: STUDIO,
    params: uploadIdParams,
    response: uploadStatusResponse,
    limits: ["upload-data"],
  }),
  uploadOffset: endpoint({
    method: "HEAD",
    path: "/api/studio/uploads/:id",
    summary: "tus: how many bytes of the caller's upload the server has (Upload-Offset), to resume.",
    access: STUDIO,
    params: uploadIdParams,
    response: TUS,
    limits: ["upload-data"],
  }),
  uploadBytes: endpoint({
    method: "PATCH",
    path: "/api/studio/uploads/:id",
    summary: "tus: the next bytes of the caller's upload, streamed; the last ones check and store the file.",
    access: STUDIO,
    params: uploadIdParams,
    response: TUS,
    limits: ["upload-data"],
  }),
  cancelUpload: endpoint({
    method: "DELETE",
    path: "/api/studio/uploads/:id",
    summary: "tus: drops the caller's unfinished upload and what it had received.",
    access: STUDIO,
    params: uploadIdParams,
    response: TUS,
    limits: ["upload-data"],
  }),
  cover: endpoint({
    method: "GET",
    path: "/media/covers/:name",
    summary: "A course cover the studio stored (WebP, resized by the server).",
    access: "public",
    params: coverNameParams,
    response: { raw: "image/webp" },
  }),
  h5pPlay: endpoint({
    method: "GET",
    path: "/api/h5p/:id/play",
    summary: "The player document of an H5P package: sandboxed (opaque origin, its own CSP), reports xAPI to the course player.",
    access: "public",
    params: h5pIdParams,
    response: { raw: "text/html" },
  }),
  h5pFile: endpoint({
    method: "GET",
    path: "/api/h5p/:id/files/:path*",
    summary: "A file of an unpacked H5P package (h5p.json, content, libraries), for its sandboxed player.",
    access: "public",
    params: h5pFileParams,
    response: { raw: "*/*" },
  }),
  h5pRuntime: endpoint({
    method: "GET",
    path: "/api/h5p/runtime/:path*",
    summary: "The self-hosted H5P player (h5p-standalone's scripts, styles and fonts).",
    access: "public",
    params: h5pRuntimeParams,
    response: { raw: "*/*" },
  }),
} as const;
