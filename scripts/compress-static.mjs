// After `next build`: brotli/gzip copies of the build's scripts, styles and fonts (.next/static), so the server
// sends them as they are (scripts/server/static-assets.ts) instead of gzipping 13 MB — Monaco's chunks alone are
// 4.7 MB — for every learner of a class that opens a lab.
import path from "node:path";
import { filesUnder, precompress } from "./precompress.mjs";

const started = Date.now();
const dir = path.join(process.env.NEXT_DIST_DIR || ".next", "static");
const files = filesUnder(dir, [".js", ".css", ".svg", ".ttf", ".json", ".txt"]);
let written = 0;
for (const file of files) written += precompress(file);
console.log(`compress-static: ${written} brotli/gzip copies for ${files.length} files of ${dir} in ${Date.now() - started} ms`);
