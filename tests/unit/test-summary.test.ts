// scripts/test-summary.mjs: the closing line of `npm run test:all` counts whatever kept a test from running
// (a crashed suite, a web server that did not start, a stopped step, a skipped test), a flaky test and a file
// that runs far fewer tests than recorded as failures.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.resolve(__dirname, "../../scripts/test-summary.mjs");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "summary-"));
  mkdirSync(path.join(dir, ".data/reports"), { recursive: true });
  mkdirSync(path.join(dir, "tests"));
  counts({});
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function report(name: "jest" | "jest-2" | "playwright", body: unknown) {
  writeFileSync(path.join(dir, `.data/reports/${name}.json`), JSON.stringify(body));
}

const countsFile = () => path.join(dir, "tests/expected-counts.json");
function counts(body: Record<string, number>) {
  writeFileSync(countsFile(), JSON.stringify(body));
}

function summary(...args: string[]): { status: number; out: string; line: string } {
  try {
    const out = execFileSync(process.execPath, [script, ...args], { cwd: dir, encoding: "utf8" });
    return { status: 0, out, line: out.trim().split("\n").at(-1)! };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { status: err.status, out: err.stdout, line: err.stdout.trim().split("\n").at(-1)! };
  }
}

const greenJest = {
  success: true,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [{ name: `${"/repo"}/tests/unit/a.test.ts`, status: "passed", assertionResults: [{ status: "passed", fullName: "a" }] }],
};

const pwTest = (status: string, expectedStatus = "passed") => ({ status, expectedStatus, results: [] });
const pwReport = (tests: Array<ReturnType<typeof pwTest>>, errors: unknown[] = []) => ({
  errors,
  stats: {},
  suites: [{ title: "a.spec.ts", file: "a.spec.ts", specs: tests.map((t, i) => ({ title: `t${i}`, file: "a.spec.ts", line: i + 1, tests: [t] })), suites: [] }],
});

