// scripts/build-games.mjs: each game's served page is its source in games/ with the shared parts it names put inline
// (a game's sandboxed frame cannot load a shared file), and a page that names a missing part stops the build before
// anything is written.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const script = pathToFileURL(path.resolve(__dirname, "../../scripts/build-games.mjs")).href;
const games = path.resolve(__dirname, "../../games");
const PAGES = [
  "arithmetic-race/index.html",
  "fraction-builder/index.html",
  "templates/flashcards/index.html",
  "templates/matching/index.html",
  "templates/order/index.html",
  "term-match/index.html",
];
const MARKER = /^\s*(\/\*|\/\/)\s*@include\b/m;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "games-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The script's buildGames({ from, to }), called in a child process: Jest runs these tests as CommonJS, which cannot
 * load an ES module. Its pages, or its error.
 */
function buildGames(options: { from: string; to: string }): string[] {
  const code = `const { buildGames } = await import(${JSON.stringify(script)}); console.log(JSON.stringify(buildGames(${JSON.stringify(options)})));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

/** A shared file as it stands in a page: each line indented like the include lines (two spaces). */
function inlined(name: string): string {
  return readFileSync(path.join(games, "shared", name), "utf8")
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => (line ? `  ${line}` : line))
    .join("\n");
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe("build-games", () => {
  it("builds every game's page with the shared kit and base styles in it and no include line left", () => {
    const to = path.join(dir, "out");
    expect(buildGames({ from: games, to }).map((p) => p.split(path.sep).join("/"))).toEqual(PAGES);
    for (const page of PAGES) {
      const html = readFileSync(path.join(to, page), "utf8");
      expect(html).not.toMatch(MARKER);
      expect(html).toContain(inlined("kit.js"));
      expect(html).toContain(inlined("base.css"));
      // Still one inline <style> and one inline <script>: nothing for the sandboxed frame to fetch.
      expect(html.match(/<style>/g)).toHaveLength(1);
      expect(html.match(/<script>/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script [^>]*src=|<link /);
    }
    // The shared parts are only ever inlined, never served.
    expect(readdirSync(to).sort()).toEqual(["arithmetic-race", "fraction-builder", "templates", "term-match"]);
  });

  it("puts a part in at its include line, indented like it, includes within parts, and copies other files", () => {
    const from = path.join(dir, "src");
    const to = path.join(dir, "out");
    write(path.join(from, "shared/a.css"), "a { color: red; }\n@media print {\n  a { color: black; }\n}\n");
    write(path.join(from, "shared/a.js"), "// @include shared/b.js\nvar a = $;\n");
    write(path.join(from, "shared/b.js"), "var b = 1;\n");
    write(path.join(from, "g/index.html"), "<style>\n  /* @include shared/a.css */\n</style>\n<script>\n    // @include shared/a.js\n</script>\n");
    write(path.join(from, "g/cover.svg"), "<svg/>");
    buildGames({ from, to });
    expect(readFileSync(path.join(to, "g/index.html"), "utf8")).toBe(
      "<style>\n  a { color: red; }\n  @media print {\n    a { color: black; }\n  }\n</style>\n<script>\n    var b = 1;\n    var a = $;\n</script>\n",
    );
    expect(readFileSync(path.join(to, "g/cover.svg"), "utf8")).toBe("<svg/>");
    expect(existsSync(path.join(to, "shared"))).toBe(false);
  });

  it("fails on a missing include, naming the page and the file, and leaves the built pages as they were", () => {
    const from = path.join(dir, "src");
    const to = path.join(dir, "out");
    write(path.join(from, "g/index.html"), "<script>\n  // @include shared/gone.js\n</script>\n");
    write(path.join(to, "old/index.html"), "built before");
    expect(() => buildGames({ from, to })).toThrow(/g\/index\.html includes shared\/gone\.js/);
    expect(readFileSync(path.join(to, "old/index.html"), "utf8")).toBe("built before");
  });

  it("fails on a part that includes itself", () => {
    const from = path.join(dir, "src");
    write(path.join(from, "shared/loop.js"), "// @include shared/loop.js\n");
    write(path.join(from, "g/index.html"), "<script>\n  // @include shared/loop.js\n</script>\n");
    expect(() => buildGames({ from, to: path.join(dir, "out") })).toThrow(/shared\/loop\.js inside itself/);
  });
});
