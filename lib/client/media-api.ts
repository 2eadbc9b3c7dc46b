// The browser's calls of the studio's upload endpoints (the bytes themselves go with tus-js-client).
import { endpoints } from "@/lib/api/endpoints";
import type { StartUploadBody } from "@/lib/schemas/media";
import { callApi } from "./call-api";

export const startUpload = (body: StartUploadBody, signal?: AbortSignal) => callApi(endpoints.startUpload, { body, signal });

export const uploadStatus = (id: string, signal?: AbortSignal) => callApi(endpoints.uploadStatus, { params: { id }, signal });
