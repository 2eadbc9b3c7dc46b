import "server-only";
// An author's expected-output pattern tested against a learner's output on the server (Java checks). A
// pattern such as (a+)+b backtracks for minutes on output the learner chooses, and a regular expression
// cannot be interrupted on the main thread: it would stall every request of the instance. The test runs in
// a vm context with a time limit instead; V8 interrupts the match when the limit passes.
import vm from "node:vm";
import { PATTERN_TIME_LIMIT_MS } from "@/lib/labs/output-check";

// One limit for the server and the browser's worker (lib/client/labs/pattern-judge.ts).
export { PATTERN_TIME_LIMIT_MS };

const context = vm.createContext(Object.create(null) as object);
const matchOnce = new vm.Script("pattern.test(text)");

/** Whether the pattern matches, or "timeout" when it took longer than the limit (the match is stopped). */
export function testPatternBounded(pattern: RegExp, text: string, timeoutMs = PATTERN_TIME_LIMIT_MS): boolean | "timeout" {
  const scope = context as { pattern?: RegExp; text?: string };
  scope.pattern = pattern;
  scope.text = text;
  try {
    return matchOnce.runInContext(context, { timeout: timeoutMs }) === true;
  } catch (e) {
    if ((e as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return "timeout";
    throw e;
  } finally {
    delete scope.pattern;
    delete scope.text;
  }
}
