// When LearnHub's service worker (service-worker.ts) is registered and asked to download the labs' runtime in the
// background: once a signed-in learner's page is loaded and idle (the page's first script, OFFLINE_EARLY_SCRIPT), and
// once a lab's Python is ready (keepLabsOffline, python-runtime.ts), which also fetches the start-up snapshot a slow
// link went without. A first visit straight to a lab does not register it before Python is ready: its downloads
// would compete with the lab's own on a slow link.
//
// Browsers driven by automation (navigator.webdriver: the e2e suite, the bench) get no service worker unless the page
// asks for one (localStorage "learnhub:offline" = "on"): Playwright's page.route does not see requests a service
// worker answers, and the specs' API stubs rely on it. The specs of this feature opt in.
import { PYTHON_ROUTE } from "../labs/python/python-route";

export const OFFLINE_WORKER_URL = "/labs/offline-sw.js";
const OPT_IN_KEY = "learnhub:offline";
/** After the page's load event: a signed-in learner's page has finished its own downloads first. */
const IDLE_AFTER_LOAD_MS = 5_000;
/** …then at the page's next idle moment, or after this long on a page that is never idle (setTimeout reads it as 0). */
const IDLE_WAIT_MAX_MS = 10_000;

// The first script's test, as text; offlineAllowed() below is the same test for the app's code.
const allowed = `"serviceWorker" in navigator && self.isSecureContext && (!navigator.webdriver || localStorage.getItem(${JSON.stringify(OPT_IN_KEY)}) === "on")`;
const registerAndPrefetch = `navigator.serviceWorker.register(${JSON.stringify(OFFLINE_WORKER_URL)},{scope:"/",updateViaCache:"none"}).then(function(){return navigator.serviceWorker.ready}).then(function(r){r.active&&r.active.postMessage({type:"prefetch"})})["catch"](function(){})`;

/** For the page's first inline script (lib/client/labs/python/addresses.ts EARLY_WORKER_SCRIPT). */
export const OFFLINE_EARLY_SCRIPT = `try{if(${allowed}&&localStorage.getItem("user")&&!${PYTHON_ROUTE.toString()}.test(location.hash))addEventListener("load",function(){setTimeout(function(){(self.requestIdleCallback||setTimeout)(function(){${registerAndPrefetch}},{timeout:${IDLE_WAIT_MAX_MS}})},${IDLE_AFTER_LOAD_MS})})}catch(e){}`;

function offlineAllowed(): boolean {
  try {
    return "serviceWorker" in navigator && self.isSecureContext && (!navigator.webdriver || localStorage.getItem(OPT_IN_KEY) === "on");
  } catch {
    return false;
  }
}

/** Registers the service worker (once per page) and asks it to keep the labs' runtime; a no-op where not allowed. */
let asked = false;
export function keepLabsOffline() {
  if (asked || typeof window === "undefined" || !offlineAllowed()) return;
  asked = true;
  // After the worker has stored its copies (runtime-copies.ts): the download then has the link to itself.
  setTimeout(() => {
    void navigator.serviceWorker
      .register(OFFLINE_WORKER_URL, { scope: "/", updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then((r) => r.active?.postMessage({ type: "prefetch" }))
      .catch(() => undefined);
  }, 2_000);
}
