import "server-only";
// GET /api/h5p/{id}/play: the document that plays one H5P package with the self-hosted h5p-standalone player.
// The course player frames it with sandbox="allow-scripts" (no allow-same-origin) and the document's own CSP says
// `sandbox allow-scripts` too, so it never runs on the app's origin even when opened on its own. It talks to the
// course player only by postMessage: "learnhub:h5p-xapi" for each xAPI statement (the player ticks the content
// on completed / answered), "learnhub:h5p-resize" with its height, "learnhub:h5p-error" when it cannot play.
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { AppError } from "@/lib/errors";
import { storage } from "@/lib/server/storage/storage";
import { H5P_FILE_HEADERS } from "./sandbox-headers";

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
  window.learnhubPost = function (message) { window.parent.postMessage(message, location.origin); };
})();
`;

const START = String.raw`
(function () {
  var el = document.getElementById("h5p-container");
  var options = JSON.parse(document.getElementById("h5p-options").textContent);
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

function html(id: string): string {
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
    // No personal data enters the sandbox: xAPI statements need an actor, so it is an anonymous one.
    user: { name: "Learner", mail: "learner@learnhub.invalid" },
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
  return new Response(html(id), {
    headers: { ...H5P_FILE_HEADERS, "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache" },
  });
}
