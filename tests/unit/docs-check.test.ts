// The docs say what the code does, checked: every configuration variable documented in .env.example and the README's
// configuration table is validated in lib/env.ts, and every variable lib/env.ts reads is documented in both; every
// route docs/contract.md names has its handler (app/**/route.ts) or screen (components/shell/routes.tsx), and so has
// every /#/ address the docs give; every repository file the docs name in backticks and every page they link to
// exists; and code in app/, lib/ and components/ reads process.env only in lib/env.ts (server) and
// lib/public-env.ts (browser). Each check is a function of the texts it reads, so the cases at the end show that
// each one can fail.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ENV_VARIABLES, INTERNAL_VARIABLES } from "@/lib/env";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const toPosix = (p: string) => p.split(path.sep).join("/");

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = toPosix(path.join(dir, name));
    if (statSync(path.join(root, rel)).isDirectory()) return name === "node_modules" || rel === "lib/generated" ? [] : walk(rel, keep);
    return keep(rel) ? [rel] : [];
  });
}

/** The docs these checks read: the README and docs/*.md, by path. */
const DOCS: Record<string, string> = Object.fromEntries(
  [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ].map((f) => [f, read(f)]),
);

// ---------------------------------------------------------------------------------------------------------------
// Configuration variables

/** NAME=… lines of .env.example (comments are not variables). */
export function dotenvVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

/** The `VARIABLE`s in the first column of the README's "## Configuration" table. */
export function readmeTableVariables(readme: string): Set<string> {
  const start = readme.search(/^## Configuration/m);
  if (start < 0) return new Set();
  const end = readme.indexOf("\n## ", start);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const out = new Set<string>();
  for (const line of section.split("\n")) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? "";
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) out.add(m[1]!);
  }
  return out;
}

/** Variables lib/env.ts reads: its schema's keys and its literal process.env.NAME reads. */
export function envReads(schemaKeys: readonly string[], envSource: string): Set<string> {
  return new Set([...schemaKeys, ...[...envSource.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!)]);
}

/** Each problem in words: documented but not validated, and read but not documented (internal ones aside). */
export function variableProblems(input: {
  dotenv: Set<string>;
  readme: Set<string>;
  validated: Set<string>;
  reads: Set<string>;
  internal: readonly string[];
}): string[] {
  const problems: string[] = [];
  for (const name of input.dotenv) if (!input.validated.has(name)) problems.push(`${name} is in .env.example but not validated in lib/env.ts`);
  for (const name of input.readme)
    if (!input.validated.has(name)) problems.push(`${name} is in the README's configuration table but not validated in lib/env.ts`);
  for (const name of input.reads) {
    if (input.internal.includes(name)) continue;
    if (!input.dotenv.has(name)) problems.push(`${name} is read by lib/env.ts but not in .env.example`);
    if (!input.readme.has(name)) problems.push(`${name} is read by lib/env.ts but not in the README's configuration table`);
  }
  for (const name of input.internal) if (input.dotenv.has(name)) problems.push(`${name} is internal (set by the product or its tests) but in .env.example`);
  return problems.sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Routes

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Route files under app/ and the HTTP methods each exports (`export const GET`, `export async function POST`, `export const { GET }`). */
function routeTable(): Record<string, string[]> {
  return Object.fromEntries(
    walk("app", (f) => f.endsWith("/route.ts")).map((file) => {
      const src = read(file);
      const found = new Set<string>();
      for (const m of src.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]!);
      for (const m of src.matchAll(/export\s+const\s*\{([^}]*)\}/g)) for (const n of m[1]!.split(",")) found.add(n.split(":").at(-1)!.trim());
      return [file, [...found].filter((m) => METHODS.includes(m))];
    }),
  );
}

