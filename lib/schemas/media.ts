// Uploads of the course studio (a lecture video, a course cover, an H5P package) and the addresses that serve
// them. Shared by the upload routes, the upload widget and the H5P player. The server chooses every stored name;
// what the browser gets back is a `key` the studio saves on the content (video, H5P) and a `url` to show.
import { z } from "zod";
import { bodyIdSchema } from "./player";

export const UPLOAD_KINDS = ["video", "cover", "h5p"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What the file picker offers for each kind (the server checks the bytes, not this). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  video: "video/mp4,video/webm,.mp4,.webm",
  cover: "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp",
  h5p: ".h5p,application/zip",
};

/** A tus upload id (and an H5P package's id): 32 hex characters the server made. */
export const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/, "is not an upload id");

export const startUploadBody = z.strictObject({
  kind: z.enum(UPLOAD_KINDS, { message: "must be video, cover or h5p" }),
  courseId: bodyIdSchema,
  /** Bytes the client will send (tus Upload-Length). */
  size: z.number({ message: "must be a number" }).int("must be a whole number").positive("cannot be empty").max(Number.MAX_SAFE_INTEGER),
  /** The file's own name, kept for display only (the stored name is the server's). */
  name: z.string().trim().min(1, "is required").max(255, "is too long"),
});
export type StartUploadBody = z.infer<typeof startUploadBody>;

export const startUploadResponse = z.strictObject({
  id: uploadIdSchema,
  /** Where the tus client sends the bytes (HEAD / PATCH / DELETE). */
  uploadUrl: z.string(),
  maxBytes: z.number(),
});

export const uploadIdParams = z.object({ id: uploadIdSchema });

export const UPLOAD_STATES = ["uploading", "processing", "ready", "rejected"] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const uploadStatusResponse = z.strictObject({
  id: uploadIdSchema,
  kind: z.enum(UPLOAD_KINDS),
  state: z.enum(UPLOAD_STATES),
  /** The stored file's key once ready: a video's file name, `covers/…`, `h5p/<id>`. */
  key: z.string().nullable(),
  /** The address the browser loads it from once ready (a cover's image, a video, an H5P package's player). */
  url: z.string().nullable(),
  /** Why it was refused, in words for the author. */
  message: z.string().nullable(),
  size: z.number(),
  name: z.string(),
});
export type UploadStatus = z.infer<typeof uploadStatusResponse>;

export const coverNameParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.webp$/, "is not a cover") });

export const h5pIdParams = z.object({ id: uploadIdSchema });
/** A file inside an unpacked package, or of the player's own runtime: a relative path, checked again on the server. */
export const h5pFileParams = z.object({ id: uploadIdSchema, path: z.string().min(1).max(512) });
export const h5pRuntimeParams = z.object({ path: z.string().min(1).max(256) });

/** The key of an H5P package as the studio stores it on a content of type "h5p". */
export const H5P_KEY = /^h5p\/([a-f0-9]{32})$/;

export function h5pIdOf(key: string | null | undefined): string | null {
  const m = H5P_KEY.exec(key?.trim() ?? "");
  return m ? m[1]! : null;
}
