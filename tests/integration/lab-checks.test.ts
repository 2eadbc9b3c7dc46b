// Auto-checked lab cells (contract §7): authors store checks (expected output, exact or pattern, and test
// code), every cell path returns them with the caller's passes, POST /api/lab/check-passed stores a
// self-reported Python/JavaScript pass, and run-java judges a Java cell's output on the server itself.
import { randomUUID } from "node:crypto";
import { GET as labsRoute } from "../../app/api/lab/labs/route";
import { GET as labCellsRoute } from "../../app/api/lab/lab/cells/[labId]/route";
import { GET as javaLabCellsRoute } from "../../app/api/lab/java-lab/cells/[labId]/route";
import { POST as createRoute, PUT as putRoute, DELETE as deleteRoute } from "../../app/api/lab/lab/route";
import { POST as checkPassedRoute } from "../../app/api/lab/check-passed/route";
import { POST as runJavaRoute } from "../../app/api/lab/run-java/route";
import { CHECK_TEXTS } from "../../lib/labs/output-check";
import { INVALID_PATTERN, patternProblem } from "../../lib/schemas/labs";
import { JAVA_CHECKED_ON_SERVER, JAVA_TEST_CODE, LAB_CELL_NOT_FOUND, NO_CHECKS } from "../../lib/server/labs/lab-cell-row";
import { JAVA_CELL_NOT_FOUND } from "../../lib/server/labs/run-java-cell";
import { PATTERN_TIME_LIMIT_MS } from "../../lib/server/labs/bounded-pattern";
import { resetJavaRunnerForTests } from "../../lib/server/labs/java/run-java";
import { db } from "../../lib/server/db/client";
import { createLab, type SeedDb } from "../../prisma/seed/factories";
import { call } from "../support/route-client";
import { startFakePiston, type FakePiston } from "../support/fake-piston";
import { setEnvVars } from "../support/set-env";
import { makeUser } from "./courses-fixtures";

type User = Awaited<ReturnType<typeof makeUser>>;
type Row = Record<string, unknown> & { id: string; LAB_ID: number; CELL_ID: number };

let learner: User, other: User, author: User;
const base = 700_000 + Math.floor(Math.random() * 1_000_000) * 10;
const PY = base + 1;
const JAVA = base + 2;
const CREATED = base + 3;
let py: Array<{ id: string }>;
let java: Array<{ id: string }>;
let fake: FakePiston;

const json = (u: User | null, body?: unknown) => ({ body, headers: { "content-type": "application/json", ...(u ? u.headers : {}) } });
const checkPassed = (u: User | null, body: unknown) => call(checkPassedRoute, "/api/lab/check-passed", { method: "POST", ...json(u, body) });
const create = (u: User | null, body: unknown) => call(createRoute, "/api/lab/lab", { method: "POST", ...json(u, body) });
const put = (u: User | null, body: unknown) => call(putRoute, "/api/lab/lab", { method: "PUT", ...json(u, body) });
const runJava = (u: User | null, body: unknown, accept?: string) =>
  call(runJavaRoute, "/api/lab/run-java", { method: "POST", body, headers: { ...(u ? u.headers : {}), ...(accept ? { accept } : {}) } });
const cellsOf = async (labId: number, u: User | null, javaLab = false) => {
  const res = javaLab
    ? await call(javaLabCellsRoute, `/api/lab/java-lab/cells/${labId}`, { params: { labId: String(labId) }, headers: u ? u.headers : {} })
    : await call(labCellsRoute, `/api/lab/lab/cells/${labId}`, { params: { labId: String(labId) }, headers: u ? u.headers : {} });
  expect(res.status).toBe(200);
  return (javaLab ? res.json.cells : res.json.labCells) as Row[];
};
const passCount = async (cellId: string) => (await db()).userCellPass.count({ where: { cellId } });

