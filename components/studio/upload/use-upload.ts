"use client";
// One resumable upload (tus): the server starts it for a course the author may change, the bytes follow in
// chunks with retries, and the server checks and stores the file when the last byte is in. An upload that was
// interrupted (a dropped link, a closed tab, a reload) is remembered in this browser; choosing the same file
// again continues from the server's offset instead of from zero.
import { useCallback, useEffect, useRef, useState } from "react";
import { Upload, type DetailedError } from "tus-js-client";
import { ApiError } from "@/lib/client/api";
import { startUpload, uploadStatus } from "@/lib/client/media-api";
import { readStoredUser } from "@/lib/client/session/stored-user";
import type { UploadKind, UploadStatus } from "@/lib/schemas/media";
import { texts } from "./texts";

/** Bytes per PATCH: each request is a checkpoint, short enough for proxies' time limits on slow school links. */
export const CHUNK_BYTES = 16 * 1024 * 1024;
/** A dropped link is retried for about ten minutes before the author is asked to act. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000];

export type Phase = "idle" | "starting" | "uploading" | "paused" | "processing" | "done" | "error";

export type UploadView = {
  phase: Phase;
  name: string | null;
  sent: number;
  total: number;
  /** A network error is being retried. */
  retrying: boolean;
  message: string | null;
  /** An earlier upload of this field that stopped before the end (name, how far). */
  interrupted: { name: string; percent: number } | null;
};

type Saved = { id: string; uploadUrl: string; name: string; size: number; lastModified: number; sent: number };

const storageKey = (courseId: number, kind: UploadKind) => `learnhub:upload:${courseId}:${kind}`;

