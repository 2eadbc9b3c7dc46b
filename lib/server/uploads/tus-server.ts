import "server-only";
// The tus protocol server (@tus/server) for the studio's uploads, one per storage. It only ever sees requests
// that lib/server/uploads/tus-request.ts let through (the signed-in owner of an unfinished upload); creation is the
// JSON call start-upload.ts, so POST never reaches it. When the last byte is in, the file is checked and stored
// before the final PATCH is answered (process-upload.ts): a refused file answers 422 with the reason.
import { Server } from "@tus/server";
import type { ObjectStorage } from "@/lib/server/storage/types";
import { largestUpload } from "./limits";
import { processUpload } from "./process-upload";
import { stagingFor } from "./staging";

export const TUS_PATH = "/api/studio/uploads";

const servers = new WeakMap<ObjectStorage, Server>();

export function tusServerFor(storage: ObjectStorage): Server {
  const hit = servers.get(storage);
  if (hit) return hit;
  const server = new Server({
    path: TUS_PATH,
    datastore: stagingFor(storage).store,
    maxSize: () => largestUpload(),
    // Same origin only: no Access-Control-Allow-Origin on any answer.
    allowedOrigins: [],
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    onUploadFinish: async (_req, upload) => {
      const result = await processUpload({ id: upload.id });
      if (result.state === "rejected") throw { status_code: 422, body: result.message ?? "The file was refused." };
      return {};
    },
  });
  servers.set(storage, server);
  return server;
}