/** `METHOD /path` (or a bare path) of our API, media and explanation service in a doc, from its backticked spans. */
export function documentedApiCalls(doc: string): { method: string | null; path: string }[] {
  const out: { method: string | null; path: string }[] = [];
  for (const m of doc.matchAll(/`([^`\n]+)`/g)) {
    const call = /^(?:([A-Z]+) )?(\/(?:api|media|generate_explaination)(?:\/[^\s?]*)?)(?:\?\S*)?$/.exec(m[1]!.trim());
    if (!call) continue;
    if (call[1] && !METHODS.includes(call[1])) continue;
    out.push({ method: call[1] ?? null, path: call[2]!.replace(/\/$/, "") });
  }
  return out;
}

/** Does a documented path (`{x}` = any one segment, `{x*}` or a trailing `...` = the rest) match a route folder? */
function pathMatchesRoute(docPath: string, routeFile: string): boolean {
  const doc = docPath.split("/").filter(Boolean);
  const route = routeFile
    .replace(/^app\//, "")
    .replace(/\/route\.ts$/, "")
    .split("/")
    .filter(Boolean);
  const match = (d: number, r: number): boolean => {
    if (r === route.length) return d === doc.length;
    const seg = route[r]!;
    if (/^\[\[\.\.\..+\]\]$/.test(seg)) return true;
    if (/^\[\.\.\..+\]$/.test(seg)) return d < doc.length;
    if (d === doc.length) return false;
    const part = doc[d]!;
    if (/^\[.+\]$/.test(seg)) return match(d + 1, r + 1);
    return part === seg && match(d + 1, r + 1);
  };
  return match(0, 0);
}

/** A bare path without a method may name a folder of routes (`/media/videos/`): some route lies under it. */
function routeUnder(docPath: string, routeFile: string): boolean {
  const folder = `/${routeFile.replace(/^app\//, "").replace(/\/route\.ts$/, "")}/`;
  return folder.startsWith(`${docPath}/`);
}

export function apiProblems(doc: string, routes: Record<string, string[]>): string[] {
  return documentedApiCalls(doc).flatMap(({ method, path: p }) => {
    const files = Object.keys(routes).filter((f) => pathMatchesRoute(p, f) || (!method && routeUnder(p, f)));
    if (files.length === 0) return [`${method ? `${method} ` : ""}${p}: no route file under app/ serves this path`];
    if (method && !files.some((f) => routes[f]!.includes(method) || (method === "HEAD" && routes[f]!.includes("GET"))))
      return [`${method} ${p}: ${files.join(", ")} does not export ${method}`];
    return [];
  });
}

/** The screens' paths of the shell (components/shell/routes.tsx). */
function shellPaths(): string[] {
  return [...read("components/shell/routes.tsx").matchAll(/\{\s*path:\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** A hash route as the docs write it (`/enrollpage/{courseId}/{teacherId}`, `/Coder?lab_id={id}`, `/studio/...`) matches a shell path. */
function hashRouteMatches(docRoute: string, shellPath: string): boolean {
  const clean = docRoute.replace(/[?#].*$/, "");
  const open = /(\/\.\.\.|…)$/.test(clean);
  const doc = clean
    .replace(/(\/\.\.\.|…)$/, "")
    .split("/")
    .filter(Boolean);
  const shell = shellPath.split("/").filter(Boolean);
  if (open ? shell.length < doc.length : shell.length !== doc.length) return false;
  return doc.every((part, i) => {
    const s = shell[i]!;
    if (/^\{.+\}$/.test(part)) return s.startsWith(":");
    return s.startsWith(":") ? false : part.toLowerCase() === s.toLowerCase();
  });
}

/** The routes in the first column of contract §2's tables. */
export function contractHashRoutes(contract: string): string[] {
  const start = contract.indexOf("\n## 2.");
  const end = contract.indexOf("\n## 3.", start);
  if (start < 0 || end < 0) return [];
  return contract
    .slice(start, end)
    .split("\n")
    .flatMap((line) => [...(/^\|([^|]*)\|/.exec(line)?.[1] ?? "").matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]!));
}

/** The /#/ addresses a doc gives (`/#/teacher/classes/{classId}`). */
export function docHashRoutes(doc: string): string[] {
  return [...doc.matchAll(/\/#(\/[A-Za-z0-9_\-/{}.…]*)/g)].map((m) => m[1]!.replace(/\.$/, ""));
}

export function hashRouteProblems(routes: string[], shell: string[], where: string): string[] {
  return routes.filter((r) => !shell.some((s) => hashRouteMatches(r, s))).map((r) => `${where}: ${r} is no screen of components/shell/routes.tsx`);
}

// ---------------------------------------------------------------------------------------------------------------
// Files the docs name

/** Tracked files and every folder above them; what is ignored (built or generated output) is not a claim to check. */
function trackedPaths(): { tracked: Set<string>; topLevel: Set<string> } {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const tracked = new Set<string>();
  for (const f of files) {
    const parts = f.split("/");
    for (let i = 1; i <= parts.length; i++) tracked.add(parts.slice(0, i).join("/"));
  }
  return { tracked, topLevel: new Set(files.map((f) => f.split("/")[0]!)) };
}

/** Ignored by git as a file or, when it does not exist yet (a clean clone before the build), as a folder. */
function isIgnored(p: string): boolean {
  // check-ignore exits 0 when it names at least one of the paths, 1 when none is ignored.
  try {
    execFileSync("git", ["check-ignore", p, `${p.replace(/\/$/, "")}/`], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Backticked spans that name a repository path: under a top-level entry of the repository, no placeholders or spaces. */
export function namedPaths(doc: string, topLevel: Set<string>): string[] {
  const out: string[] = [];
  for (const m of doc.matchAll(/`([^`\n]+)`/g)) {
    const span = m[1]!;
    if (!/^[A-Za-z0-9_.@][A-Za-z0-9_.@\-[\]/]*$/.test(span) || span.includes("://")) continue;
    const first = span.split("/")[0]!;
    if (!topLevel.has(first) || (!span.includes("/") && first !== span)) continue;
    out.push(span.replace(/\/$/, ""));
  }
  return out;
}

export function missingPaths(doc: string, topLevel: Set<string>, exists: (p: string) => boolean): string[] {
  return [...new Set(namedPaths(doc, topLevel))].filter((p) => !exists(p));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Relative links of a doc ([x](docs/a.md#b)) whose page or heading does not exist. */
export function brokenLinks(docPath: string, doc: string, readDoc: (p: string) => string | null): string[] {
  const problems: string[] = [];
  for (const m of doc.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [file, anchor] = target.split("#") as [string, string | undefined];
    const resolved = file ? toPosix(path.normalize(path.join(path.dirname(docPath), file))) : docPath;
    const text = readDoc(resolved);
    if (text === null) {
      problems.push(`${docPath}: links to ${target}, which does not exist`);
      continue;
    }
    if (anchor && resolved.endsWith(".md")) {
      const anchors = new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((h) => slug(h[1]!)));
      if (!anchors.has(anchor)) problems.push(`${docPath}: links to ${target}, a heading that does not exist`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Who reads process.env

const ENV_READERS = ["lib/env.ts", "lib/public-env.ts"];

export function processEnvProblems(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, src]) => !ENV_READERS.includes(file) && /\bprocess\.env\b/.test(src))
    .map(([file]) => `${file} reads process.env: read it through lib/env.ts (server) or lib/public-env.ts (browser)`);
}

/** Browser code (components/, lib/client/) importing the server's configuration. */
export function clientEnvImports(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, src]) => /^(components|lib\/client)\//.test(file) && /from\s+["'](@\/lib\/env|(\.\.\/)+env)["']/.test(src))
    .map(([file]) => `${file} imports lib/env.ts: browser code reads lib/public-env.ts`);
}

// ---------------------------------------------------------------------------------------------------------------

const codeFiles = Object.fromEntries(
  ["app", "lib", "components"].flatMap((dir) => walk(dir, (f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))).map((f) => [f, read(f)]),
);
const { tracked, topLevel } = trackedPaths();
const existsInRepo = (p: string) => existsSync(path.join(root, p)) || tracked.has(p) || isIgnored(p);

describe("the docs match the code", () => {
  it("documents every variable lib/env.ts validates, and validates every documented one", () => {
    const dotenv = dotenvVariables(read(".env.example"));
    const readme = readmeTableVariables(DOCS["README.md"]!);
    expect(dotenv.size).toBeGreaterThan(40);
    expect(readme.size).toBeGreaterThan(40);
    const problems = variableProblems({
      dotenv,
      readme,
      validated: new Set(ENV_VARIABLES),
      reads: envReads(ENV_VARIABLES, read("lib/env.ts")),
      internal: INTERNAL_VARIABLES,
    });
    expect(problems).toEqual([]);
  });

  it("has a handler for every API path of contract.md", () => {
    const routes = routeTable();
    expect(documentedApiCalls(DOCS["docs/contract.md"]!).length).toBeGreaterThan(30);
    expect(apiProblems(DOCS["docs/contract.md"]!, routes)).toEqual([]);
  });

  it("has a screen for every hash route of contract.md §2 and every /#/ address in the docs", () => {
    const shell = shellPaths();
    const contractRoutes = contractHashRoutes(DOCS["docs/contract.md"]!);
    expect(contractRoutes.length).toBeGreaterThan(20);
    const problems = [
      ...hashRouteProblems(contractRoutes, shell, "docs/contract.md §2"),
      ...Object.entries(DOCS).flatMap(([file, doc]) => hashRouteProblems(docHashRoutes(doc), shell, file)),
    ];
    expect(problems).toEqual([]);
  });

  it("names only repository files that exist, and links only to pages and headings that exist", () => {
    expect(namedPaths(DOCS["README.md"]!, topLevel).length).toBeGreaterThan(3);
    const problems = Object.entries(DOCS).flatMap(([file, doc]) => [
      ...missingPaths(doc, topLevel, existsInRepo).map((p) => `${file}: \`${p}\` does not exist`),
      ...brokenLinks(file, doc, (p) => DOCS[p] ?? (existsInRepo(p) ? "" : null)),
    ]);
    expect(problems).toEqual([]);
  });

  it("reads process.env in app/, lib/ and components/ only in lib/env.ts and lib/public-env.ts", () => {
    expect(Object.keys(codeFiles).length).toBeGreaterThan(200);
    expect(processEnvProblems(codeFiles)).toEqual([]);
    expect(clientEnvImports(codeFiles)).toEqual([]);
  });
});

describe("each docs check can fail", () => {
  it("finds a documented variable that is not validated, and a validated one that is not documented", () => {
    const problems = variableProblems({
      dotenv: new Set(["A", "BOGUS"]),
      readme: new Set(["A", "ALSO_BOGUS"]),
      validated: new Set(["A", "UNDOCUMENTED"]),
      reads: envReads(["A", "UNDOCUMENTED"], "process.env.READ_DIRECTLY"),
      internal: [],
    });
    expect(problems).toEqual([
      "ALSO_BOGUS is in the README's configuration table but not validated in lib/env.ts",
      "BOGUS is in .env.example but not validated in lib/env.ts",
      "READ_DIRECTLY is read by lib/env.ts but not in .env.example",
      "READ_DIRECTLY is read by lib/env.ts but not in the README's configuration table",
      "UNDOCUMENTED is read by lib/env.ts but not in .env.example",
      "UNDOCUMENTED is read by lib/env.ts but not in the README's configuration table",
    ]);
    expect(readmeTableVariables("## Configuration\n\n| variable | x |\n|---|---|\n| `ONE`, `TWO` | `NOT_FIRST_COLUMN` |\n\n## Next\n| `LATER` |")).toEqual(
      new Set(["ONE", "TWO"]),
    );
  });

  it("finds an API path without a handler and a method the handler does not export", () => {
    const routes = { "app/api/things/[id]/route.ts": ["GET"], "app/api/files/[...path]/route.ts": ["GET"] };
    expect(apiProblems("`GET /api/things/{id}` `GET /api/files/a/b` `/api/things/` `GET /api/nothing` `DELETE /api/things/{id}` `/api/thing`", routes)).toEqual(
      [
        "GET /api/nothing: no route file under app/ serves this path",
        "DELETE /api/things/{id}: app/api/things/[id]/route.ts does not export DELETE",
        "/api/thing: no route file under app/ serves this path",
      ],
    );
  });

  it("finds a hash route without a screen", () => {
    const shell = ["/", "/courses", "/teacher/classes/:id", "/studio/courses/:id"];
    expect(hashRouteProblems(["/Courses", "/teacher/classes/{classId}", "/studio/...", "/teacher/{x}", "/nowhere"], shell, "doc")).toEqual([
      "doc: /teacher/{x} is no screen of components/shell/routes.tsx",
      "doc: /nowhere is no screen of components/shell/routes.tsx",
    ]);
  });

  it("finds a named file that does not exist and a link to a missing heading", () => {
    expect(missingPaths("`lib/env.ts` `lib/no-such-file.ts` `lib/server/<domain>/` `npm run x` `.env.example`", topLevel, existsInRepo)).toEqual([
      "lib/no-such-file.ts",
    ]);
    const docs: Record<string, string> = { "docs/a.md": "# Title\n## A part\n" };
    expect(brokenLinks("README.md", "[a](docs/a.md#a-part) [b](docs/a.md#gone) [c](docs/none.md)", (p) => docs[p] ?? null)).toEqual([
      "README.md: links to docs/a.md#gone, a heading that does not exist",
      "README.md: links to docs/none.md, which does not exist",
    ]);
  });

  it("finds a process.env read outside lib/env.ts and lib/public-env.ts, and browser code importing lib/env.ts", () => {
    const files = { "lib/env.ts": "process.env.X", "lib/server/x.ts": "const a = process.env.A;", "components/y.tsx": 'import { env } from "@/lib/env";' };
    expect(processEnvProblems(files)).toEqual(["lib/server/x.ts reads process.env: read it through lib/env.ts (server) or lib/public-env.ts (browser)"]);
    expect(clientEnvImports(files)).toEqual(["components/y.tsx imports lib/env.ts: browser code reads lib/public-env.ts"]);
  });
});
