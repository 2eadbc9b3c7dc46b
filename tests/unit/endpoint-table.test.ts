// The endpoint table (lib/api/endpoints.ts) and the route files under app/ describe the same API: every entry has
// its route file, made from that entry by handle(); every route file's method is an entry (or a listed exception,
// with its reason); no method and path is declared twice; every limit is a rule of lib/server/rate-limit/rules.ts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { routeFileOf, type Endpoint } from "@/lib/api/endpoint";
import { endpointGroups, endpoints } from "@/lib/api/endpoints";
import { RULES } from "@/lib/server/rate-limit/rules";

const root = path.resolve(__dirname, "../..");

/** Route methods served without an entry, each with why. An exception that becomes an entry must leave this list. */
const NOT_ON_THE_TABLE: Record<string, Partial<Record<string, string>>> = {
  "app/api/nextauth/[...nextauth]/route.ts": {
    GET: "Auth.js's own handler (session, csrf, providers, callbacks): a catch-all with its own paths, CSRF and redirects, not a contract endpoint",
    POST: "Auth.js's own handler (signout, callback/credentials), as for GET",
  },
};

const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? routeFiles(p) : f === "route.ts" ? [path.relative(root, p).split(path.sep).join("/")] : [];
  });
}

/** The HTTP methods a route file exports: `export const GET = …`, `export async function GET`, `export const { GET, POST } = …`. */
function exportedMethods(src: string): string[] {
  const found = new Set<string>();
  for (const m of src.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]!);
  for (const m of src.matchAll(/export\s+const\s*\{([^}]*)\}/g)) for (const name of m[1]!.split(",")) found.add(name.split(":").at(-1)!.trim());
  return [...found].filter((m) => ROUTE_METHODS.includes(m)).sort();
}

type Table = Record<string, Endpoint>;
type Files = Record<string, string>;

/** Entries whose route file is missing or does not export the entry's method as handle(endpoints.<key>, …). */
function entriesWithoutTheirRoute(table: Table, files: Files): string[] {
  return Object.entries(table).flatMap(([key, ep]) => {
    const file = routeFileOf(ep.path);
    const src = files[file];
    if (src === undefined) return [`${key}: ${file} does not exist`];
    const made = new RegExp(`export\\s+const\\s+${ep.method}\\s*=\\s*handle\\(\\s*endpoints\\.${key}\\s*,`);
    return made.test(src) ? [] : [`${key}: ${file} does not export ${ep.method} = handle(endpoints.${key}, …)`];
  });
}

/** Route methods that are neither an entry nor a listed exception, and exceptions that are no longer true. */
function routesOffTheTable(table: Table, files: Files): string[] {
  const declared = new Set(Object.values(table).map((ep) => `${ep.method} ${routeFileOf(ep.path)}`));
  const problems = Object.entries(files).flatMap(([file, src]) =>
    exportedMethods(src)
      .filter((method) => !declared.has(`${method} ${file}`) && !NOT_ON_THE_TABLE[file]?.[method])
      .map((method) => `${method} ${file} is not on the endpoint table`),
  );
  for (const [file, methods] of Object.entries(NOT_ON_THE_TABLE)) {
    for (const method of Object.keys(methods)) {
      if (declared.has(`${method} ${file}`)) problems.push(`${method} ${file} is an entry now: remove its exception`);
      else if (!files[file] || !exportedMethods(files[file]).includes(method))
        problems.push(`${method} ${file}: the exception names a route that does not exist`);
    }
  }
  return problems;
}

const files: Files = Object.fromEntries(routeFiles(path.join(root, "app")).map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
const table = endpoints as unknown as Table;

describe("the endpoint table and the route files", () => {
  it("finds the route files", () => {
    expect(Object.keys(files).length).toBeGreaterThan(30);
    expect(existsSync(path.join(root, routeFileOf("/api/courses/getCourseDetails/:id")))).toBe(true);
  });

  it("gives every entry its route file, made from that entry", () => {
    expect(entriesWithoutTheirRoute(table, files)).toEqual([]);
  });

  it("declares every exported route method (or lists it as an exception with its reason)", () => {
    expect(routesOffTheTable(table, files)).toEqual([]);
  });

  it("notices a missing entry and a missing route", () => {
    const { allCourses: _dropped, ...withoutAnEntry } = table;
    expect(routesOffTheTable(withoutAnEntry, files)).toContain("GET app/api/courses/allcourses/route.ts is not on the endpoint table");
    const withoutARoute = { ...files };
    delete withoutARoute["app/api/quiz/attempts/route.ts"];
    expect(entriesWithoutTheirRoute(table, withoutARoute)).toEqual(["startAttempt: app/api/quiz/attempts/route.ts does not exist"]);
    const madeFromAnother = {
      ...files,
      "app/api/quiz/attempts/route.ts": files["app/api/quiz/attempts/route.ts"]!.replace("endpoints.startAttempt", "endpoints.finishAttempt"),
    };
    expect(entriesWithoutTheirRoute(table, madeFromAnother)).toEqual([
      "startAttempt: app/api/quiz/attempts/route.ts does not export POST = handle(endpoints.startAttempt, …)",
    ]);
  });

  it("declares each method and path once, and each key in one domain", () => {
    const seen = Object.values(table).map((ep) => `${ep.method} ${ep.path}`);
    expect(seen.filter((s, i) => seen.indexOf(s) !== i)).toEqual([]);
    const keys = Object.values(endpointGroups).flatMap((group) => Object.keys(group));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys.length).toBe(Object.keys(table).length);
  });

  it("counts only limits that are rules", () => {
    const unknown = Object.entries(table).flatMap(([key, ep]) => (ep.limits ?? []).filter((name) => !(name in RULES)).map((name) => `${key}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it("gives each :name of a path a params schema field, and no params schema to a path without one", () => {
    const problems = Object.entries(table).flatMap(([key, ep]) => {
      const names = [...ep.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!).sort();
      const shape = (ep.params as (ZodType & { shape?: Record<string, unknown> }) | undefined)?.shape;
      const fields = shape ? Object.keys(shape).sort() : [];
      return JSON.stringify(names) === JSON.stringify(fields) ? [] : [`${key}: path has [${names}], params schema has [${fields}]`];
    });
    expect(problems).toEqual([]);
  });
});
