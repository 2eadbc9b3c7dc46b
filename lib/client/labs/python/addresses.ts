// Where the Python lab's runtime and worker are served, shared by the page's first inline script (app/page.tsx),
// the runtime and the worker (bundled with these values defined). Which addresses start Python is
// python-route.ts, apart, so the shell's own code (app/hash-shell.tsx) carries none of this.
import { PYTHON_ROUTE } from "./python-route";

/** Versioned (next.config.mjs), so the server can cache the runtime's files for good. */
export const PYODIDE_INDEX_URL = `/pyodide/${process.env.NEXT_PUBLIC_PYODIDE_VERSION}/`;
/** Versioned by its content's hash (next.config.mjs): the browser keeps it, so a later visit starts it at once. */
export const PYTHON_WORKER_URL = `/labs/python-worker.mjs?v=${process.env.NEXT_PUBLIC_PYTHON_WORKER_VERSION}`;
/** The server's runtime settings for the worker (the package source), served by scripts/server/static-assets.ts. */
export const PYTHON_CONFIG_URL = "/labs/python-config.json";

/**
 * The page's first script starts the worker on those addresses before the app's code has arrived
 * (window.__labsPythonWorker); the worker downloads Python's files at once and waits for the runtime to adopt it.
 */
export const EARLY_WORKER_SCRIPT = `try{if(self.crossOriginIsolated&&${PYTHON_ROUTE.toString()}.test(location.hash))window.__labsPythonWorker=new Worker(${JSON.stringify(PYTHON_WORKER_URL)},{type:"module",name:"python-lab"})}catch(e){}`;

/** The worker the page's first script started, once (a restarted interpreter gets a new one). */
export function takeEarlyWorker(): Worker | null {
  const scope = window as { __labsPythonWorker?: unknown };
  const worker = scope.__labsPythonWorker;
  delete scope.__labsPythonWorker;
  return worker instanceof Worker ? worker : null;
}
