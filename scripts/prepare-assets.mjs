// Build step: copies self-hosted runtime assets from npm packages into public/ (never a CDN).
// Pyodide (the Python labs) is served from /pyodide; its interpreter Worker is bundled to /labs as an ES module
// (Pyodide refuses classic workers, and the bundler's worker bootstrap is classic). Both folders are gitignored
// and rebuilt by `npm run build` / `npm run dev`.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const copies = [
  { from: "node_modules/pyodide", to: "public/pyodide", files: ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"] },
];

for (const c of copies) {
  if (!existsSync(c.from)) continue;
  mkdirSync(c.to, { recursive: true });
  for (const f of c.files) cpSync(path.join(c.from, f), path.join(c.to, f));
  console.log(`prepare-assets: copied ${c.files.length} files to ${c.to}`);
}

await build({
  entryPoints: ["lib/client/labs/python/python.worker.ts"],
  outfile: "public/labs/python-worker.mjs",
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: true,
  logLevel: "warning",
});
console.log("prepare-assets: bundled the Python worker to public/labs/python-worker.mjs");
