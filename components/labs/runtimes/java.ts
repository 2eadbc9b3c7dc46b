// Java on the server (POST /api/lab/run-java, streaming its place in the queue): the program's input goes with
// it, and for a stored cell the server judges the checks and records the run itself.
import { ApiError } from "@/lib/client/api";
import { runJavaWithProgress } from "@/lib/client/labs/lab-api";
import { texts } from "../texts";
import type { CellRuntime } from "./types";

/** The server's own message, if it sent one (contract §8: 'Error: {message or Unknown error occurred}'). */
function failureMessage(e: unknown): string {
  if (e instanceof ApiError) return e.status === 0 ? e.message : (((e.body as { message?: unknown } | null)?.message as string | undefined) ?? "");
  return e instanceof Error ? e.message : "";
}

export function javaRuntime(): CellRuntime {
  let abort: AbortController | null = null;
  return {
    available: true,
    prepare() {},
    async run({ code, stdin, cellId }, io) {
      const mine = new AbortController();
      abort = mine;
      try {
        const res = await runJavaWithProgress({ code, ...(stdin ? { stdin } : {}), ...(cellId ? { cellId } : {}) }, mine.signal, (p) =>
          io.waiting("queued" in p ? p.queued : null),
        );
        if ("error" in res) {
          io.line("err", texts.javaCompileError);
          // Which it was (Java could not compile it, or it stopped while running) and the line, in plain words.
          if (res.explanation) io.line("info", res.explanation);
          io.line("err", res.error);
        } else {
          io.line("ok", texts.javaSuccess);
          if (res.output) io.line("out", res.output);
        }
        return {
          status: "done",
          printed: res.output ?? "",
          codeError: "error" in res ? res.error : null,
          testError: null,
          testsRan: false,
          ...(res.check ? { check: res.check } : {}),
          inputs: stdin ? stdin.split("\n") : [],
        };
      } catch (e) {
        if ((e as Error).name === "AbortError") {
          io.line("info", texts.stopped);
          return { status: "stopped" };
        }
        io.line("err", texts.error(failureMessage(e) || texts.javaUnknownError));
        // The server compiles Java only for logged-in users (Python and JavaScript run in the browser for anyone).
        if (e instanceof ApiError && e.status === 401) io.line("info", texts.javaNeedsLogin);
        return { status: "not-run" };
      } finally {
        if (abort === mine) abort = null;
      }
    },
    stop: () => abort?.abort(),
    input() {},
    dispose: () => abort?.abort(),
  };
}
