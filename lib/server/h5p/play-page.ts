import "server-only";
// GET /api/h5p/{id}/play: the page that plays one H5P package with the self-hosted h5p-standalone player.
// The package's JavaScript runs in the player document, which this page frames as a data: URL with
// sandbox="allow-scripts allow-same-origin": a data: document's origin is opaque — never the app's — whatever the
// sandbox says, and allow-same-origin only lets the frames it makes share that opaque origin. That is what H5P
// needs: it writes each iframe-embedded content type into an about:blank frame of its own (frame.bundle.js:
// contentDocument.open/write). A frame made inside a document sandboxed WITHOUT allow-same-origin gets a new opaque
// origin of its own (HTML's "sandboxed origin browsing context flag", which Chromium follows), its contentDocument
// is null to H5P, and nothing plays — why the player is not a sandboxed http document, nor this page sandboxed.
// This page runs only the script below (its own origin is the app's, so its policy, H5P_PLAY_PAGE_CSP, is its
// own and not the course player's: a data: document inherits its creator's policy). The player document's <base>
// names the app so its root-relative addresses load from here. The player talks by postMessage and this page
// passes on to the course player what its player frame says: "learnhub:h5p-xapi" for each xAPI statement (the
// course player ticks the content on completed / answered), "learnhub:h5p-resize" with its height,
// "learnhub:h5p-error" when it cannot play.
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { AppError } from "@/lib/errors";
import { storage } from "@/lib/server/storage/storage";
import { H5P_PLAY_PAGE_CSP } from "./sandbox-headers";

const RUNTIME = endpoints.h5pRuntime.path.slice(0, endpoints.h5pRuntime.path.indexOf(":path"));

/** Runs before the player: storage in an opaque origin throws, so H5P gets an in-memory one (in nested frames too). */
const BRIDGE = String.raw`
(function () {
  function memoryStorage() {
    var m = {};
    return {
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(m, k) ? m[k] : null; },
      setItem: function (k, v) { m[k] = String(v); },
      removeItem: function (k) { delete m[k]; },
      clear: function () { m = {}; },
      key: function (i) { return Object.keys(m)[i] || null; },
      get length() { return Object.keys(m).length; }
    };
  }
  function patch(w) {
    ["localStorage", "sessionStorage"].forEach(function (name) {
      try { w[name].getItem("probe"); } catch (e) {
        try { Object.defineProperty(w, name, { value: memoryStorage(), configurable: true }); } catch (ignored) {}
      }
    });
  }
  patch(window);
  new MutationObserver(function (records) {
    records.forEach(function (r) {
      r.addedNodes.forEach(function (n) {
        var frames = n.tagName === "IFRAME" ? [n] : n.querySelectorAll ? n.querySelectorAll("iframe") : [];
        Array.prototype.forEach.call(frames, function (f) { try { patch(f.contentWindow); } catch (ignored) {} });
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  var app = new URL(document.baseURI).origin;
  window.learnhubPost = function (message) { window.parent.postMessage(message, app); };
})();
`;

const START = String.raw`
(function () {
  var el = document.getElementById("h5p-container");
  var options = JSON.parse(document.getElementById("h5p-options").textContent);
  // h5p-standalone puts location.origin ("null" in a data: document) before a root-relative path: make them whole.
  ["h5pJsonPath", "frameJs", "frameCss"].forEach(function (k) { options[k] = new URL(options[k], document.baseURI).href; });
  function fail(message) {
    el.textContent = "This interactive content cannot be played: " + message;
    learnhubPost({ type: "learnhub:h5p-error", message: String(message).slice(0, 300) });
  }
  var verbs = { completed: 1, answered: 1, passed: 1, failed: 1 };
  new H5PStandalone.H5P(el, options).then(function () {
    H5P.externalDispatcher.on("xAPI", function (event) {
      var st = event && event.data && event.data.statement;
      if (!st || !st.verb) return;
      var verb = String(st.verb.id || "").split("/").pop();
      if (!verbs[verb]) return;
      var parents = st.context && st.context.contextActivities && st.context.contextActivities.parent;
      var result = st.result || {};
      learnhubPost({
        type: "learnhub:h5p-xapi",
        verb: verb,
        root: !parents || parents.length === 0,
        completion: result.completion === true,
        score: result.score && typeof result.score.raw === "number" && typeof result.score.max === "number" ? { raw: result.score.raw, max: result.score.max } : null
      });
    });
    learnhubPost({ type: "learnhub:h5p-ready" });
    var last = 0;
    new ResizeObserver(function () {
      var h = Math.ceil(document.documentElement.scrollHeight);
      if (Math.abs(h - last) > 2) { last = h; learnhubPost({ type: "learnhub:h5p-resize", height: h }); }
    }).observe(document.body);
  }, function (e) { fail(e && e.message ? e.message : e); });
})();
`;

/** The play page's script: frames the player document (data:, opaque origin) and passes on what it says. */
const SHELL = String.raw`
(function () {
  var frame = document.getElementById("player");
  var doc = JSON.parse(document.getElementById("player-document").textContent);
  window.addEventListener("message", function (e) {
    if (e.source !== frame.contentWindow || e.origin !== "null") return;
    if (window.parent !== window) window.parent.postMessage(e.data, location.origin);
  });
  frame.src = "data:text/html;charset=utf-8," + encodeURIComponent(doc.replace("<head>", '<head>\n<base href="' + location.origin + '/">'));
})();
`;

function shellHtml(id: string): string {
  const player = JSON.stringify(playerHtml(id)).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Interactive content</title>
<style>html,body{margin:0;padding:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe id="player" title="Interactive content" sandbox="allow-scripts allow-same-origin" referrerpolicy="no-referrer"></iframe>
<script type="application/json" id="player-document">${player}</script>
<script>${SHELL}</script>
</body>
</html>`;
}

/** The player document (framed as data:): the package, h5p-standalone and the bridge to the page. */
function playerHtml(id: string): string {
  const files = fillPath(endpoints.h5pFile.path, { id, path: "x" }).slice(0, -2);
  const options = {
    h5pJsonPath: files,
    frameJs: `${RUNTIME}frame.bundle.js`,
    frameCss: `${RUNTIME}styles/h5p.css`,
    frame: false,
    copyright: false,
    export: false,
    embed: false,
    icon: false,
    fullScreen: false,
    // No user: no personal data enters the player, H5P keeps no state on a server (with a user it asks an
    // ajax.contentUserData address for saved state and fails without one) and its xAPI actor is its own anonymous one.
  };
  const json = JSON.stringify(options).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Interactive content</title>
<link rel="stylesheet" href="${RUNTIME}styles/h5p.css">
<style>html,body{margin:0;padding:0;background:#fff;font-family:system-ui,sans-serif}#h5p-container{min-height:120px}</style>
<script>${BRIDGE}</script>
<script src="${RUNTIME}main.bundle.js"></script>
</head>
<body>
<div id="h5p-container"></div>
<script type="application/json" id="h5p-options">${json}</script>
<script>${START}</script>
</body>
</html>`;
}

export async function h5pPlayPage(id: string): Promise<Response> {
  if (!(await storage().stat(`h5p/${id}/h5p.json`))) throw new AppError("not_found", "Interactive content not found.");
  return new Response(shellHtml(id), {
    headers: {
      "content-security-policy": H5P_PLAY_PAGE_CSP,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache",
    },
  });
}