beforeAll(async () => {
  [learner, other, author] = await Promise.all([makeUser("user"), makeUser("user"), makeUser("author")]);
  const prisma = (await db()) as unknown as SeedDb;
  py = await createLab(prisma, {
    labId: PY,
    title: `Checked Python ${base}`,
    language: "python",
    cells: [
      { preText: "Print 42.", code: "print(41)\n", expectedOutput: "42\n" },
      { preText: "Define f.", code: "def f():\n    return 0\n", testCode: "assert f() == 1, 'f() should return 1'\n" },
      { preText: "Unchecked.", code: "pass\n" },
    ],
  });
  java = await createLab(prisma, {
    labId: JAVA,
    title: `Checked Java ${base}`,
    language: "java",
    cells: [
      {
        preText: "Print the sum.",
        code: "public class Main { public static void main(String[] a) { System.out.println(1 + 1); } }\n",
        expectedOutput: "Sum: 2\n",
      },
      {
        preText: "Any greeting.",
        code: "public class Main { public static void main(String[] a) { System.out.println(1); } }\n",
        expectedOutput: "(Hello|Hi), \\w+!",
        outputMatch: "pattern",
      },
      { preText: "Unchecked Java.", code: "public class Main { public static void main(String[] a) { } }\n" },
    ],
  });
  fake = await startFakePiston();
  setEnvVars({ JAVA_RUNNER: "piston", PISTON_URL: fake.url, PISTON_API_KEY: "engine-key", PISTON_JAVA_VERSION: "15.0.2" });
  resetJavaRunnerForTests();
});

afterAll(async () => {
  setEnvVars({ JAVA_RUNNER: undefined, PISTON_URL: undefined, PISTON_API_KEY: undefined, PISTON_JAVA_VERSION: undefined });
  resetJavaRunnerForTests();
  await fake.close();
});

describe("check fields on the cell paths", () => {
  it("a visitor gets each cell's checks and no `passed`; a learner gets passed false before any pass", async () => {
    const visitor = await cellsOf(PY, null);
    expect(visitor.map((r) => [r.EXPECTED_OUTPUT, r.OUTPUT_MATCH, r.TEST_CODE])).toEqual([
      ["42\n", "exact", null],
      [null, "exact", "assert f() == 1, 'f() should return 1'\n"],
      [null, "exact", null],
    ]);
    expect(visitor.every((r) => !("passed" in r))).toBe(true);
    expect((await cellsOf(PY, learner)).map((r) => r.passed)).toEqual([false, false, false]);
    const javaRows = await cellsOf(JAVA, learner, true);
    expect(javaRows.map((r) => [r.EXPECTED_OUTPUT, r.OUTPUT_MATCH, r.passed])).toEqual([
      ["Sum: 2\n", "exact", false],
      ["(Hello|Hi), \\w+!", "pattern", false],
      [null, "exact", false],
    ]);
  });
});

