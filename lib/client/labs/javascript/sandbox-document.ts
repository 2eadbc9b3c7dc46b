// The srcdoc of the sandbox iframe. The iframe has sandbox="allow-scripts" and no allow-same-origin, so it
// runs in an opaque origin: no parent DOM, cookies or storage. Its CSP forbids every network request, and
// the learner's code runs in a blob Worker inside it, so the iframe can be removed to kill a busy loop.

export const SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' blob:",
  "worker-src blob:",
  "connect-src 'none'",
  "img-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join("; ");

// Runs inside the Worker. console and the two helpers post to the iframe, which relays to the page.
export const WORKER_SOURCE = String.raw`
const send = (m) => postMessage(m);
const show = (v) => {
  if (typeof v === "string") return v;
  if (v instanceof Error) return v.name + ": " + v.message;
  if (typeof v === "function" || typeof v === "symbol" || typeof v === "bigint" || v === undefined) return String(v);
  try { return JSON.stringify(v); } catch { return String(v); }
};
// Output reaches the page at once, except in a flood (more than 20 lines in 50 ms), which is sent in 8 KB
// batches; after 200,000 characters the rest is dropped, so a printing loop cannot swamp the page.
const LIMIT = 200000, BATCH = 8192, BURST = 20, WINDOW_MS = 50;
let sent = 0, truncated = false, pendingLevel = null, pending = [], pendingSize = 0, windowStart = 0, inWindow = 0;
const flush = () => {
  if (pending.length) send({ type: "log", level: pendingLevel, text: pending.join("\n") });
  pending = []; pendingSize = 0; pendingLevel = null;
};
const log = (level, text) => {
  if (truncated) return;
  if (sent + text.length > LIMIT) {
    text = text.slice(0, Math.max(0, LIMIT - sent));
    truncated = true;
  }
  sent += text.length;
  const now = performance.now();
  if (now - windowStart > WINDOW_MS) { windowStart = now; inWindow = 0; }
  inWindow++;
  if (pendingLevel !== null && pendingLevel !== level) flush();
  pendingLevel = level; pending.push(text); pendingSize += text.length;
  if (inWindow <= BURST || pendingSize >= BATCH || truncated) flush();
  if (truncated) send({ type: "log", level: "warn", text: "[output truncated after " + LIMIT + " characters]" });
};
for (const level of ["log", "info", "warn", "error"]) {
  console[level] = (...args) => log(level, args.map(show).join(" "));
}
self.renderHTML = (html) => send({ type: "html", html: String(html) });
self.drawBarChart = (data, values) => {
  let bars = [];
  if (Array.isArray(data) && Array.isArray(values)) bars = data.map((l, i) => ({ label: String(l), value: Number(values[i]) }));
  else if (Array.isArray(data)) bars = data.map((d, i) => typeof d === "object" && d !== null
    ? { label: String(d.label ?? d.name ?? i + 1), value: Number(d.value ?? d.y ?? 0) }
    : { label: String(i + 1), value: Number(d) });
  else if (data && typeof data === "object") bars = Object.entries(data).map(([l, v]) => ({ label: l, value: Number(v) }));
  send({ type: "chart", bars: bars.map((b) => ({ label: b.label, value: Number.isFinite(b.value) ? b.value : 0 })) });
};
// A checked cell's test code is appended after the learner's and starts with this call: what is printed and
// thrown after it belongs to the tests, not to the learner's output.
self.__labsCheckStart = () => { flush(); send({ type: "check-start" }); };
// An error names its kind (TypeError: …; a plain Error only its message) and the line of the run's source it
// happened on: the first frame of the learner's code (it runs as an async function's body, which starts 2 lines
// into the function's own source). The page maps that line to the cell's, or the test code's.
const where = (e) => {
  const m = e && typeof e.stack === "string" ? /eval at [^\n]*<anonymous>:(\d+):\d+\)?\s*$/m.exec(e.stack) : null;
  return m ? Number(m[1]) - 2 : null;
};
const fail = (e) => {
  const named = e && e.message !== undefined && e.name && e.name !== "Error" ? e.name + ": " + e.message : null;
  const line = where(e);
  send({ type: "error", message: named ?? (e && e.message ? String(e.message) : String(e)), ...(line !== null && line > 0 ? { line } : {}) });
};
// prompt() reads a line like Python's input(): its message is printed (no line break), then the worker sleeps on a
// shared mailbox (Int32 [0] state: 0 waiting, 1 ready, 2 no input; [1] byte length; UTF-8 from byte 8) until the
// cell's input box answers through the frame. null when no input comes (Stop). The server's check run replays the
// lines the learner typed through __labsReadLine instead.
let stdinBox = null;
self.prompt = (message) => {
  const text = message === undefined || message === null ? "" : String(message);
  flush();
  if (typeof self.__labsReadLine === "function") {
    send({ type: "input-request", message: text });
    const line = self.__labsReadLine();
    return typeof line === "string" ? line : null;
  }
  if (typeof SharedArrayBuffer !== "function" || typeof Atomics !== "object" || !self.crossOriginIsolated)
    throw new Error("prompt() cannot wait for input in this browser (the page is not cross-origin isolated)");
  stdinBox ??= new SharedArrayBuffer(8 + 65536);
  const state = new Int32Array(stdinBox, 0, 2);
  Atomics.store(state, 0, 0);
  send({ type: "input-request", message: text, stdin: stdinBox });
  while (Atomics.load(state, 0) === 0) Atomics.wait(state, 0, 0);
  if (Atomics.load(state, 0) !== 1) return null;
  return new TextDecoder().decode(new Uint8Array(stdinBox, 8, Atomics.load(state, 1)).slice());
};
// alert() prints its message (there is no dialog in the sandbox).
self.alert = (message) => log("log", message === undefined ? "" : show(message));
self.addEventListener("unhandledrejection", (e) => { e.preventDefault(); fail(e.reason); });
self.addEventListener("error", (e) => { e.preventDefault(); fail(e.error || e.message); });
// The run ends when the code has returned and no timer it started is still pending, so setTimeout and
// setInterval callbacks print too; the page's time limit still ends an interval that is never cleared.
const timers = new Set();
let returned = false, ended = false;
const finishIfIdle = () => {
  if (!returned || ended || timers.size > 0) return;
  ended = true;
  flush();
  send({ type: "done" });
};
const nativeSetTimeout = self.setTimeout.bind(self), nativeClearTimeout = self.clearTimeout.bind(self);
const nativeSetInterval = self.setInterval.bind(self), nativeClearInterval = self.clearInterval.bind(self);
self.setTimeout = (fn, ms, ...args) => {
  const id = nativeSetTimeout(() => {
    timers.delete(id);
    try { typeof fn === "function" ? fn(...args) : undefined; } catch (err) { fail(err); }
    finishIfIdle();
  }, ms);
  timers.add(id);
  return id;
};
self.clearTimeout = (id) => { nativeClearTimeout(id); timers.delete(id); finishIfIdle(); };
self.setInterval = (fn, ms, ...args) => {
  const id = nativeSetInterval(() => {
    try { typeof fn === "function" ? fn(...args) : undefined; } catch (err) { fail(err); }
  }, ms);
  timers.add(id);
  return id;
};
self.clearInterval = (id) => { nativeClearInterval(id); timers.delete(id); finishIfIdle(); };
self.onmessage = async (e) => {
  try {
    const AsyncFunction = (async () => {}).constructor;
    await new AsyncFunction(e.data)();
  } catch (err) {
    flush();
    fail(err);
  }
  returned = true;
  finishIfIdle();
};
`;

