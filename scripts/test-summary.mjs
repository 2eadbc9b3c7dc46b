// Adds up Jest's and Playwright's JSON reports into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0, failed = 0, skipped = 0;
const jest = ".data/reports/jest.json";
if (existsSync(jest)) {
  const r = JSON.parse(readFileSync(jest, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests + r.numTodoTests;
}
const pw = ".data/reports/playwright.json";
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
