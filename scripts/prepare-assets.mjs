// Build step: copies self-hosted runtime assets from npm packages into public/ (never a CDN).
// Pyodide (the Python labs) is served from /pyodide/<version>-<id>/ and /pyodide/chunks/ (scripts/python-runtime.mjs;
// cached for good by scripts/server/static-assets.ts, which sends the brotli/gzip copies made here instead of
// compressing 9.6 MB per request); its interpreter Worker is bundled to /labs as an ES module (Pyodide refuses classic
// workers, and the bundler's worker bootstrap is classic), and so is the service worker that keeps the labs' files.
// Both folders are gitignored and rebuilt by `npm run build` / `npm run dev`, and so is public/games/ (the learning
// games' pages, built from games/ by scripts/build-games.mjs).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { build } from "esbuild";
import { buildGames } from "./build-games.mjs";
import { filesUnder, precompress } from "./precompress.mjs";
import { preparePythonRuntime } from "./python-runtime.mjs";

// The learning games' pages, each with the shared parts it names put inline (scripts/build-games.mjs).
console.log(`prepare-assets: ${buildGames().length} game pages written to public/games/ from games/`);

// The Python runtime (scripts/python-runtime.mjs): a folder named by its contents, chunks for the worker's resumable
// download, and public/pyodide/manifest.json naming them with their SHA-256.
const python = existsSync("node_modules/pyodide") ? await preparePythonRuntime() : null;
const pyodideFolder = python?.folder ?? "";

// The worker keeps copies of the snapshot and the WebAssembly in the browser, named by an id of their contents, and
// uses a copy only if its SHA-256 is the file's as built here (lib/client/labs/python/runtime-copies.ts): the
// origin's files are shared by everyone who uses the browser profile.
const runtime = {
  id: python
    ? createHash("sha256")
        .update(`${python.files.wasm.sha256}${python.files.snapshot?.sha256 ?? ""}`)
        .digest("hex")
        .slice(0, 16)
    : "",
  digests: { wasm: python?.files.wasm.sha256 ?? "", snapshot: python?.files.snapshot?.sha256 ?? "" },
};

