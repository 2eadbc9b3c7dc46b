#!/usr/bin/env node
// Writes the WebVTT captions of the lecture videos (media/videos/*.vtt) from the same lines
// scripts/make-videos.sh draws: the videos have no speech, so the captions are their on-screen text at the
// moments it appears (title at 0.2 s, the three points at 2, 4.5 and 7 s, 12 s in all) and the quiet tone.
// Run it whenever make-videos.sh changes; the .vtt files are committed beside the videos.
import { readFileSync, writeFileSync } from "node:fs";

const DUR = 12;
const script = readFileSync(new URL("./make-videos.sh", import.meta.url), "utf8").replace(/\\\n\s*/g, " ");
const calls = [...script.matchAll(/^make (\S+\.mp4) \S+ \S+ \d+ ((?:"(?:[^"\\]|\\.)*"\s*){5})$/gm)];
const ts = (s) => {
  const ms = Math.round(s * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, "0");
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};
for (const [, file, args] of calls) {
  const [kicker, title, p1, p2, p3] = [...args.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));
  const cues = [
    [0, 2, `[soft tone] ${kicker}: ${title}`],
    [2, 4.5, `1. ${p1}`],
    [4.5, 7, `2. ${p2}`],
    [7, DUR, `3. ${p3}`],
  ];
  const vtt = ["WEBVTT", "", ...cues.flatMap(([a, b, text], i) => [String(i + 1), `${ts(a)} --> ${ts(b)}`, text, ""])].join("\n");
  const out = `media/videos/${file.replace(/\.mp4$/, ".vtt")}`;
  writeFileSync(new URL(`../${out}`, import.meta.url), vtt);
  console.log(`wrote ${out}`);
}
if (calls.length === 0) throw new Error("no make lines found in make-videos.sh");