/** Where the sandbox frame is served (scripts/server/static-assets.ts), with SANDBOX_CSP as its own header. */
export const SANDBOX_PATH = "/labs/js-sandbox.html";

/** FNV-1a of the frame's document: its address changes whenever the document does. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

let version: string | null = null;

/** This build's sandbox document version (the server caches an address carrying it for good). */
export function sandboxVersion(): string {
  return (version ??= fingerprint(sandboxDocument()));
}

/**
 * The frame's address, versioned. Each run gets a fresh frame; with the document cached under this address,
 * a JavaScript lab still runs when the school's network drops, and a new build's frame never meets an old page.
 */
export function sandboxUrl(): string {
  return `${SANDBOX_PATH}?v=${sandboxVersion()}`;
}

/**
 * Runs in the iframe: waits for the learner's code from the page, starts the worker with it and relays the
 * worker's messages to the page. The frame is a URL, not a srcdoc, because a srcdoc document inherits the app
 * page's policy, which allows no inline script and no eval.
 */
function frameScript(): string {
  const json = (v: string) => JSON.stringify(v).replace(/</g, "\\u003c");
  return `
const toPage = (event) => parent.postMessage({ sandbox: true, event }, "*");
let worker = null, box = null;
// A syntax error's line: V8 names none when the worker compiles the code, so the frame parses it once as a script
// (parsing runs nothing: the script's first statement throws before the function it declares could be called).
const syntaxError = (code) => {
  let found = null;
  const onError = (e) => {
    const message = String(e.message || "").replace(/^Uncaught /, "").replace(/Failed to execute '[^']*' on '[^']*': /, "");
    if (/SyntaxError/.test(message)) found = { type: "error", message, line: e.lineno - 2 };
    e.preventDefault();
  };
  addEventListener("error", onError);
  const script = document.createElement("script");
  script.textContent = "throw 0;\\nasync function __labsCell() {\\n" + code + "\\n}";
  document.head.appendChild(script);
  script.remove();
  removeEventListener("error", onError);
  return found;
};
// The page's answer to prompt(): written into the worker's mailbox (a line, or null for no input).
const answer = (line) => {
  const state = new Int32Array(box, 0, 2);
  if (typeof line === "string") {
    const bytes = new TextEncoder().encode(line).slice(0, box.byteLength - 8);
    new Uint8Array(box, 8).set(bytes);
    Atomics.store(state, 1, bytes.length);
    Atomics.store(state, 0, 1);
  } else Atomics.store(state, 0, 2);
  Atomics.notify(state, 0);
  box = null;
};
addEventListener("message", (m) => {
  if (m.source !== parent || !m.data) return;
  if (worker === null && typeof m.data.code === "string") {
    const bad = syntaxError(m.data.code);
    if (bad) {
      worker = false;
      toPage(bad);
      toPage({ type: "done" });
      return;
    }
    worker = new Worker(URL.createObjectURL(new Blob([${json(WORKER_SOURCE)}], { type: "text/javascript" })));
    worker.onmessage = (e) => {
      if (e.data && e.data.type === "input-request") {
        box = e.data.stdin;
        toPage({ type: "input-request", message: String(e.data.message) });
      } else toPage(e.data);
    };
    worker.onerror = (e) => { e.preventDefault(); toPage({ type: "error", message: e.message || "Script error" }); };
    worker.postMessage(m.data.code);
  } else if (box && "input" in m.data) answer(m.data.input);
});
`;
}

/** The sandbox frame's document; the same policy is sent as its Content-Security-Policy header too. */
export function sandboxDocument(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}"></head><body><script>${frameScript()}</script></body></html>`;
}

/** The visual area for renderHTML: no scripts at all, no network, only inline styles. */
export function visualDocument(html: string): string {
  const csp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><style>body{font-family:system-ui,sans-serif;margin:8px;color:#0f172a}</style></head><body>${html}</body></html>`;
}