describe("POST /api/lab/check-passed (self-reported Python/JavaScript passes)", () => {
  it("needs a login: 401, nothing stored", async () => {
    const res = await checkPassed(null, { id: py[0]!.id });
    expect(res.status).toBe(401);
    expect(await passCount(py[0]!.id)).toBe(0);
  });

  it("validates the body: 400 naming the field for a missing or malformed id, and for malformed JSON", async () => {
    const missing = await checkPassed(learner, {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^id: /);
    const malformed = await checkPassed(learner, { id: "not-a-uuid" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/^id: must be a valid lab cell id/);
    const raw = await call(checkPassedRoute, "/api/lab/check-passed", {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json", ...learner.headers },
    });
    expect(raw.status).toBe(400);
  });

  it("refuses an unknown cell (404), a cell without checks (409) and a Java cell (403: the server judges Java)", async () => {
    expect(await checkPassed(learner, { id: randomUUID() })).toMatchObject({ status: 404, json: { message: LAB_CELL_NOT_FOUND } });
    expect(await checkPassed(learner, { id: py[2]!.id })).toMatchObject({ status: 409, json: { message: NO_CHECKS } });
    expect(await checkPassed(learner, { id: java[0]!.id })).toMatchObject({ status: 403, json: { message: JAVA_CHECKED_ON_SERVER } });
    expect(await passCount(py[2]!.id)).toBe(0);
    expect(await passCount(java[0]!.id)).toBe(0);
  });

  it("stores the learner's pass once (a second report changes nothing); the lists and cells show it to them only", async () => {
    const first = await checkPassed(learner, { id: py[1]!.id });
    expect(first.status).toBe(200);
    // No code sent: stored as self-reported, nothing to verify.
    expect(first.json).toEqual({ message: "Check passed (self-reported: no code was sent to verify).", id: py[1]!.id, passed: true, verified: false });
    const prisma = await db();
    const stored = await prisma.userCellPass.findUniqueOrThrow({ where: { userId_cellId: { userId: learner.id, cellId: py[1]!.id } } });
    expect((await checkPassed(learner, { id: py[1]!.id })).status).toBe(200);
    const again = await prisma.userCellPass.findUniqueOrThrow({ where: { userId_cellId: { userId: learner.id, cellId: py[1]!.id } } });
    expect(again.passedAt).toEqual(stored.passedAt);
    expect(await passCount(py[1]!.id)).toBe(1);

    expect((await cellsOf(PY, learner)).map((r) => r.passed)).toEqual([false, true, false]);
    expect((await cellsOf(PY, other)).map((r) => r.passed)).toEqual([false, false, false]);
    const list = await call(labsRoute, "/api/lab/labs", { headers: learner.headers });
    const rows = (list.json.labs as Row[]).filter((r) => r.LAB_ID === PY);
    expect(rows.map((r) => r.passed)).toEqual([false, true, false]);
    const visitorList = await call(labsRoute, "/api/lab/labs");
    expect((visitorList.json.labs as Row[]).filter((r) => r.LAB_ID === PY).every((r) => !("passed" in r))).toBe(true);
  });
});

describe("the server verifies a pass the browser reported (its own run in the sandbox)", () => {
  // This file's Java runs go to a fake Piston; verification runs in this host's sandbox (JAVA_RUNNER=bwrap).
  beforeAll(() => {
    setEnvVars({ JAVA_RUNNER: "bwrap" });
    resetJavaRunnerForTests();
  });
  afterAll(() => {
    setEnvVars({ JAVA_RUNNER: "piston" });
    resetJavaRunnerForTests();
  });

  it("answers that a pass stays self-reported where the server runs no checks (JAVA_RUNNER other than bwrap)", async () => {
    setEnvVars({ JAVA_RUNNER: "off" });
    try {
      const res = await checkPassed(await makeUser("user"), { id: py[1]!.id, code: "def f():\n    return 1\n" });
      expect(res.json).toMatchObject({ verified: false, message: "Check passed. This server does not run lab checks itself, so it counts as self-reported." });
    } finally {
      setEnvVars({ JAVA_RUNNER: "bwrap" });
    }
  });

  const verifiedAt = async (u: User, cellId: string) =>
    (await (await db()).userCellPass.findUnique({ where: { userId_cellId: { userId: u.id, cellId } }, select: { verifiedAt: true } }))?.verifiedAt ?? null;

  it("Python: the code that passes is verified; code that does not pass stays self-reported, with the server's reason", async () => {
    const [honest, faker] = [await makeUser("user"), await makeUser("user")];
    const good = await checkPassed(honest, { id: py[1]!.id, code: "def f():\n    return 1\n" });
    expect(good.json).toMatchObject({ passed: true, verified: true, message: "Check passed, and the server's own run confirmed it." });
    expect(await verifiedAt(honest, py[1]!.id)).toBeInstanceOf(Date);
    // The browser said it passed; the submitted code does not: the pass stays self-reported.
    const bad = await checkPassed(faker, { id: py[1]!.id, code: "def f():\n    return 0\n" });
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ passed: true, verified: false });
    expect(bad.json.message).toContain("f() should return 1");
    expect(await passCount(py[1]!.id)).toBeGreaterThanOrEqual(2);
    expect(await verifiedAt(faker, py[1]!.id)).toBeNull();
  });

  it("Python: the expected output is judged from what the code printed, with the input lines it was given", async () => {
    const u = await makeUser("user");
    expect((await checkPassed(u, { id: py[0]!.id, code: "n = int(input())\nprint(n + 1)\n", stdin: "41" })).json.verified).toBe(true);
    const u2 = await makeUser("user");
    const off = await checkPassed(u2, { id: py[0]!.id, code: "print(41)\n" });
    expect(off.json.verified).toBe(false);
    // The labs' turtle module is the server's too (CPython's own needs a Tk window).
    const drew = await checkPassed(await makeUser("user"), { id: py[0]!.id, code: "import turtle\nturtle.forward(10)\nturtle.done()\nprint(42)\n" });
    expect(drew.json.verified).toBe(true);
    const crash = await checkPassed(await makeUser("user"), { id: py[0]!.id, code: "print(1/0)\n" });
    expect(crash.json.verified).toBe(false);
    expect(crash.json.message).toContain("ZeroDivisionError");
  });

  it("JavaScript: run with the browser sandbox's own console, tests appended the same way", async () => {
    const prisma = (await db()) as unknown as SeedDb;
    const [js] = await createLab(prisma, {
      labId: base + 9,
      title: `Checked JS ${base}`,
      language: "javascript",
      cells: [{ preText: "add", code: "", expectedOutput: "sum 5 [1,2]\n", testCode: "if (add(2, 2) !== 4) throw new Error('add(2, 2) should be 4');" }],
    });
    const good = await checkPassed(await makeUser("user"), { id: js!.id, code: "function add(a, b) { return a + b }\nconsole.log('sum', add(2, 3), [1, 2])" });
    expect(good.json).toMatchObject({ verified: true });
    const wrong = await checkPassed(await makeUser("user"), { id: js!.id, code: "function add(a, b) { return 5 }\nconsole.log('sum', add(2, 3), [1, 2])" });
    expect(wrong.json.verified).toBe(false);
    expect(wrong.json.message).toContain("add(2, 2) should be 4");
    const loop = await checkPassed(await makeUser("user"), { id: js!.id, code: "while (true) {}" });
    expect(loop.json.verified).toBe(false);
  });

  it("JavaScript: prompt() gets the lines the learner typed, in order, and its question counts as printed (as input()'s does)", async () => {
    const prisma = (await db()) as unknown as SeedDb;
    const [js] = await createLab(prisma, {
      labId: base + 10,
      title: `Prompted JS ${base}`,
      language: "javascript",
      cells: [{ preText: "greet", code: "", expectedOutput: "Name? Hello, Asha (13)\n" }],
    });
    const code = "const name = prompt('Name? ');\nconst age = Number(prompt());\nconsole.log(`Hello, ${name} (${age})`);";
    expect((await checkPassed(await makeUser("user"), { id: js!.id, code, stdin: "Asha\n13" })).json.verified).toBe(true);
    // Without the typed lines prompt() answers null, as a browser's does when nothing is entered.
    const none = await checkPassed(await makeUser("user"), { id: js!.id, code });
    expect(none.json.verified).toBe(false);
  });
});

