// One owner per domain rule (docs/architecture.md "Where each rule lives"): the owners answer right, and no
// other server file restates "published" or "own account or admin" by hand.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { canActFor, assertCanActFor } from "../../lib/server/auth/access";
import { isPublished, publishedCourse, PUBLISHED_STATUS } from "../../lib/server/courses/published";
import { isPassing } from "../../lib/schemas/quiz";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}
const root = path.resolve(__dirname, "../..");
const serverFiles = files(path.join(root, "lib/server")).map((f) => [path.relative(root, f), readFileSync(f, "utf8")] as const);

describe("published (contract §4 Courses)", () => {
  it("is status 3 only", () => {
    expect(PUBLISHED_STATUS).toBe(3);
    expect(publishedCourse).toEqual({ status: 3 });
    expect(isPublished({ status: 3 })).toBe(true);
    for (const status of [0, 1, 2, 4]) expect(isPublished({ status })).toBe(false);
  });

  it("is not restated outside lib/server/courses/published.ts", () => {
    const restated = serverFiles.filter(
      ([f, src]) => f !== "lib/server/courses/published.ts" && /status(:|\s*===?|\s*!==?|\s*=)\s*3\b|\bPUBLISHED\s*=/.test(src),
    );
    expect(restated.map(([f]) => f)).toEqual([]);
  });
});

describe("own account or admin (contract §6)", () => {
  it("lets a learner act for themself and an admin for anyone", () => {
    expect(canActFor({ id: 7, role: "user" }, 7)).toBe(true);
    expect(canActFor({ id: 7, role: "user" }, 8)).toBe(false);
    expect(canActFor({ id: 7, role: "author" }, 8)).toBe(false);
    expect(canActFor({ id: 1, role: "admin" }, 8)).toBe(true);
    expect(() => assertCanActFor({ id: 7, role: "user" }, 8, "enrol")).toThrow("You can only enrol for your own account.");
  });

  it("is not restated outside lib/server/auth/access.ts", () => {
    const restated = serverFiles.filter(
      ([f, src]) => f !== "lib/server/auth/access.ts" && /\.role\s*!==?\s*["']admin["']/.test(src) && /\.id\s*!==?\s*userId/.test(src),
    );
    expect(restated.map(([f]) => f)).toEqual([]);
  });
});

describe("pass mark (contract §9)", () => {
  it("passes at 50% inclusive, never an empty test", () => {
    expect(isPassing(2, 4)).toBe(true);
    expect(isPassing(1, 3)).toBe(false);
    expect(isPassing(2, 3)).toBe(true);
    expect(isPassing(0, 0)).toBe(false);
  });

  it("is not restated as arithmetic on scores elsewhere in lib/server", () => {
    const restated = serverFiles.filter(([, src]) => /score\s*\*\s*2\s*>=|>=\s*\w+\s*\*\s*0\.5|PASS_RATIO/.test(src));
    expect(restated.map(([f]) => f)).toEqual([]);
  });
});