function readSaved(courseId: number, kind: UploadKind): Saved | null {
  try {
    const raw = window.localStorage.getItem(storageKey(courseId, kind));
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

function writeSaved(courseId: number, kind: UploadKind, saved: Saved | null) {
  try {
    if (saved) window.localStorage.setItem(storageKey(courseId, kind), JSON.stringify(saved));
    else window.localStorage.removeItem(storageKey(courseId, kind));
  } catch {
    /* private mode: the upload still works, it just cannot be resumed after a reload */
  }
}

const sameFile = (s: Saved, f: File) => s.name === f.name && s.size === f.size && s.lastModified === f.lastModified;
const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);
const statusOf = (e: unknown) => (e as DetailedError | null)?.originalResponse?.getStatus() ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const IDLE: UploadView = { phase: "idle", name: null, sent: 0, total: 0, retrying: false, message: null, interrupted: null };

export function useUpload({ kind, courseId, onReady }: { kind: UploadKind; courseId: number; onReady: (status: UploadStatus) => void }) {
  const [view, setView] = useState<UploadView>(IDLE);
  const tus = useRef<Upload | null>(null);
  const current = useRef<{ id: string; file: File } | null>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });
  // `send` restarts a fresh upload when the server forgot an old one; `begin` is declared after it.
  const beginRef = useRef<(file: File, mayResume?: boolean) => Promise<void>>(async () => undefined);

  useEffect(() => {
    const saved = readSaved(courseId, kind);
    // An upload interrupted on an earlier visit is read from localStorage (an external system).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setView({ ...IDLE, interrupted: saved ? { name: saved.name, percent: percentOf(saved.sent, saved.size) } : null });
    return () => void tus.current?.abort(false);
  }, [courseId, kind]);

  const fail = useCallback((message: string) => setView((v) => ({ ...v, phase: "error", retrying: false, message })), []);

  /** After the last byte: the server checks the file (type by content, an H5P package's paths) and stores it. */
  const finish = useCallback(
    async (id: string) => {
      setView((v) => ({ ...v, phase: "processing", retrying: false, sent: v.total }));
      for (let i = 0; ; i++) {
        let status: UploadStatus;
        try {
          status = await uploadStatus(id);
        } catch (e) {
          if (i < 30) {
            await sleep(1_000);
            continue;
          }
          return fail(e instanceof ApiError ? e.message : texts.offline);
        }
        if (status.state === "ready") {
          writeSaved(courseId, kind, null);
          setView((v) => ({ ...v, phase: "done", message: null, interrupted: null }));
          onReadyRef.current(status);
          return;
        }
        if (status.state === "rejected") {
          writeSaved(courseId, kind, null);
          return fail(texts.failed(status.message ?? ""));
        }
        await sleep(Math.min(500 + i * 250, 3_000));
      }
    },
    [courseId, kind, fail],
  );

  const send = useCallback(
    (id: string, uploadUrl: string, file: File, firstTry: boolean) => {
      current.current = { id, file };
      const upload = new Upload(file, {
        uploadUrl,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: false,
        // The token is read for each request: a session renewed during a long upload is used at once.
        onBeforeRequest: (req) => {
          const token = readStoredUser()?.accessToken;
          if (token) req.setHeader("x-access-token", token);
        },
        onProgress: (sent, total) =>
          setView((v) => ({ ...v, phase: v.phase === "paused" ? "paused" : "uploading", sent, total, retrying: false, message: null })),
        onChunkComplete: (_chunk, accepted, total) => {
          const saved = readSaved(courseId, kind);
          if (saved?.id === id) writeSaved(courseId, kind, { ...saved, sent: accepted, size: total });
        },
        onShouldRetry: (err, attempt) => {
          const status = statusOf(err);
          const retry = status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
          if (retry) setView((v) => ({ ...v, retrying: true, message: texts.retrying }));
          return retry && attempt < RETRY_DELAYS.length;
        },
        onSuccess: () => void finish(id),
        onError: async (err) => {
          const status = statusOf(err);
          // The server no longer has this upload (expired, or cancelled elsewhere): start a new one once.
          if (firstTry && (status === 404 || status === 410 || /without an endpoint/.test(err.message))) {
            writeSaved(courseId, kind, null);
            return void beginRef.current(file, false);
          }
          if (status === 422 || status === 415 || status === 413) {
            // The file was refused when its last byte arrived: the server says why.
            const s = await uploadStatus(id).catch(() => null);
            writeSaved(courseId, kind, null);
            return fail(texts.failed(s?.message ?? texts.refused));
          }
          if (status === 0) return fail(texts.offline);
          const body = err instanceof Error && "originalResponse" in err ? (err as DetailedError).originalResponse?.getBody() : null;
          let message: string | null = null;
          try {
            message = body ? ((JSON.parse(body) as { message?: string }).message ?? null) : null;
          } catch {
            /* not JSON */
          }
          fail(message ?? err.message);
        },
      });
      tus.current = upload;
      upload.start();
    },
    [courseId, kind, finish, fail],
  );

  const begin = useCallback(
    async (file: File, mayResume = true) => {
      tus.current?.abort(false);
      setView({ ...IDLE, phase: "starting", name: file.name, total: file.size });
      const saved = mayResume ? readSaved(courseId, kind) : null;
      if (saved && sameFile(saved, file)) {
        setView((v) => ({ ...v, phase: "uploading", sent: saved.sent }));
        return send(saved.id, saved.uploadUrl, file, true);
      }
      try {
        const started = await startUpload({ kind, courseId, size: file.size, name: file.name });
        writeSaved(courseId, kind, {
          id: started.id,
          uploadUrl: started.uploadUrl,
          name: file.name,
          size: file.size,
          lastModified: file.lastModified,
          sent: 0,
        });
        setView((v) => ({ ...v, phase: "uploading", interrupted: null }));
        send(started.id, started.uploadUrl, file, false);
      } catch (e) {
        fail(e instanceof ApiError ? e.message : texts.offline);
      }
    },
    [courseId, kind, send, fail],
  );

  useEffect(() => {
    beginRef.current = begin;
  }, [begin]);

  const pause = useCallback(() => {
    void tus.current?.abort(false);
    setView((v) => ({ ...v, phase: "paused", message: texts.paused, retrying: false }));
  }, []);

  const resume = useCallback(() => {
    setView((v) => ({ ...v, phase: "uploading", message: null }));
    tus.current?.start();
  }, []);

  const cancel = useCallback(async () => {
    const upload = tus.current;
    tus.current = null;
    writeSaved(courseId, kind, null);
    setView({ ...IDLE, message: texts.cancelled });
    await upload?.abort(true).catch(() => undefined);
  }, [courseId, kind]);

  const forget = useCallback(() => {
    writeSaved(courseId, kind, null);
    setView((v) => ({ ...v, interrupted: null }));
  }, [courseId, kind]);

  return { view, begin, pause, resume, cancel, forget };
}
