// Expected-output patterns an author may not save (lib/labs/pattern-safety.ts): shapes that backtrack
// exponentially on a wrong output are refused, with the part that repeats named; the patterns authors write
// for program output (and the seed's) are accepted. Each refused shape is also timed here directly, so the
// list cannot hold a shape that is in fact fast.
import { backtrackingRisk, patternRiskMessage } from "../../lib/labs/pattern-safety";
import { compilePattern } from "../../lib/labs/output-check";
import { createLabCellSchema, patternProblem, INVALID_PATTERN } from "../../lib/schemas/labs";
import { testPatternBounded } from "../../lib/server/labs/bounded-pattern";
import { LABS } from "../../prisma/seed/catalogue";

const REFUSED: Array<[pattern: string, part: string, slowOn: string]> = [
  // The outside review's pattern and output.
  ["(\\d+\\s?)+", "(\\d+\\s?)+", `${"1".repeat(36)}x`],
  ["(a+)+b", "(a+)+", "a".repeat(40)],
  ["(a|a)+", "(a|a)+", `${"a".repeat(40)}!`],
  ["(\\d|\\d\\d)+", "(\\d|\\d\\d)+", `${"1".repeat(60)}x`],
  ["(\\w+\\s?)*done", "(\\w+\\s?)*", `${"word".repeat(12)}!`],
  ["(.*,)*x", "(.*,)*", `${",".repeat(40)}`],
  ["(\\s*\\d+\\s*)+", "(\\s*\\d+\\s*)+", `${"1".repeat(36)}x`],
  ["(x+x+)+y", "(x+x+)+", "x".repeat(40)],
  ["(a*)*b", "(a*)*", "a".repeat(40)],
  ["((ab)+)+c", "((ab)+)+", "ab".repeat(30)],
  ["Values: (\\p{L}+\\s?)+", "(\\p{L}+\\s?)+", `Values: ${"a".repeat(36)}1`],
];

const ACCEPTED = [
  "Total: \\d+\\nAverage: [\\d.]+",
  "Hello, \\w+!",
  "(Hello|Hi), \\w+!",
  "(Hello|Hi)+",
  "\\d+(\\.\\d+)?",
  "[0-9]+(\\.[0-9]{1,2})?",
  "(\\d+, )*\\d+",
  "(\\d+,)*\\d+",
  "([a-z]+ )+[a-z]+",
  "(?:line \\d+\\n)+end",
  "(?:line (\\d+)\\n?)+", // each round starts with "line "
  "Sum: \\d+(\\s+\\d+)*",
  "(a+b+)+",
  "(ab?)+",
  "(\\w+\\.)+\\w+",
  "[^\\n]+(\\n[^\\n]+)*",
  "(?:(?:yes|no)\\n)+",
  "\\p{L}+( \\p{L}+)*",
  // Polynomial at worst: left to the run-time limit.
  "\\d+\\s*\\d+",
  ".*done.*",
  "[\\s\\S]*Total: \\d+[\\s\\S]*",
  // Escapes and classes the reader must not mistake for repetition.
  "a\\+b\\*c\\{2\\}",
  "[+*?{}()|]+x",
  "\\u{1F600}+ \\x41\\u0042",
  "(?<word>\\w+) \\k<word>",
  "(?=\\d)\\d+",
];

describe("backtrackingRisk", () => {
  it.each(REFUSED)("refuses %s, naming %s", (pattern, part) => {
    expect(compilePattern(pattern)).not.toBeNull();
    expect(backtrackingRisk(pattern)).toMatchObject({ part });
  });

  it.each(REFUSED)("%s is slow indeed: the bounded test stops it", (pattern, _part, slowOn) => {
    expect(testPatternBounded(compilePattern(pattern)!, slowOn, 50)).toBe("timeout");
  });

  it.each(ACCEPTED)("accepts %s", (pattern) => {
    expect(compilePattern(pattern)).not.toBeNull();
    expect(backtrackingRisk(pattern)).toBeNull();
  });

  it("accepts every pattern of the seed", () => {
    const patterns = LABS.flatMap((lab) => lab.cells).filter((c) => c.outputMatch === "pattern" && c.expectedOutput);
    expect(patterns.length).toBeGreaterThan(0);
    for (const c of patterns) expect([c.expectedOutput, backtrackingRisk(c.expectedOutput!)]).toEqual([c.expectedOutput, null]);
  });

  it("reads a long pattern quickly", () => {
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i}: (\\d+, )*\\d+`).join("\\n");
    const t0 = performance.now();
    expect(backtrackingRisk(long)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe("the save-time check (lib/schemas/labs.ts)", () => {
  it("says why, in words for the author, with the part to rewrite and how", () => {
    const message = patternProblem("(\\d+\\s?)+");
    expect(message).toBe(patternRiskMessage({ kind: "nested", part: "(\\d+\\s?)+" }));
    expect(message).toMatch(/^is a pattern that could take minutes to check: \(\\d\+\\s\?\)\+ repeats a part/);
    expect(message).toContain("(\\d+ )*\\d+");
    expect(patternProblem("(unclosed")).toBe(INVALID_PATTERN);
    expect(patternProblem("Total: \\d+")).toBeNull();
  });

  it("applies to patterns only: the same text as an exact output is fine", () => {
    const cell = { lab_id: 1, title: "T", cell_id: 1, expected_output: "(\\d+\\s?)+" };
    const asPattern = createLabCellSchema.safeParse({ ...cell, output_match: "pattern" });
    expect(asPattern.success).toBe(false);
    expect(asPattern.error?.issues[0]).toMatchObject({ path: ["expected_output"] });
    expect(createLabCellSchema.safeParse({ ...cell, output_match: "exact" }).success).toBe(true);
  });
});