await build({
  entryPoints: ["lib/client/labs/python/python.worker.ts"],
  outfile: "public/labs/python-worker.mjs",
  bundle: true,
  // The addresses it shares with the page (lib/client/labs/python/addresses.ts); its own hash is the page's
  // business (next.config.mjs), it cannot be known before the bundle exists.
  define: {
    "process.env.NEXT_PUBLIC_PYODIDE_FOLDER": JSON.stringify(pyodideFolder),
    "process.env.NEXT_PUBLIC_PYTHON_WORKER_VERSION": JSON.stringify(""),
    "process.env.PYTHON_RUNTIME_ID": JSON.stringify(runtime.id),
    "process.env.PYTHON_WASM_SHA256": JSON.stringify(runtime.digests.wasm),
    "process.env.PYTHON_SNAPSHOT_SHA256": JSON.stringify(runtime.digests.snapshot),
    // The big files' chunks (url, size, brotli size, SHA-256), for its resumable download.
    "process.env.PYTHON_RUNTIME_FILES": JSON.stringify(JSON.stringify(python?.files ?? {})),
  },
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: true,
  logLevel: "warning",
});
precompress("public/labs/python-worker.mjs");
console.log("prepare-assets: bundled the Python worker to public/labs/python-worker.mjs");
// The labs' Monaco (lib/client/labs/monaco/bundle.ts) as one scope-hoisted ES module with its stylesheet and icon
// font, named by their contents and served from /monaco/ for good (scripts/server/static-assets.ts). The page finds
// the names in public/monaco/manifest.json (next.config.mjs). Its language service for JavaScript is a chunk of its
// own, loaded when a JavaScript model opens.
{
  const outdir = "public/monaco";
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { editor: "lib/client/labs/monaco/bundle.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    metafile: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    loader: { ".ttf": "file" },
    logLevel: "warning",
  });
  const outputs = Object.entries(metafile.outputs);
  const [script, entry] = outputs.find(([, o]) => o.entryPoint) ?? [];
  if (!script || !entry?.cssBundle) throw new Error("prepare-assets: the Monaco bundle has no entry script or stylesheet");
  const url = (file) => `/${path.relative("public", file).split(path.sep).join("/")}`;
  // Its statically imported chunks, which the page asks for together with the script.
  const eager = entry.imports.filter((i) => i.kind === "import-statement").map((i) => url(i.path));
  writeFileSync(path.join(outdir, "manifest.json"), JSON.stringify({ script: url(script), style: url(entry.cssBundle), eager }, null, 2));
  for (const [file] of outputs) if (!file.endsWith(".map")) precompress(file);
  console.log(`prepare-assets: bundled Monaco to ${url(script)} (${outputs.length} files)`);
}
// The service worker (lib/client/offline/service-worker.ts) with this build's list of the labs' files, which it
// downloads into the browser's HTTP cache in the background, in this order: what every lab needs first (the Python
// worker's script, the runtime, Monaco), the start-up snapshot (which a slow link's first visit goes without) last.
// The list's version is a hash of the files' contents.
{
  const sha = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");
  const files = [];
  if (python) {
    for (const [name, digest] of Object.entries(python.small)) files.push({ path: `${python.indexURL}${name}`, sha256: digest });
    const chunks = (f) => (f ? f.chunks.map((c) => ({ path: c.url, sha256: c.sha256 })) : []);
    files.push(...chunks(python.files.wasm), ...chunks(python.files.stdlib));
  }
  for (const name of readdirSync("public/monaco").sort()) {
    if (/\.(mjs|js|json|css|ttf)$/.test(name) && name !== "manifest.json")
      files.push({ path: `/monaco/${name}`, sha256: sha(path.join("public/monaco", name)) });
  }
  if (python?.files.snapshot) files.push(...python.files.snapshot.chunks.map((c) => ({ path: c.url, sha256: c.sha256 })));
  const workerVersion = sha("public/labs/python-worker.mjs").slice(0, 12);
  files.unshift({ path: `/labs/python-worker.mjs?v=${workerVersion}`, sha256: workerVersion });
  const manifest = {
    version: createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 12),
    files: files.map((f) => f.path),
  };
  await build({
    entryPoints: ["lib/client/offline/service-worker.ts"],
    outfile: "public/labs/offline-sw.js",
    bundle: true,
    define: { "process.env.OFFLINE_MANIFEST": JSON.stringify(JSON.stringify(manifest)) },
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    logLevel: "warning",
  });
  console.log(`prepare-assets: bundled the service worker to public/labs/offline-sw.js (${files.length} files it downloads)`);
}
// react-router (the shell's hash router) for the browser bundle, trimmed to what the app imports. Its package
// points every bundler at its development build, one module that Turbopack does not trim (~45 KB of gzip on
// every page); esbuild cuts the production build down to the names the app's code imports from "react-router" and
// "react-router/dom" (read from the source here, so a new import needs no list kept by hand): ~29 KB of brotli.
// next.config.mjs aliases both specifiers to the result; TypeScript still reads the package's own types.
{
  const wanted = { "react-router": new Set(), "react-router/dom": new Set() };
  const sources = ["app", "components", "lib"].flatMap((dir) => filesUnder(dir, [".ts", ".tsx"])).filter((f) => !f.includes(`${path.sep}generated${path.sep}`));
  for (const file of sources)
    for (const [, names, from] of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"(react-router(?:\/dom)?)"/g))
      for (const spec of names.split(",").map((n) => n.trim())) if (spec && !spec.startsWith("type ")) wanted[from].add(spec.split(/\s+as\s+/)[0].trim());
  const dist = path.resolve("node_modules/react-router/dist/production");
  const list = (set) => [...set].sort().join(", ");
  await build({
    stdin: {
      contents: `export { ${list(wanted["react-router"])} } from ${JSON.stringify(`${dist}/index.mjs`)};\nexport { ${list(wanted["react-router/dom"])} } from ${JSON.stringify(`${dist}/dom-export.mjs`)};\n`,
      resolveDir: process.cwd(),
      loader: "js",
    },
    outfile: "lib/generated/react-router.mjs",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // Not minified here (the app's build minifies it): minifying drops react-router's webpackIgnore comments.
    external: ["react", "react-dom"],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warning",
  });
  console.log(
    `prepare-assets: react-router trimmed to ${wanted["react-router"].size + wanted["react-router/dom"].size} names in lib/generated/react-router.mjs`,
  );
}
// The product's HTTP server (scripts/server/main.ts) as one ES module; npm packages stay external.
await build({
  entryPoints: ["scripts/server/main.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
console.log("prepare-assets: bundled the HTTP server to dist/server.mjs");
