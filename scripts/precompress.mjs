// Brotli and gzip copies of a file, made once at build time and sent as they are by scripts/server/static-assets.ts
// (compressing per request cost the server ~70 ms of CPU for each request of Monaco's largest chunk alone).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes name.br and name.gz beside a file, unless they are already newer than it. Returns how many it wrote.
 * Brotli's best quality (11) for files up to 1 MB — the app's own scripts, 8% smaller than quality 9 — and 9 above
 * (quality 11 takes ~2.5 s per MB; Monaco's and Pyodide's big files would add a minute to every build).
 */
export function precompress(file) {
  const source = statSync(file);
  if (source.size < 1024) return 0;
  const data = readFileSync(file);
  const quality = data.length <= 1024 * 1024 ? 11 : 9;
  let written = 0;
  for (const [ext, make] of [
    [".br", () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
    [".gz", () => gzipSync(data, { level: 9 })],
  ]) {
    const out = file + ext;
    if (existsSync(out) && statSync(out).mtimeMs >= source.mtimeMs) continue;
    writeFileSync(out, make());
    written++;
  }
  return written;
}

/** Every file under dir whose extension is in exts, recursively. */
export function filesUnder(dir, exts) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && exts.includes(path.extname(d.name)))
    .map((d) => path.join(d.parentPath ?? d.path, d.name));
}