describe("authoring checks through /api/lab/lab", () => {
  const cell = (extra: Record<string, unknown>) => ({ lab_id: CREATED, title: `Authored ${base}`, cell_id: 1, pre_text: "", code: "print(1)", ...extra });

  it("an author creates a checked cell; the row carries the checks, blank text meaning none", async () => {
    const res = await create(author, cell({ id: randomUUID(), expected_output: "Hello\n", output_match: "exact", test_code: "   " }));
    expect(res.status).toBe(201);
    expect(res.json.cell).toMatchObject({ EXPECTED_OUTPUT: "Hello\n", OUTPUT_MATCH: "exact", TEST_CODE: null });
  });

  it("refuses an invalid pattern, an unknown match mode, and test code on a Java cell (400, naming the field or saying why)", async () => {
    const badPattern = await create(author, cell({ cell_id: 2, expected_output: "(unclosed", output_match: "pattern" }));
    expect(badPattern.status).toBe(400);
    expect(badPattern.json.message).toBe(`expected_output: ${INVALID_PATTERN}`);
    const badMode = await create(author, cell({ cell_id: 2, expected_output: "x", output_match: "fuzzy" }));
    expect(badMode.status).toBe(400);
    expect(badMode.json.message).toMatch(/^output_match: must be exact or pattern/);
    const javaTest = await create(author, cell({ lab_id: CREATED + 1, cell_id: 1, language: "java", test_code: "assert true;" }));
    expect(javaTest).toMatchObject({ status: 400, json: { message: JAVA_TEST_CODE } });
    const prisma = await db();
    expect(await prisma.labCell.count({ where: { labId: { in: [CREATED, CREATED + 1] }, cellId: { not: 1 } } })).toBe(0);
    expect(await prisma.labCell.count({ where: { labId: CREATED + 1 } })).toBe(0);
  });

  it("PUT keeps checks the body leaves out, and null removes them; a learner sending check fields gets 403", async () => {
    const id = randomUUID();
    expect((await create(author, cell({ id, cell_id: 3, expected_output: "A", test_code: "assert True" }))).status).toBe(201);
    const kept = await put(author, { id, ...cell({ cell_id: 3, pre_text: "changed" }) });
    expect(kept.status).toBe(200);
    expect(kept.json.cell).toMatchObject({ PRE_TEXT: "changed", EXPECTED_OUTPUT: "A", TEST_CODE: "assert True" });
    const cleared = await put(author, { id, ...cell({ cell_id: 3, expected_output: null, output_match: "pattern", test_code: null }) });
    expect(cleared.json.cell).toMatchObject({ EXPECTED_OUTPUT: null, OUTPUT_MATCH: "pattern", TEST_CODE: null });
    const byLearner = await put(learner, { id, expected_output: "anything" });
    expect(byLearner.status).toBe(403);
    expect(await (await db()).labCell.findUniqueOrThrow({ where: { id } })).toMatchObject({ expectedOutput: null });
  });

  it("refuses a pattern that backtracks catastrophically (the outside review's) with a 400 saying why; a normal pattern is saved", async () => {
    const REVIEW = "(\\d+\\s?)+";
    const why = `expected_output: ${patternProblem(REVIEW)}`;
    expect(why).toMatch(/^expected_output: is a pattern that could take minutes to check: \(\\d\+\\s\?\)\+ repeats a part/);
    const id = randomUUID();
    const refused = await create(author, cell({ id, cell_id: 5, language: "javascript", expected_output: REVIEW, output_match: "pattern" }));
    expect(refused).toMatchObject({ status: 400, json: { message: why, code: "bad_request" } });
    expect(await (await db()).labCell.count({ where: { id } })).toBe(0);

    const saved = await create(author, cell({ id, cell_id: 5, language: "javascript", expected_output: "Numbers: (\\d+, )*\\d+", output_match: "pattern" }));
    expect(saved.status).toBe(201);
    expect(saved.json.cell).toMatchObject({ EXPECTED_OUTPUT: "Numbers: (\\d+, )*\\d+", OUTPUT_MATCH: "pattern" });

    // PUT: the whole cell, a new pattern alone (the stored mode is "pattern"), or the mode alone over stored text.
    expect(await put(author, { id, ...cell({ cell_id: 5, expected_output: "(a+)+b", output_match: "pattern" }) })).toMatchObject({ status: 400 });
    const alone = await put(author, { id, ...cell({ cell_id: 5, expected_output: REVIEW }) });
    expect(alone).toMatchObject({ status: 400, json: { message: why } });
    expect((await put(author, { id, ...cell({ cell_id: 5, expected_output: REVIEW, output_match: "exact" }) })).status).toBe(200);
    const modeAlone = await put(author, { id, ...cell({ cell_id: 5, output_match: "pattern" }) });
    expect(modeAlone).toMatchObject({ status: 400, json: { message: why } });
    expect(await (await db()).labCell.findUniqueOrThrow({ where: { id } })).toMatchObject({ expectedOutput: REVIEW, outputMatch: "exact" });
    await call(deleteRoute, "/api/lab/lab", { method: "DELETE", ...json(author, { id }) });
  });

  it("only the lab's author or an admin changes or deletes its cells (another author gets 403 and nothing changes)", async () => {
    const [otherAuthor, admin] = [await makeUser("author"), await makeUser("admin")];
    const id = randomUUID();
    expect((await create(author, cell({ id, cell_id: 6, code: "print('mine')" }))).status).toBe(201);
    const edit = await put(otherAuthor, { id, ...cell({ cell_id: 6, code: "print('theirs')" }) });
    expect(edit).toMatchObject({ status: 403, json: { message: "Only this lab's author or an admin can change or delete it." } });
    const del = await call(deleteRoute, "/api/lab/lab", { method: "DELETE", ...json(otherAuthor, { id }) });
    expect(del.status).toBe(403);
    expect((await (await db()).labCell.findUniqueOrThrow({ where: { id } })).code).toBe("print('mine')");
    expect((await put(admin, { id, ...cell({ cell_id: 6, code: "print('admin')" }) })).status).toBe(200);
    expect((await call(deleteRoute, "/api/lab/lab", { method: "DELETE", ...json(admin, { id }) })).status).toBe(200);
  });

  it("deleting a cell deletes the passes of it (cascade)", async () => {
    const id = randomUUID();
    expect((await create(author, cell({ id, cell_id: 4, expected_output: "1" }))).status).toBe(201);
    expect((await checkPassed(learner, { id })).status).toBe(200);
    expect(await passCount(id)).toBe(1);
    const del = await call(deleteRoute, "/api/lab/lab", { method: "DELETE", ...json(author, { id }) });
    expect(del.status).toBe(200);
    expect(await passCount(id)).toBe(0);
  });
});

