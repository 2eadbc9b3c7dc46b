// Build step: copies self-hosted runtime assets from npm packages into public/ (never a CDN).
// Pyodide (the Python labs) is served from /public/pyodide; the folder is gitignored and rebuilt on every build.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

const copies = [
  { from: "node_modules/pyodide", to: "public/pyodide", files: ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"] },
];

for (const c of copies) {
  if (!existsSync(c.from)) continue;
  mkdirSync(c.to, { recursive: true });
  for (const f of c.files) cpSync(path.join(c.from, f), path.join(c.to, f));
  console.log(`prepare-assets: copied ${c.files.length} files to ${c.to}`);
}
