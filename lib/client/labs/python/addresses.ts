// Where the Python lab's runtime and worker are served, shared by the page's first inline script (app/page.tsx),
// the runtime and the worker (bundled with these values defined). Which addresses start Python is
// python-route.ts, apart, so the shell's own code (app/hash-shell.tsx) carries none of this.
import { pyodideFolder, pythonWorkerVersion } from "@/lib/public-env";
import { OFFLINE_EARLY_SCRIPT } from "../../offline/register";
import { EDITOR_ROUTE } from "../monaco/editor-route";
import { PYTHON_ROUTE } from "./python-route";

/** A folder named by its contents (scripts/python-runtime.mjs, next.config.mjs): browsers and proxies keep it for good. */
export const PYODIDE_INDEX_URL = `/pyodide/${pyodideFolder()}/`;
/** The hash of the worker's contents (next.config.mjs), which name the runtime's files it keeps copies of. */
const WORKER_VERSION = pythonWorkerVersion();
/** Versioned by its content's hash: the browser keeps it, so a later visit starts it at once. */
export const PYTHON_WORKER_URL = `/labs/python-worker.mjs?v=${WORKER_VERSION}`;
/** The server's runtime settings for the worker (the package source), served by scripts/server/static-assets.ts. */
export const PYTHON_CONFIG_URL = "/labs/python-config.json";

/** In localStorage: the worker version whose copies of the runtime's files this browser keeps (a later visit). */
const COPIES_KEY = "labs:python-copies";

/** The worker has stored its copies: the next visit starts Python from them, at once (start-order.ts). */
export function noteCopiesKept() {
  try {
    localStorage.setItem(COPIES_KEY, WORKER_VERSION);
  } catch {
    // no storage: the next visit starts as a first one
  }
}

/**
 * Whether Python starts at once on this address: Lab Activities, or a lab's address when this browser keeps this
 * worker's copies of the runtime's files (a later visit). A first visit to a lab's address starts it after its
 * first editor (start-order.ts). EARLY_WORKER_SCRIPT below asks the same for the page's first script.
 */
export function pythonStartsAtOnce(hash: string): boolean {
  if (!EDITOR_ROUTE.test(hash)) return true;
  try {
    return localStorage.getItem(COPIES_KEY) === WORKER_VERSION;
  } catch {
    return false; // no storage: every visit is a first one
  }
}

/**
 * The page's first script starts the worker before the app's code has arrived (window.__labsPythonWorker) on a
 * Python address where it starts at once (pythonStartsAtOnce, the same test); the worker downloads or reads
 * Python's files at once and waits for the runtime to adopt it. For a signed-in learner it also has the service worker
 * keep the labs' runtime once the page is idle (lib/client/offline/register.ts).
 */
export const EARLY_WORKER_SCRIPT = `${OFFLINE_EARLY_SCRIPT}try{var h=location.hash;if(self.crossOriginIsolated&&${PYTHON_ROUTE.toString()}.test(h)&&(!${EDITOR_ROUTE.toString()}.test(h)||localStorage.getItem(${JSON.stringify(COPIES_KEY)})===${JSON.stringify(WORKER_VERSION)}))window.__labsPythonWorker=new Worker(${JSON.stringify(PYTHON_WORKER_URL)},{type:"module",name:"python-lab"})}catch(e){}`;

/** The worker the page's first script started, once (a restarted interpreter gets a new one). */
export function takeEarlyWorker(): Worker | null {
  const scope = window as { __labsPythonWorker?: unknown };
  const worker = scope.__labsPythonWorker;
  delete scope.__labsPythonWorker;
  return worker instanceof Worker ? worker : null;
}