describe("POST /api/lab/run-java with a cellId: the server judges the Java output itself", () => {
  const code = "public class Main { public static void main(String[] a) { System.out.println(1 + 1); } }";

  it("a wrong output is ✗ with the line diff and stores nothing; the right output is ✓ and stores the pass", async () => {
    fake.answer = () => ({ run: { stdout: "2\n" } });
    const wrong = await runJava(learner, { code, cellId: java[0]!.id });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toEqual({
      output: "2\n",
      check: {
        passed: false,
        reason: "output",
        message: CHECK_TEXTS.outputDiffers,
        diff: [
          { kind: "expected", text: "Sum: 2" },
          { kind: "got", text: "2" },
        ],
      },
    });
    expect(await passCount(java[0]!.id)).toBe(0);

    fake.answer = () => ({ run: { stdout: "Sum: 2  \r\n" } });
    const right = await runJava(learner, { code, cellId: java[0]!.id });
    expect(right.json).toEqual({ output: "Sum: 2  \r\n", check: { passed: true } });
    expect(await passCount(java[0]!.id)).toBe(1);
    // Judged by the server's own run: verified. And the run is kept for the teacher's live view.
    const prisma = await db();
    expect((await prisma.userCellPass.findUniqueOrThrow({ where: { userId_cellId: { userId: learner.id, cellId: java[0]!.id } } })).verifiedAt).toBeInstanceOf(
      Date,
    );
    expect(await prisma.labActivity.findUniqueOrThrow({ where: { userId_cellId: { userId: learner.id, cellId: java[0]!.id } } })).toMatchObject({
      labId: JAVA,
      outcome: "passed",
      output: "Sum: 2  \r\n",
      code,
    });
    expect((await cellsOf(JAVA, learner, true)).map((r) => r.passed)).toEqual([true, false, false]);
    expect((await cellsOf(JAVA, other, true)).map((r) => r.passed)).toEqual([false, false, false]);
  });

  it("judges a pattern, and a program that fails is ✗ with its error even if it printed the right text", async () => {
    fake.answer = () => ({ run: { stdout: "Hello, Asha!\n" } });
    const streamed = await runJava(other, { code, cellId: java[1]!.id }, "application/x-ndjson");
    const final = String(streamed.json)
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .at(-1);
    expect(final).toEqual({ output: "Hello, Asha!\n", check: { passed: true } });
    expect(await passCount(java[1]!.id)).toBe(1);

    fake.answer = () => ({ run: { stdout: "Hi, Ben!\n", stderr: 'Exception in thread "main" java.lang.RuntimeException: boom\n', code: 1 } });
    const failed = await runJava(learner, { code, cellId: java[1]!.id });
    expect(failed.json.check).toMatchObject({ passed: false, reason: "error", message: CHECK_TEXTS.codeFailed });
    expect(await (await db()).userCellPass.count({ where: { cellId: java[1]!.id, userId: learner.id } })).toBe(0);
  });

  it("an author's backtracking pattern on the learner's chosen output is stopped within the time limit: ✗, saying so, nothing stored", async () => {
    const prisma = (await db()) as unknown as SeedDb;
    const [slow] = await createLab(prisma, {
      labId: base + 4,
      title: `Slow pattern ${base}`,
      language: "java",
      cells: [{ preText: "A's then b.", code, expectedOutput: "(a+)+b", outputMatch: "pattern" }],
    });
    // Unbounded, this match backtracks 2^40 times: hours on the event loop that serves every learner.
    fake.answer = () => ({ run: { stdout: `${"a".repeat(40)}\n` } });
    const started = Date.now();
    const res = await runJava(learner, { code, cellId: slow!.id });
    expect(Date.now() - started).toBeLessThan(PATTERN_TIME_LIMIT_MS + 2_000);
    expect(res.json.check).toEqual({ passed: false, reason: "output", message: CHECK_TEXTS.patternTooSlow });
    expect(await passCount(slow!.id)).toBe(0);

    fake.answer = () => ({ run: { stdout: "aaab\n" } });
    expect((await runJava(learner, { code, cellId: slow!.id })).json.check).toEqual({ passed: true });
  });

  it("a Java cell without an expected output runs with no check; a non-Java or unknown cell is a 404 before anything runs", async () => {
    fake.answer = () => ({ run: { stdout: "ok\n" } });
    const plain = await runJava(learner, { code, cellId: java[2]!.id });
    expect(plain.json).toEqual({ output: "ok\n" });
    fake.received.length = 0;
    expect(await runJava(learner, { code, cellId: py[0]!.id })).toMatchObject({ status: 404, json: { message: JAVA_CELL_NOT_FOUND } });
    expect(await runJava(learner, { code, cellId: randomUUID() })).toMatchObject({ status: 404, json: { message: JAVA_CELL_NOT_FOUND } });
    expect(fake.received).toHaveLength(0);
    const bad = await runJava(learner, { code, cellId: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^cellId: /);
  });
});
