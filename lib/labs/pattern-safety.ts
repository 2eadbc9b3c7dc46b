// An author's expected-output pattern is matched against output the learner chooses. Some shapes make a
// backtracking engine (V8's, in the browser and on the server) try exponentially many ways to split a wrong
// output: a repeated part that itself repeats and can hand characters to the next repetition, like (\d+\s?)+
// ("11" is one repetition or two), or a repeated choice whose options match the same text, like (a|a)+.
// Checks are bounded at run time (250 ms); this refuses those shapes when the author saves the cell, so
// learners never meet them. The analysis is small and errs on the side of refusing:
//  - a repeated part (a quantifier with max > 1) one of whose rounds can end with a repetition whose text the
//    next round can start with, or start with one that can take the previous round's end: (\d+\s?)+, (.*,)*,
//    ((ab)+)+; while (\d+, )*\d+ or (\w+\.)+ are fine (each round ends with a separator);
//  - a repeated part holding a choice with two options that can start the same way: (a|a)+, (\d|\d\d)+.
// Polynomial shapes (.*.*, \d+\s*\d+) are left to the run-time limit: they are common and stay fast on
// outputs of a few kilobytes.
// Why not a package: measured on these patterns, redos-detector refuses common output patterns such as
// (\d+, )*\d+ and \d+\s*\d+ and takes seconds on some; safe-regex2 refuses \d+(\.\d+)? and accepts (a|a)+;
// recheck is accurate but 2.9 MB of Scala.js with native or worker back-ends and ~0.4 s a check.
import { ANY, overlaps, Parser, union, type CharSet, type RegexNode } from "./pattern-syntax";

/**
 * What a node can start and end with; headLoop / tailLoop: what a repetition of varying count at the node's
 * start / end hands over at its edge (the last characters of one of its items at the start, the first at the
 * end), so that an outer repetition can move text between its own rounds.
 */
type Shape = { first: CharSet; last: CharSet; nullable: boolean; headLoop: CharSet; tailLoop: CharSet };

const varies = (n: { min: number; max: number }) => n.max > 1 && n.max > n.min;

function shape(node: RegexNode): Shape {
  switch (node.kind) {
    case "chars":
      return { first: node.set, last: node.set, nullable: false, headLoop: [], tailLoop: [] };
    case "empty":
      return { first: [], last: [], nullable: true, headLoop: [], tailLoop: [] };
    case "backref":
      return { first: ANY, last: ANY, nullable: true, headLoop: [], tailLoop: [] };
    case "alt": {
      const shapes = node.options.map(shape);
      const all = (f: (s: Shape) => CharSet) => union(...shapes.map(f));
      return {
        first: all((s) => s.first),
        last: all((s) => s.last),
        nullable: shapes.some((s) => s.nullable),
        headLoop: all((s) => s.headLoop),
        tailLoop: all((s) => s.tailLoop),
      };
    }
    case "repeat": {
      const body = shape(node.body);
      return {
        first: body.first,
        last: body.last,
        nullable: node.min === 0 || body.nullable,
        headLoop: varies(node) ? union(body.last, body.headLoop) : body.headLoop,
        tailLoop: varies(node) ? union(body.first, body.tailLoop) : body.tailLoop,
      };
    }
    case "seq": {
      const shapes = node.items.map(shape);
      // Along the items from one end, as long as the ones passed may match nothing.
      const edge = (list: Shape[], f: (s: Shape) => CharSet) => {
        let out: CharSet = [];
        for (const s of list) {
          out = union(out, f(s));
          if (!s.nullable) break;
        }
        return out;
      };
      const reversed = [...shapes].reverse();
      return {
        first: edge(shapes, (s) => s.first),
        last: edge(reversed, (s) => s.last),
        nullable: shapes.every((s) => s.nullable),
        headLoop: edge(shapes, (s) => s.headLoop),
        tailLoop: edge(reversed, (s) => s.tailLoop),
      };
    }
  }
}

/** The character sets an option starts with, one per position, as far as they are plain characters. */
function leadingChars(node: RegexNode): CharSet[] {
  if (node.kind === "chars") return [node.set];
  if (node.kind !== "seq") return [];
  const out: CharSet[] = [];
  for (const item of node.items) {
    if (item.kind === "empty") continue;
    if (item.kind !== "chars") break;
    out.push(item.set);
  }
  return out;
}

/** Whether two options of an alternation can start matching the same text. */
function optionsOverlap(a: RegexNode, b: RegexNode): boolean {
  const sa = shape(a);
  const sb = shape(b);
  if (sa.nullable || sb.nullable) return true;
  if (!overlaps(sa.first, sb.first)) return false;
  // Same first character: read on while both are plain characters; a position where they differ keeps them apart.
  const la = leadingChars(a);
  const lb = leadingChars(b);
  for (let k = 0; k < Math.min(la.length, lb.length); k++) if (!overlaps(la[k]!, lb[k]!)) return false;
  return true;
}

export type PatternRisk = { kind: "nested" | "overlapping-options"; part: string };

/** Alternations inside a node, not looking into nested repeats (those are checked on their own). */
function alternations(node: RegexNode): Array<Extract<RegexNode, { kind: "alt" }>> {
  if (node.kind === "alt") return [node, ...node.options.flatMap(alternations)];
  if (node.kind === "seq") return node.items.flatMap(alternations);
  if (node.kind === "repeat") return alternations(node.body);
  return [];
}

function findRisk(node: RegexNode): PatternRisk | null {
  if (node.kind === "seq") {
    for (const item of node.items) {
      const r = findRisk(item);
      if (r) return r;
    }
    return null;
  }
  if (node.kind === "alt") {
    for (const o of node.options) {
      const r = findRisk(o);
      if (r) return r;
    }
    return null;
  }
  if (node.kind !== "repeat") return null;
  const inner = findRisk(node.body);
  if (inner) return inner;
  if (node.max <= 1) return null;
  const body = shape(node.body);
  // One round can end with a repetition whose text the next round could take instead (or the other way round).
  if (overlaps(body.tailLoop, body.first) || overlaps(body.headLoop, body.last)) return { kind: "nested", part: node.source };
  for (const alt of alternations(node.body))
    for (let x = 0; x < alt.options.length; x++)
      for (let y = x + 1; y < alt.options.length; y++)
        if (optionsOverlap(alt.options[x]!, alt.options[y]!)) return { kind: "overlapping-options", part: node.source };
  return null;
}

/** The first shape of the pattern that can backtrack exponentially, or null when there is none. */
export function backtrackingRisk(pattern: string): PatternRisk | null {
  return findRisk(new Parser(pattern.trim()).parse());
}

/** Why a pattern is refused, in words for the lab's author (after "expected_output: "). */
export function patternRiskMessage(risk: PatternRisk): string {
  const why =
    risk.kind === "nested"
      ? `${risk.part} repeats a part whose own length varies, and one repetition can end with what the next one starts with, so a wrong output can be split in millions of ways`
      : `${risk.part} repeats a choice whose options can match the same text, so a wrong output can be split in millions of ways`;
  const fix =
    risk.kind === "nested"
      ? "Make each repetition end with a fixed separator the next cannot start with, e.g. (\\d+ )*\\d+ instead of (\\d+\\s?)+."
      : "Make the options start differently, e.g. a(b|c) instead of (ab|ac), or drop the repetition.";
  return `is a pattern that could take minutes to check: ${why}. ${fix}`;
}
