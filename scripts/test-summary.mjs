// The closing line of `npm run test:all`: "tests: N passed, N failed", from Jest's and Playwright's JSON
// reports and the exit status of each step. Anything that kept a test from running counts as a failure: a
// step that stopped the run, a suite with no report (Jest's global setup could not reach PostgreSQL,
// Playwright's web server did not start), a Jest suite that crashed before its tests, a Playwright error
// outside any test (a stray test.only is one: forbidOnly), a test that did not run, a skipped or todo test
// (a focused `.only` leaves the rest of its file skipped), and a flaky test (it failed once: the product or
// the test is wrong, and a retry must not hide it). A test file that runs far fewer tests than recorded in
// tests/expected-counts.json fails too (see COUNT_RULE). Exits 1 when anything failed, so "0 failed" always
// means exit 0.
//
// Usage: node scripts/test-summary.mjs [--stopped-at=<step>] [--jest-exit=<n>] [--playwright-exit=<n>]
// An exit status not given means that suite never ran.
// After a deliberate change to the number of tests: run the whole suite, then
// `node scripts/test-summary.mjs --jest-exit=0 --playwright-exit=0 --record` rewrites the counts (a green run only).
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const COUNTS_FILE = "tests/expected-counts.json";
/** A file may lose a tenth of its recorded tests (rounded down) before the summary fails; a smaller file none. */
const COUNT_RULE = `each test file must run at least 90% (rounded up) of the tests recorded for it in ${COUNTS_FILE}; after a deliberate change, record the counts of a green run with --record`;

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
const failures = [];
/** Tests that ran (passed or failed), by file: "jest:tests/unit/x.test.ts", "playwright:e2e/x.spec.ts". */
const ran = new Map();
/** The suites whose report was read: only their files' counts are checked (a suite that did not run has failed already). */
const reported = new Set();
const countRan = (key) => ran.set(key, (ran.get(key) ?? 0) + 1);

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

// Jest: two runs side by side (scripts/test-all.sh), each with its own report; one exit status for both.
{
  const exit = exitOf("jest-exit");
  const reports = [".data/reports/jest.json", ".data/reports/jest-2.json"].map((file) => [file, readReport(file)]);
  const before = failures.length;
  // One run without a report (its global setup crashed) fails on the exit status and on its files' counts below.
  if (reports.every(([, r]) => r === null)) {
    failures.push(exit === null ? "Jest did not run" : `Jest wrote no report (exit ${exit}): it crashed before running its suites (global setup?)`);
  }
  let success = true;
  for (const [file, r] of reports) {
    if (!r) continue;
    reported.add("jest");
    passed += r.numPassedTests ?? 0;
    if (r.success === false) success = false;
    for (const suite of r.testResults ?? []) {
      const name = suite.name?.replace(`${process.cwd()}/`, "") ?? "?";
      for (const t of suite.assertionResults ?? []) {
        if (t.status === "passed" || t.status === "failed") countRan(`jest:${name}`);
        if (t.status === "failed") failures.push(`jest: ${name}: ${t.fullName}`);
        else if (t.status !== "passed") failures.push(`jest: did not run (${t.status}): ${name}: ${t.fullName}`);
      }
      if (suite.testExecError || (suite.status === "failed" && !(suite.assertionResults ?? []).some((t) => t.status === "failed"))) {
        failures.push(`jest: ${name}: the suite crashed (${(suite.testExecError?.message ?? suite.message ?? "").split("\n")[0].slice(0, 160)})`);
      }
    }
    if (r.wasInterrupted) failures.push(`jest: the run of ${file} was interrupted`);
  }
  if (failures.length === before && (!success || (exit !== null && exit !== 0))) {
    failures.push(`jest: exit ${exit ?? "?"} without a failing test (global teardown, open handles or a threshold)`);
  }
}

// Playwright
{
  const exit = exitOf("playwright-exit");
  const r = readReport(".data/reports/playwright.json");
  if (exit === null && r == null) failures.push("Playwright did not run");
  else if (r === null) failures.push(`Playwright wrote no report (exit ${exit})`);
  else if (r) {
    reported.add("playwright");
    const before = failures.length;
    for (const e of r.errors ?? []) failures.push(`playwright: ${(e.message ?? String(e)).split("\n")[0].slice(0, 200)}`);
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const name = `${spec.file}:${spec.line} ${[...titles, spec.title].filter(Boolean).join(" › ")}`;
          if (t.status !== "skipped") countRan(`playwright:e2e/${spec.file}`);
          if (t.status === "expected") passed++;
          else if (t.status === "unexpected") failures.push(`playwright: failed: ${name}`);
          else if (t.status === "flaky") failures.push(`playwright: flaky (failed, then passed on retry): ${name}`);
          else failures.push(`playwright: did not run${t.expectedStatus === "skipped" ? " (skipped)" : ""}: ${name}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const fileSuite of r.suites ?? []) visit(fileSuite, []);
    if (failures.length === before && exit !== null && exit !== 0) failures.push(`playwright: exit ${exit} without a failing test`);
  }
}

// Counts: a suite that quietly runs fewer tests (a loop over an empty list, a file no longer matched, a test
// that stopped being registered) is as wrong as one that fails.
if (process.argv.includes("--record")) {
  if (failures.length || reported.size < 2) {
    console.log(`Not recorded: counts come from a green run of every suite (${failures.length} failed).`);
    process.exit(1);
  }
  const counts = Object.fromEntries([...ran].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(COUNTS_FILE, `${JSON.stringify(counts, null, 2)}\n`);
  console.log(`Recorded ${ran.size} test files in ${COUNTS_FILE}.`);
  process.exit(0);
}
const recorded = existsSync(COUNTS_FILE) ? JSON.parse(readFileSync(COUNTS_FILE, "utf8")) : null;
if (!recorded) failures.push(`${COUNTS_FILE} is missing: ${COUNT_RULE}`);
else {
  for (const [key, expected] of Object.entries(recorded)) {
    if (!reported.has(key.split(":")[0])) continue;
    const got = ran.get(key) ?? 0;
    const floor = Math.ceil(expected * 0.9);
    if (got < floor) failures.push(`count: ${key.replace(":", ": ")} ran ${got} tests, recorded ${expected} (at least ${floor} must run)`);
  }
}

for (const f of failures) console.log(`  FAILED ${f}`);
console.log(`\nThe rule for counts: ${COUNT_RULE}.`);
console.log(`\ntests: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
