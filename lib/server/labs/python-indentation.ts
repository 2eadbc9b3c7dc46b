import "server-only";
// Python's own indentation rules, read from the text, for Save Code's review (review-saved-code.ts): the three
// errors a beginner's badly indented code stops with before anything runs — a block that is not indented after a
// line ending with ':', a line indented for no block, and a line that goes back to no earlier level. The
// static check (static-check.ts) covers tabs mixed with spaces; comments and strings are blanked first, and
// lines inside brackets or after a backslash continue the line before them, as Python reads them.
import { blankLiterals } from "./syntax";
import type { Finding } from "./static-check";

const width = (indent: string) => [...indent].reduce((w, ch) => (ch === "\t" ? w + 8 - (w % 8) : w + 1), 0);

export function indentationFindings(code: string): Finding[] {
  const { text, complete } = blankLiterals(code, "python");
  if (!complete) return [];
  const lines = text.split("\n");
  const stack = [0];
  let depth = 0;
  let continued = false;
  let opener: number | null = null; // the line ending with ':' whose block comes next
  for (const [i, line] of lines.entries()) {
    const startsLogical = depth === 0 && !continued;
    for (const ch of line) {
      if (ch === "(" || ch === "[" || ch === "{") depth++;
      else if (ch === ")" || ch === "]" || ch === "}") depth = Math.max(0, depth - 1);
    }
    const body = line.trimEnd();
    continued = body.endsWith("\\");
    if (body.trim() === "") continue;
    if (startsLogical) {
      const w = width(/^[ \t]*/.exec(line)![0]);
      const top = stack[stack.length - 1]!;
      if (opener !== null) {
        if (w <= top) {
          return [{ line: i + 1, message: `must be indented: line ${opener} ends with ':', so the lines of its block go 4 spaces further in than it.` }];
        }
        stack.push(w);
      } else if (w > top) {
        return [{ line: i + 1, message: "is indented, but no line above it ends with ':' to start a block. Move it back in line with the line above." }];
      } else if (w < top) {
        while (stack.length > 1 && stack[stack.length - 1]! > w) stack.pop();
        if (stack[stack.length - 1] !== w) {
          return [
            { line: i + 1, message: "goes back to an indentation no block above it uses. Line it up with the block it belongs to (4 spaces per level)." },
          ];
        }
      }
    }
    // Where a logical line ends: it opens a block when it ends with ':'.
    if (depth === 0 && !continued) opener = body.endsWith(":") ? i + 1 : null;
  }
  if (opener !== null)
    return [{ line: opener, message: "ends with ':' but no indented line follows it. Write the block's lines under it, 4 spaces further in." }];
  return [];
}
