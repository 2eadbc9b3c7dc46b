// scripts/test-summary.mjs: the closing line of `npm run test:all` counts whatever kept a test from running
// (a crashed suite, a web server that did not start, a stopped step) and a flaky test as failures.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.resolve(__dirname, "../../scripts/test-summary.mjs");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "summary-"));
  mkdirSync(path.join(dir, ".data/reports"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function report(name: "jest" | "playwright", body: unknown) {
  writeFileSync(path.join(dir, `.data/reports/${name}.json`), JSON.stringify(body));
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
    report("playwright", pwReport([pwTest("expected"), pwTest("skipped", "skipped")]));
    const r = summary("--jest-exit=0", "--playwright-exit=0");
    expect(r.line).toBe("tests: 4 passed, 0 failed, 1 skipped");
    expect(r.status).toBe(0);
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
