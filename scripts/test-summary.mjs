// The closing line of `npm run test:all`: "tests: N passed, N failed", from Jest's and Playwright's JSON
// reports and the exit status of each step. Anything that kept a test from running counts as a failure: a
// step that stopped the run, a suite with no report (Jest's global setup could not reach PostgreSQL,
// Playwright's web server did not start), a Jest suite that crashed before its tests, a Playwright error
// outside any test, a test that did not run, and a flaky test (it failed once: the product or the test is
// wrong, and a retry must not hide it). Exits 1 when anything failed, so "0 failed" always means exit 0.
//
// Usage: node scripts/test-summary.mjs [--stopped-at=<step>] [--jest-exit=<n>] [--playwright-exit=<n>]
// An exit status not given means that suite never ran.
import { existsSync, readFileSync } from "node:fs";

const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")
    .slice(1)
    .join("=");
const exitOf = (name) => {
  const v = arg(name);
  return v === undefined || v === "" ? null : Number(v);
};

let passed = 0;
let skipped = 0;
const failures = [];

const stoppedAt = arg("stopped-at");
if (stoppedAt) failures.push(`the run stopped at: ${stoppedAt}`);

function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    failures.push(`${file} is not a readable report (${e.message})`);
    return undefined;
  }
}

// Jest
{
  const exit = exitOf("jest-exit");
  const r = readReport(".data/reports/jest.json");
  if (exit === null && r == null) failures.push("Jest did not run");
  else if (r === null) failures.push(`Jest wrote no report (exit ${exit}): it crashed before running its suites (global setup?)`);
  else if (r) {
    passed += r.numPassedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    const before = failures.length;
    for (const suite of r.testResults ?? []) {
      const name = suite.name?.replace(`${process.cwd()}/`, "") ?? "?";
      for (const t of suite.assertionResults ?? []) if (t.status === "failed") failures.push(`jest: ${name}: ${t.fullName}`);
      if (suite.testExecError || (suite.status === "failed" && !(suite.assertionResults ?? []).some((t) => t.status === "failed"))) {
        failures.push(`jest: ${name}: the suite crashed (${(suite.testExecError?.message ?? suite.message ?? "").split("\n")[0].slice(0, 160)})`);
      }
    }
    if (r.wasInterrupted) failures.push("jest: the run was interrupted");
    if (failures.length === before && (r.success === false || (exit !== null && exit !== 0))) {
      failures.push(`jest: exit ${exit ?? "?"} without a failing test (global teardown, open handles or a threshold)`);
    }
  }
}

// Playwright
{
  const exit = exitOf("playwright-exit");
  const r = readReport(".data/reports/playwright.json");
  if (exit === null && r == null) failures.push("Playwright did not run");
  else if (r === null) failures.push(`Playwright wrote no report (exit ${exit})`);
  else if (r) {
    const before = failures.length;
    for (const e of r.errors ?? []) failures.push(`playwright: ${(e.message ?? String(e)).split("\n")[0].slice(0, 200)}`);
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const name = `${spec.file}:${spec.line} ${[...titles, spec.title].filter(Boolean).join(" › ")}`;
          if (t.status === "expected") passed++;
          else if (t.status === "unexpected") failures.push(`playwright: failed: ${name}`);
          else if (t.status === "flaky") failures.push(`playwright: flaky (failed, then passed on retry): ${name}`);
          else if (t.status === "skipped" && t.expectedStatus === "skipped") skipped++;
          else failures.push(`playwright: did not run: ${name}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const fileSuite of r.suites ?? []) visit(fileSuite, []);
    if (failures.length === before && exit !== null && exit !== 0) failures.push(`playwright: exit ${exit} without a failing test`);
  }
}

for (const f of failures) console.log(`  FAILED ${f}`);
console.log(`\ntests: ${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failures.length ? 1 : 0);
