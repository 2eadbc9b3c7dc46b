// The values browser code is built with: the one place code that runs in a browser reads process.env (the server
// reads lib/env.ts). None of them is a secret. Each is written out literally, process.env.NAME, because that is what
// the bundlers replace with the value at build time: Next for the page's screens (NEXT_PUBLIC_* from the environment
// and next.config.mjs `env`), esbuild's `define` for the Python worker and the service worker
// (scripts/prepare-assets.mjs). Functions, not constants: each bundle defines only its own values and drops the
// functions it never calls, where a constant would be evaluated in every bundle that imports this file — and fail in
// a worker, which has no `process`.

/** Where the explanation service (/generate_explaination) lives, without a trailing slash; "" = this app. Validated on the server too (lib/env.ts). */
export function explanationBaseUrl(): string {
  return (process.env.NEXT_PUBLIC_EXPLANATION_BASE_URL ?? "").replace(/\/+$/, "");
}

/** The Python runtime's folder under /pyodide/, named by its contents (next.config.mjs; the worker's build defines it too). */
export function pyodideFolder(): string {
  return process.env.NEXT_PUBLIC_PYODIDE_FOLDER ?? "";
}

/** The hash of the Python worker's contents (next.config.mjs); "" inside the worker itself. */
export function pythonWorkerVersion(): string {
  return process.env.NEXT_PUBLIC_PYTHON_WORKER_VERSION ?? "";
}

/** The labs' Monaco bundle: its script, stylesheet and the script's statically imported chunks (public/monaco/manifest.json via next.config.mjs). */
export function monacoFiles(): { script: string; style: string; eager: string[] } {
  return {
    script: process.env.NEXT_PUBLIC_MONACO_SCRIPT ?? "",
    style: process.env.NEXT_PUBLIC_MONACO_STYLE ?? "",
    eager: (process.env.NEXT_PUBLIC_MONACO_EAGER ?? "").split(",").filter(Boolean),
  };
}

/** Python worker only (esbuild define): the id of this build's runtime, which names the copies the worker keeps. */
export function pythonRuntimeId(): string {
  return process.env.PYTHON_RUNTIME_ID ?? "";
}

/** Python worker only: the SHA-256 of the snapshot and the WebAssembly as this build made them. */
export function pythonRuntimeDigests(): { snapshot: string; wasm: string } {
  return { snapshot: process.env.PYTHON_SNAPSHOT_SHA256 ?? "", wasm: process.env.PYTHON_WASM_SHA256 ?? "" };
}

/** Python worker only: this build's big runtime files in chunks, as JSON (scripts/python-runtime.mjs). */
export function pythonRuntimeFilesJson(): string {
  return process.env.PYTHON_RUNTIME_FILES ?? "{}";
}

/** Service worker only: this build's list of the labs' files and their SHA-256, as JSON. */
export function offlineManifestJson(): string {
  return process.env.OFFLINE_MANIFEST ?? '{"version":"","files":[]}';
}