describe("test-summary", () => {
  it("all green: 0 failed and exit 0", () => {
    report("jest", greenJest);
    report("playwright", pwReport([pwTest("expected")]));
    const r = summary("--jest-exit=0", "--playwright-exit=0");
    expect(r.line).toBe("tests: 4 passed, 0 failed");
    expect(r.status).toBe(0);
  });

  it("Jest's second run (beside the first) counts: its failure fails the run, its passes are added", () => {
    report("jest", greenJest);
    report("jest-2", {
      ...greenJest,
      success: false,
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: `${dir}/tests/integration/java-runner.test.ts`,
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "compiles" },
            { status: "failed", fullName: "stops a loop" },
          ],
        },
      ],
    });
    report("playwright", pwReport([pwTest("expected")]));
    const r = summary("--jest-exit=1", "--playwright-exit=0");
    expect(r.line).toBe("tests: 5 passed, 1 failed");
    expect(r.out).toContain("jest: tests/integration/java-runner.test.ts: stops a loop");
    expect(r.status).toBe(1);
  });

  it("a Jest run that crashed before writing its report is a failure, though the other run is green", () => {
    report("jest", greenJest);
    report("playwright", pwReport([pwTest("expected")]));
    // Only jest.json: jest-2.json was never written, and the combined exit says a run failed.
    const r = summary("--jest-exit=1", "--playwright-exit=0");
    expect(r.out).toContain("jest: exit 1 without a failing test");
    expect(r.status).toBe(1);
  });

  it("a skipped or todo test did not run: each is a failure (a stray .only leaves the rest of its file skipped)", () => {
    report("jest", {
      ...greenJest,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: `${dir}/tests/unit/a.test.ts`,
          status: "passed",
          assertionResults: [
            { status: "passed", fullName: "focused" },
            { status: "pending", fullName: "left out by it.only" },
            { status: "todo", fullName: "later" },
          ],
        },
      ],
    });
    report("playwright", pwReport([pwTest("expected"), pwTest("skipped", "skipped")]));
    const r = summary("--jest-exit=0", "--playwright-exit=0");
    expect(r.line).toBe("tests: 4 passed, 3 failed");
    expect(r.out).toContain("jest: did not run (pending): tests/unit/a.test.ts: left out by it.only");
    expect(r.out).toContain("jest: did not run (todo): tests/unit/a.test.ts: later");
    expect(r.out).toContain("playwright: did not run (skipped): a.spec.ts:2 t1");
    expect(r.status).toBe(1);
  });

  it("a focused Playwright test (forbidOnly's error, reported outside any test) is a failure", () => {
    report("jest", greenJest);
    report("playwright", {
      errors: [{ message: "Error: item focused with '.only' is not allowed due to the 'forbidOnly' option in 'playwright.config.ts': \"a.spec.ts t0\"" }],
      stats: {},
      suites: [],
    });
    const r = summary("--jest-exit=0", "--playwright-exit=1");
    expect(r.line).toBe("tests: 3 passed, 1 failed");
    expect(r.out).toContain("forbidOnly");
  });

  it("a file that runs far fewer tests than recorded fails, a file no longer run too; the rule is printed", () => {
    counts({ "jest:tests/unit/a.test.ts": 3, "jest:tests/unit/gone.test.ts": 2, "playwright:e2e/a.spec.ts": 10 });
    report("jest", {
      ...greenJest,
      testResults: [{ name: `${dir}/tests/unit/a.test.ts`, status: "passed", assertionResults: [{ status: "passed", fullName: "a" }] }],
    });
    report("playwright", pwReport(Array.from({ length: 9 }, () => pwTest("expected"))));
    const r = summary("--jest-exit=0", "--playwright-exit=0");
    expect(r.out).toContain("count: jest: tests/unit/a.test.ts ran 1 tests, recorded 3 (at least 3 must run)");
    expect(r.out).toContain("count: jest: tests/unit/gone.test.ts ran 0 tests, recorded 2 (at least 2 must run)");
    // A tenth of 10 may go: 9 of 10 is not "far fewer".
    expect(r.out).not.toContain("e2e/a.spec.ts ran");
    expect(r.out).toContain(
      "The rule for counts: each test file must run at least 90% (rounded up) of the tests recorded for it in tests/expected-counts.json",
    );
    expect(r.line).toBe("tests: 12 passed, 2 failed");
    expect(r.status).toBe(1);
  });

  it("more tests than recorded pass; counts of a suite that did not run are not checked again", () => {
    counts({ "jest:tests/unit/a.test.ts": 1, "playwright:e2e/a.spec.ts": 5 });
    report("jest", {
      ...greenJest,
      testResults: [
        {
          name: `${dir}/tests/unit/a.test.ts`,
          status: "passed",
          assertionResults: [
            { status: "passed", fullName: "a" },
            { status: "passed", fullName: "b" },
          ],
        },
      ],
    });
    const r = summary("--jest-exit=0");
    expect(r.out).not.toContain("count:");
    expect(r.out).toContain("Playwright did not run");
    expect(r.line).toBe("tests: 3 passed, 1 failed");
  });

  it("a missing counts file is a failure", () => {
    rmSync(countsFile());
    report("jest", greenJest);
    report("playwright", pwReport([pwTest("expected")]));
    const r = summary("--jest-exit=0", "--playwright-exit=0");
    expect(r.out).toContain("tests/expected-counts.json is missing");
    expect(r.status).toBe(1);
  });

  it("--record writes the counts of a green run of every suite, and refuses any other", () => {
    report("jest", {
      ...greenJest,
      testResults: [
        {
          name: `${dir}/tests/unit/a.test.ts`,
          status: "passed",
          assertionResults: [
            { status: "passed", fullName: "a" },
            { status: "passed", fullName: "b" },
          ],
        },
      ],
    });
    const partial = summary("--jest-exit=0", "--record");
    expect(partial.status).toBe(1);
    expect(partial.out).toContain("Not recorded");
    report("playwright", pwReport([pwTest("expected"), pwTest("expected")]));
    const r = summary("--jest-exit=0", "--playwright-exit=0", "--record");
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(countsFile(), "utf8"))).toEqual({ "jest:tests/unit/a.test.ts": 2, "playwright:e2e/a.spec.ts": 2 });
    report("playwright", pwReport([pwTest("expected"), pwTest("unexpected")]));
    expect(summary("--jest-exit=0", "--playwright-exit=1", "--record").status).toBe(1);
    expect(existsSync(countsFile())).toBe(true);
  });

  it("Jest's global setup failing (no report, exit 1) is a failure, not '0 failed'", () => {
    report("playwright", pwReport([pwTest("expected")]));
    const r = summary("--jest-exit=1", "--playwright-exit=0");
    expect(r.line).toBe("tests: 1 passed, 1 failed");
    expect(r.out).toContain("Jest wrote no report (exit 1)");
    expect(r.status).toBe(1);
  });

  it("a Jest suite that crashed before its tests is a failure", () => {
    report("jest", {
      ...greenJest,
      success: false,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        ...greenJest.testResults,
        {
          name: "/repo/tests/integration/b.test.ts",
          status: "failed",
          message: "Cannot find module",
          assertionResults: [],
          testExecError: { message: "Cannot find module 'x'" },
        },
      ],
    });
    report("playwright", pwReport([]));
    const r = summary("--jest-exit=1", "--playwright-exit=0");
    expect(r.line).toBe("tests: 3 passed, 1 failed");
    expect(r.out).toContain("the suite crashed (Cannot find module 'x')");
  });

  it("Playwright's web server not starting (an error outside any test, no test run) is a failure", () => {
    report("jest", greenJest);
    report("playwright", { errors: [{ message: "Error: Timed out waiting 180000ms from config.webServer." }], stats: {}, suites: [] });
    const r = summary("--jest-exit=0", "--playwright-exit=1");
    expect(r.line).toBe("tests: 3 passed, 1 failed");
    expect(r.out).toContain("config.webServer");
  });

  it("a flaky test and a test that did not run are failures", () => {
    report("jest", greenJest);
    report("playwright", pwReport([pwTest("expected"), pwTest("flaky"), pwTest("skipped"), pwTest("unexpected")]));
    const r = summary("--jest-exit=0", "--playwright-exit=1");
    expect(r.line).toBe("tests: 4 passed, 3 failed");
    expect(r.out).toContain("flaky (failed, then passed on retry)");
    expect(r.out).toContain("did not run");
  });

  it("a step that stopped the run counts, and so does each suite it kept from running", () => {
    const r = summary("--stopped-at=tsc", "--jest-exit=", "--playwright-exit=");
    expect(r.line).toBe("tests: 0 passed, 3 failed");
    expect(r.out).toContain("the run stopped at: tsc");
    expect(r.out).toContain("Jest did not run");
    expect(r.out).toContain("Playwright did not run");
  });

  it("a non-zero exit without any failing test still fails", () => {
    report("jest", greenJest);
    report("playwright", pwReport([pwTest("expected")]));
    const r = summary("--jest-exit=1", "--playwright-exit=0");
    expect(r.line).toBe("tests: 4 passed, 1 failed");
  });
});
