// Build step: the learning games' served pages (public/games/, gitignored) from their sources in games/.
// A game runs in a sandboxed frame at an opaque origin and /games/ answers carry Cross-Origin-Resource-Policy:
// same-origin, so a page cannot load a shared stylesheet or script: the parts the games share (games/shared/) are
// put into each page here. A source line that holds only `/* @include shared/base.css */` (in a <style>) or
// `// @include shared/kit.js` (in a <script>) is replaced by that file of games/, indented like the line. Other
// files of games/ are copied as they are; games/shared/ itself is not served.
// Run by scripts/prepare-assets.mjs (npm run build / dev), `npm run prepare` and scripts/test-all.sh (before Jest,
// whose tests read public/games/: .npmrc's ignore-scripts keeps npm from running `prepare` on install).
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const INCLUDE = /^([ \t]*)(?:\/\*[ \t]*@include[ \t]+(\S+)[ \t]*\*\/|\/\/[ \t]*@include[ \t]+(\S+))[ \t]*$/gm;
const SHARED = "shared";

/**
 * text with each include line replaced by the file it names (a path under root), recursively. A missing file or an
 * include of itself throws, naming the page and the file: a page without its helpers would break only in the browser.
 */
export function inline(text, page, root, within = []) {
  return text.replace(INCLUDE, (_line, indent, cssName, jsName) => {
    const name = cssName ?? jsName;
    const file = path.join(root, name);
    if (!existsSync(file)) throw new Error(`build-games: ${page} includes ${name}, which is not in ${root}/`);
    if (within.includes(file)) throw new Error(`build-games: ${page} includes ${name} inside itself`);
    const body = inline(readFileSync(file, "utf8"), page, root, [...within, file]).replace(/\n$/, "");
    return body
      .split("\n")
      .map((line) => (line ? indent + line : line))
      .join("\n");
  });
}

/**
 * Writes the pages (every .html file of from) with their includes put in, and copies the other files, into to,
 * which it empties first. Nothing is written if a page fails. Returns the pages' paths, relative to from.
 */
export function buildGames({ from = "games", to = "public/games" } = {}) {
  const files = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(from, path.join(d.parentPath ?? d.path, d.name)))
    .filter((rel) => rel.split(path.sep)[0] !== SHARED)
    .sort();
  const pages = new Map();
  for (const rel of files) if (rel.endsWith(".html")) pages.set(rel, inline(readFileSync(path.join(from, rel), "utf8"), rel, from));
  rmSync(to, { recursive: true, force: true });
  for (const rel of files) {
    const out = path.join(to, rel);
    mkdirSync(path.dirname(out), { recursive: true });
    if (pages.has(rel)) writeFileSync(out, pages.get(rel));
    else copyFileSync(path.join(from, rel), out);
  }
  return [...pages.keys()];
}

if (path.basename(process.argv[1] ?? "") === "build-games.mjs") {
  const pages = buildGames();
  console.log(`build-games: ${pages.length} pages written to public/games/ from games/`);
}
