// Build step: copies self-hosted runtime assets from npm packages into public/ (never a CDN).
// Pyodide (the Python labs) is served from /pyodide/<version>/ (cached for good by scripts/server/static-assets.ts,
// which sends the brotli/gzip copies made here instead of compressing 9.6 MB per request); its interpreter Worker
// is bundled to /labs as an ES module (Pyodide refuses classic workers, and the bundler's worker bootstrap is
// classic). Both folders are gitignored and rebuilt by `npm run build` / `npm run dev`.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const pyodideVersion = JSON.parse(readFileSync("node_modules/pyodide/package.json", "utf8")).version;
const pyodideDir = `public/pyodide/${pyodideVersion}`;
const pyodideFiles = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

/** Writes name.br and name.gz beside a file, unless they are already newer than it. */
function precompress(file) {
  const source = statSync(file);
  if (source.size < 1024) return;
  const data = readFileSync(file);
  for (const [ext, make] of [
    [".br", () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
    [".gz", () => gzipSync(data, { level: 9 })],
  ]) {
    const out = file + ext;
    if (existsSync(out) && statSync(out).mtimeMs >= source.mtimeMs) continue;
    writeFileSync(out, make());
  }
}

if (existsSync("node_modules/pyodide")) {
  // Older builds' folders (other versions, the unversioned layout) are dropped.
  mkdirSync(pyodideDir, { recursive: true });
  for (const entry of readdirSync("public/pyodide")) if (entry !== pyodideVersion) rmSync(path.join("public/pyodide", entry), { recursive: true, force: true });
  for (const f of pyodideFiles) {
    cpSync(path.join("node_modules/pyodide", f), path.join(pyodideDir, f), { preserveTimestamps: true });
    precompress(path.join(pyodideDir, f));
  }
  console.log(`prepare-assets: copied and pre-compressed ${pyodideFiles.length} files to ${pyodideDir}`);
  await makePythonSnapshot();
}

/**
 * Python's memory right after start-up, for the lab worker to restore instead of starting the interpreter again
 * (Pyodide's memory snapshot: about 2 s instead of 6-10 s on the 2-core machine). Made once per Pyodide version;
 * the worker falls back to a normal start when it is missing or does not load.
 */
async function makePythonSnapshot() {
  const file = path.join(pyodideDir, "snapshot.bin");
  const wasm = path.join(pyodideDir, "pyodide.asm.wasm");
  if (existsSync(file) && statSync(file).mtimeMs >= statSync(wasm).mtimeMs) return;
  const started = Date.now();
  try {
    const { loadPyodide } = await import("pyodide");
    const py = await loadPyodide({ _makeSnapshot: true });
    writeFileSync(file, py.makeMemorySnapshot());
    precompress(file);
    console.log(`prepare-assets: Python start-up snapshot made in ${Date.now() - started} ms`);
  } catch (e) {
    rmSync(file, { force: true });
    console.warn(`prepare-assets: no Python start-up snapshot (${e instanceof Error ? e.message : e}); the labs start Python without it`);
  }
}

// The worker keeps copies of the snapshot and the WebAssembly in the browser, named by this id of their contents.
function runtimeId() {
  const hash = createHash("sha256");
  for (const f of ["pyodide.asm.wasm", "snapshot.bin"]) {
    const file = path.join(pyodideDir, f);
    if (existsSync(file)) hash.update(f).update(readFileSync(file));
  }
  return existsSync(path.join(pyodideDir, "pyodide.asm.wasm")) ? hash.digest("hex").slice(0, 16) : "";
}

await build({
  entryPoints: ["lib/client/labs/python/python.worker.ts"],
  outfile: "public/labs/python-worker.mjs",
  bundle: true,
  // The addresses it shares with the page (lib/client/labs/python/addresses.ts); its own hash is the page's
  // business (next.config.mjs), it cannot be known before the bundle exists.
  define: {
    "process.env.NEXT_PUBLIC_PYODIDE_VERSION": JSON.stringify(pyodideVersion),
    "process.env.NEXT_PUBLIC_PYTHON_WORKER_VERSION": JSON.stringify(""),
    "process.env.PYTHON_RUNTIME_ID": JSON.stringify(runtimeId()),
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
