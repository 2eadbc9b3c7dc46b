// Runs one JavaScript cell in a fresh sandbox iframe (see sandbox-document.ts) and reports what it prints
// and draws. The iframe is removed when the time limit passes, which also ends a `while (true) {}`.
import { sandboxUrl } from "./sandbox-document";
import type { BarDatum, SandboxEvent } from "./sandbox-protocol";

import { JS_TIME_LIMIT_MS } from "@/lib/labs/js-limits";

export { JS_TIME_LIMIT_MS };

export type JsRunHandlers = {
  onLog: (text: string, level: "log" | "info" | "warn" | "error") => void;
  onHTML: (html: string) => void;
  onChart: (bars: BarDatum[]) => void;
  /** `line`: the line of the run's source (see lib/labs/js-error-line.ts), when the sandbox knows it. */
  onError: (message: string, line?: number) => void;
  /** prompt() waits for a line (its message, "" for none): answer with JsRun.input. The time limit pauses meanwhile. */
  onInputRequest?: (message: string) => void;
  /** A checked cell's tests start (see checkedSource). */
  onCheckStart?: () => void;
};

export const CHECK_START_CALL = "__labsCheckStart();";

/**
 * The learner's code with the cell's test code after it, in the same run so the tests see its functions and
 * variables. The tests sit in a block of their own, so their declarations never clash with the learner's.
 */
export function checkedSource(code: string, testCode: string): string {
  return `${code}\n;${CHECK_START_CALL}\n{\n${testCode}\n}\n`;
}

/** A hidden sandboxed frame (an opaque origin: no page, cookies or storage), not yet in the document. */
function sandboxFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  // Cross-origin isolated like the page, so its worker may block on a SharedArrayBuffer while prompt() waits.
  frame.setAttribute("allow", "cross-origin-isolated");
  frame.setAttribute("title", "JavaScript sandbox");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.style.cssText = "position:absolute;width:0;height:0;border:0;visibility:hidden";
  frame.dataset.labSandbox = "";
  return frame;
}

let prefetched = false;

/**
 * Loads the sandbox frame's document once when a JavaScript lab opens, so the browser caches it under its
 * versioned address (as a frame: a fetch() is cached apart from navigations) and later runs need no network:
 * a school's connection dropping mid-lesson stops nothing. The frame only waits for code and is removed.
 */
export function prefetchSandbox(): void {
  if (prefetched) return;
  prefetched = true;
  const frame = sandboxFrame();
  delete frame.dataset.labSandbox;
  frame.addEventListener("load", () => frame.remove(), { once: true });
  frame.src = sandboxUrl();
  document.body.appendChild(frame);
}

export type JsRunOutcome = "ok" | "error" | "timeout" | "cancelled";

export type JsRun = {
  done: Promise<JsRunOutcome>;
  cancel: () => void;
  /** Answers the prompt() the run waits on (null: no input). */
  input: (line: string | null) => void;
};

export function runJavaScript(code: string, handlers: JsRunHandlers, timeLimitMs = JS_TIME_LIMIT_MS): JsRun {
  const frame = sandboxFrame();
  // The frame's script listens before its load event; the code goes only to that frame's window.
  frame.addEventListener("load", () => frame.contentWindow?.postMessage({ code }, "*"), { once: true });
  frame.src = sandboxUrl();

  let finish: (o: JsRunOutcome) => void = () => undefined;
  const done = new Promise<JsRunOutcome>((resolve) => (finish = resolve));
  let failed = false;
  let settled = false;
  // The time limit counts running time only: it pauses while prompt() waits for the learner.
  let left = timeLimitMs;
  let since = performance.now();
  let waiting = false;

  const cleanup = (outcome: JsRunOutcome) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    window.removeEventListener("message", onMessage);
    frame.remove();
    finish(outcome);
  };

  const onMessage = (e: MessageEvent) => {
    if (e.source !== frame.contentWindow) return;
    const data = e.data as { sandbox?: boolean; event?: SandboxEvent };
    if (!data?.sandbox || !data.event) return;
    const ev = data.event;
    if (ev.type === "log") handlers.onLog(String(ev.text), ev.level);
    else if (ev.type === "html") handlers.onHTML(String(ev.html));
    else if (ev.type === "chart" && Array.isArray(ev.bars)) handlers.onChart(ev.bars);
    else if (ev.type === "check-start") handlers.onCheckStart?.();
    else if (ev.type === "input-request" && !waiting) {
      waiting = true;
      clearTimeout(timer);
      left -= performance.now() - since;
      handlers.onInputRequest?.(String(ev.message ?? ""));
    } else if (ev.type === "error") {
      failed = true;
      handlers.onError(String(ev.message), typeof ev.line === "number" ? ev.line : undefined);
    } else if (ev.type === "done") cleanup(failed ? "error" : "ok");
  };

  const input = (line: string | null) => {
    if (settled || !waiting) return;
    waiting = false;
    since = performance.now();
    timer = setTimeout(() => cleanup("timeout"), Math.max(0, left));
    frame.contentWindow?.postMessage({ input: line }, "*");
  };

  let timer = setTimeout(() => cleanup("timeout"), timeLimitMs);
  window.addEventListener("message", onMessage);
  document.body.appendChild(frame);
  return { done, cancel: () => cleanup("cancelled"), input };
}
