// Skills tests in the studio, through the routes: 2-6 options with exactly one right; pass mark and per-learner
// shuffled options (first-choice scoring unchanged); editing a test learners have answered never changes a past
// attempt's questions, choices or score (the attempt keeps its version); question files imported all or nothing,
// each refused line reported, within a size and question-count limit.
import { db } from "../../lib/server/db/client";
import { TEST_CHANGED } from "../../lib/server/studio/skills-test";
import { IMPORT_MAX_CHARS } from "../../lib/schemas/studio";
import { account, school, type Account } from "./teaching-fixtures";
import { learner, question, studio, studioSnapshot } from "./studio-fixtures";

let teacher: Account;
beforeAll(async () => {
  teacher = await account("teacher", (await school()).id);
});

type StudioTest = {
  questions: { id: number; question: string; options: string[]; correct: number; explanation: string | null }[];
  passPercent: number;
  shuffleOptions: boolean;
  attempts: number;
  versions: number;
};

/** A published course with one empty test lesson (and a reading, so it can be published before the test is filled). */
async function courseWithTest(who: Account = teacher) {
  const made = await studio.create(who, { name: "Skills" });
  const courseId = made.json.course.id as number;
  const chapter = (await studio.addChapter(who, courseId, "Tests")).json.course.chapters[0].id as number;
  await studio.addContent(who, chapter, { kind: "reading", name: "Intro", body: "Read this first." });
  const added = await studio.addContent(who, chapter, { kind: "test", name: "Check" });
  expect(added.status).toBe(201);
  const testId = added.json.course.chapters[0].contents[1].id as number;
  expect((await studio.publish(who, courseId, true)).status).toBe(200);
  return { courseId, testId };
}

async function save(id: number, body: Record<string, unknown>, who: Account = teacher) {
  const res = await studio.saveTest(who, id, body);
  expect([res.status, res.json.message]).toEqual([200, "Skills test saved."]);
  return res.json.test as StudioTest;
}

const four = (n: number) => question(`Q${n}: ${n} × 2?`, [`${n * 2 - 1}`, `${n * 2}`, `${n * 2 + 1}`, `${n * 2 + 2}`], 2);

describe("a test's questions", () => {
  it("takes 2 to 6 options with exactly one right, and refuses anything else naming the question, changing nothing", async () => {
    const { courseId, testId } = await courseWithTest();
    const ok = await save(testId, {
      questions: [question("Two?", ["a", "b"], 2), question("Six?", ["1", "2", "3", "4", "5", "6"], 6, { explanation: "  Count them.  " })],
    });
    expect(ok.questions.map((q) => [q.question, q.options.length, q.correct, q.explanation])).toEqual([
      ["Two?", 2, 2, null],
      ["Six?", 6, 6, "Count them."],
    ]);
    const before = await studioSnapshot(courseId);
    const bad: [unknown, string][] = [
      [question("One?", ["a"], 1), "questions.0.options: needs at least 2 options"],
      [question("Seven?", ["1", "2", "3", "4", "5", "6", "7"], 1), "questions.0.options: may have at most 6 options"],
      [question("None right?", ["a", "b"], 0), "questions.0.correct: must be an option number"],
      [question("Out of range?", ["a", "b"], 3), "questions.0.correct: must be one of the question's 2 options"],
      [question("Same?", ["Paris", " paris "], 1), "questions.0.options: must all differ"],
      [question("Same but spaced?", ["New Delhi", "New  Delhi"], 2), "questions.0.options: must all differ"],
      [question("Blank option?", ["a", " "], 1), "questions.0.options.1: is required"],
      [question("", ["a", "b"], 1), "questions.0.question: is required"],
      [{ question: "Two right?", options: ["a", "b"], correct: [1, 2] }, "questions.0.correct: must be an option number"],
    ];
    for (const [q, message] of bad) {
      const res = await studio.saveTest(teacher, testId, { questions: [q] });
      expect([q, res.status, res.json.message]).toEqual([q, 400, message]);
    }
    for (const passPercent of [0, 101, 50.5]) {
      const res = await studio.saveTest(teacher, testId, { questions: [], passPercent });
      expect([passPercent, res.status]).toEqual([passPercent, 400]);
    }
    expect(await studioSnapshot(courseId)).toEqual(before);
  });

  it("keeps unchanged questions' ids, changes unanswered ones in place, and refuses a stale or foreign question id", async () => {
    const { testId } = await courseWithTest();
    const other = await courseWithTest();
    const first = await save(testId, { questions: [four(1), four(2)] });
    const [q1, q2] = first.questions;
    const again = await save(testId, { questions: [q2, q1] });
    expect(again.questions.map((q) => q.id)).toEqual([q2!.id, q1!.id]);
    const edited = await save(testId, { questions: [{ ...q1, question: "Q1, reworded?" }] });
    // No one has answered it: changed in place, same id; the dropped one is gone.
    expect(edited.questions.map((q) => [q.id, q.question])).toEqual([[q1!.id, "Q1, reworded?"]]);
    expect(await (await db()).assessment.count({ where: { id: q2!.id } })).toBe(0);

    const otherQ = (await save(other.testId, { questions: [four(3)] })).questions[0]!;
    for (const stale of [q2!, otherQ, { ...q1!, id: 987654321 }]) {
      const res = await studio.saveTest(teacher, testId, { questions: [stale] });
      expect([stale.id, res.status, res.json.message]).toEqual([stale.id, 409, TEST_CHANGED]);
    }
    const dup = await studio.saveTest(teacher, testId, { questions: [q1, q1] });
    expect(dup.status).toBe(409);
  });
});

it("previews a draft's test as a learner sees it: current questions, never their answers", async () => {
  const { courseId, testId } = await courseWithTest();
  expect((await studio.publish(teacher, courseId, false)).status).toBe(200);
  await save(testId, { questions: [question("Which is even?", ["3", "4", "5"], 2, { explanation: "4 = 2 × 2" })] });
  const res = await studio.preview(teacher, courseId);
  expect(res.status).toBe(200);
  const content = (res.json.chapters[0].contents as { id: number; assessments: Record<string, unknown>[] }[]).find((c) => c.id === testId)!;
  expect(content.assessments).toEqual([
    { id: expect.any(Number), question: "Which is even?", option1: "3", option2: "4", option3: "5", option4: "", option5: "", option6: "" },
  ]);
  expect(JSON.stringify(res.json)).not.toMatch(/"correct"|2 × 2/);
});

describe("pass mark and shuffled options", () => {
  it("passes at the test's own pass mark (default 50%)", async () => {
    const { courseId, testId } = await courseWithTest();
    const saved = await save(testId, { questions: [four(1), four(2), four(3), four(4)] });
    expect(saved).toMatchObject({ passPercent: 50, shuffleOptions: false });
    const l = await account("user", null);
    expect((await learner.enrol(l, courseId)).status).toBe(201);
    const right = (q: { question: string; options: string[] }) => q.options.indexOf(`${Number(/Q(\d)/.exec(q.question)![1]) * 2}`) + 1;
    // 2 of 4 right: passes at 50%.
    let n = 0;
    const twoRight = await learner.takeTest(l, testId, (q) => (n++ < 2 ? right(q) : right(q) === 1 ? 2 : 1));
    expect(twoRight.result).toMatchObject({ score: 2, total: 4, passed: true, passPercent: 50 });

    await save(testId, { ...(await studio.test(teacher, testId)).json.test, passPercent: 75 });
    n = 0;
    const twoAgain = await learner.takeTest(l, testId, (q) => (n++ < 2 ? right(q) : right(q) === 1 ? 2 : 1));
    expect(twoAgain.result).toMatchObject({ score: 2, passed: false, passPercent: 75 });
    n = 0;
    const three = await learner.takeTest(l, testId, (q) => (n++ < 3 ? right(q) : right(q) === 1 ? 2 : 1));
    expect(three.result).toMatchObject({ score: 3, passed: true, passPercent: 75 });
    // The first attempt still passed at the mark it was taken on.
    expect((await learner.finish(l, twoRight.start.attemptId as number)).json).toMatchObject({ score: 2, passed: true, passPercent: 50 });
  });

  it("shuffles each learner's options when asked, and scores the option they chose, not its place", async () => {
    const { courseId, testId } = await courseWithTest();
    const qs = [1, 2, 3, 4, 5, 6].map(four);
    await save(testId, { questions: qs, shuffleOptions: true });
    const stored = (await studio.test(teacher, testId)).json.test as StudioTest;
    expect(stored.shuffleOptions).toBe(true);
    const l = await account("user", null);
    expect((await learner.enrol(l, courseId)).status).toBe(201);
    const correctText = (q: { question: string }) => `${Number(/Q(\d)/.exec(q.question)![1]) * 2}`;
    const taken = await learner.takeTest(l, testId, (q) => q.options.indexOf(correctText(q)) + 1);
    const shown = taken.start.questions as { question: string; options: string[] }[];
    // Every question shows the same options, and across six questions this learner's order is not the stored one.
    shown.forEach((q, i) => expect([...q.options].sort()).toEqual([...qs[i]!.options].sort()));
    expect(shown.map((q) => q.options)).not.toEqual(qs.map((q) => q.options));
    expect(taken.result).toMatchObject({ score: 6, total: 6, passed: true, missed: [] });

    // The same learner sees the same order on the next attempt; without shuffle, everyone sees the stored order.
    const again = await learner.takeTest(l, testId, () => 1);
    expect((again.start.questions as { options: string[] }[]).map((q) => q.options)).toEqual(shown.map((q) => q.options));
    await save(testId, { ...stored, shuffleOptions: false });
    const plain = await learner.takeTest(l, testId, () => 2);
    expect((plain.start.questions as { options: string[] }[]).map((q) => q.options)).toEqual(qs.map((q) => q.options));
    expect(plain.result).toMatchObject({ score: 6 });
  });
});

describe("editing a test learners have answered", () => {
  it("never changes a past attempt's questions, choices or score; the next attempt takes the new version", async () => {
    const { courseId, testId } = await courseWithTest();
    const v1 = await save(testId, {
      questions: [
        question("Capital of France?", ["Paris", "Rome", "Berlin"], 1, { explanation: "Paris, on the Seine." }),
        question("2 + 2?", ["3", "4"], 2),
        question("Largest planet?", ["Mars", "Jupiter"], 2),
      ],
    });
    const l = await account("user", null);
    expect((await learner.enrol(l, courseId)).status).toBe(201);
    // Right, wrong, right.
    const answers: Record<string, string> = { "Capital of France?": "Paris", "2 + 2?": "3", "Largest planet?": "Jupiter" };
    const past = await learner.takeTest(l, testId, (q) => q.options.indexOf(answers[q.question]!) + 1);
    expect(past.result).toMatchObject({ score: 2, total: 3, passed: true });
    const prisma = await db();
    const rowsBefore = await prisma.assessment.findMany({ where: { contentId: testId }, orderBy: { id: "asc" } });

    // The author rewords the first question, changes the second's right answer, drops the third, adds one, and
    // raises the pass mark.
    const [q1, q2] = v1.questions;
    const v2 = await save(testId, {
      questions: [
        { ...q1, question: "What is the capital of France?", options: ["Paris", "Lyon", "Nice"], explanation: "Still Paris." },
        { ...q2, options: ["3", "4", "5"], correct: 3 },
        question("Smallest prime?", ["1", "2"], 2),
      ],
      passPercent: 100,
    });
    expect(v2).toMatchObject({ attempts: 1, versions: 1, passPercent: 100 });
    expect(v2.questions.map((q) => q.question)).toEqual(["What is the capital of France?", "2 + 2?", "Smallest prime?"]);
    // Answered questions were retired, not changed: each past row is still there, word for word.
    for (const row of rowsBefore) expect(await prisma.assessment.findUnique({ where: { id: row.id } })).toEqual({ ...row, retiredAt: expect.any(Date) });
    expect(v2.questions.map((q) => q.id)).not.toContain(q1!.id);

    // The past attempt's result, read again: same questions, choices, score and pass mark.
    const reread = await learner.finish(l, past.start.attemptId as number);
    expect(reread.json).toEqual(past.result);
    expect(reread.json.missed).toEqual([expect.objectContaining({ question: "2 + 2?", chosen: "3", correct: "4" })]);
    expect(reread.json.explanations).toEqual([expect.objectContaining({ question: "Capital of France?", explanation: "Paris, on the Seine." })]);

    // The learner's next attempt is on the new version.
    const next = await learner.takeTest(l, testId, (q) => q.options.length);
    expect((next.start.questions as { question: string }[]).map((q) => q.question)).toEqual(["What is the capital of France?", "2 + 2?", "Smallest prime?"]);
    expect(next.result).toMatchObject({ total: 3, passPercent: 100 });
    expect(((await studio.test(teacher, testId)).json.test as StudioTest).versions).toBe(2);
    // Progress: the course counts the test passed (the first attempt passed at its own version's mark).
    expect((await learner.progress(l, courseId)).tests).toEqual({ passed: 1, total: 1 });

    // Deleting the lesson takes its attempts and versions with it.
    expect((await studio.deleteContent(teacher, testId)).status).toBe(200);
    expect(await prisma.testVersion.count({ where: { contentId: testId } })).toBe(0);
    expect(await prisma.quizAttempt.count({ where: { contentId: testId } })).toBe(0);
  });
});

describe("importing questions", () => {
  const GIFT = ["// From Moodle", "::Q1:: What is 1/2 of 8? {=4 ~2 ~8}", "", "::Q2:: 0.5 equals 1/2. {T}"].join("\n");

  it("imports a good file after the test's own questions, or in their place", async () => {
    const { testId } = await courseWithTest();
    await save(testId, { questions: [four(1)], passPercent: 60, shuffleOptions: true });
    const res = await studio.importQuestions(teacher, testId, { format: "gift", text: GIFT });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "2 questions imported.", saved: true, imported: 2, refused: [] });
    expect((res.json.test as StudioTest).questions.map((q) => q.question)).toEqual([four(1).question, "What is 1/2 of 8?", "0.5 equals 1/2."]);
    expect(res.json.test).toMatchObject({ passPercent: 60, shuffleOptions: true });

    const replaced = await studio.importQuestions(teacher, testId, {
      format: "csv",
      text: "question,option1,option2,answer\nHot?,yes,no,A\n",
      mode: "replace",
    });
    expect(replaced.json).toMatchObject({ saved: true, imported: 1 });
    expect((replaced.json.test as StudioTest).questions.map((q) => q.question)).toEqual(["Hot?"]);
  });

  it("imports nothing when one line is refused, and lists each refused line with why", async () => {
    const { courseId, testId } = await courseWithTest();
    await save(testId, { questions: [four(1)] });
    const before = await studioSnapshot(courseId);
    const aiken = [
      "Good one?",
      "A. yes",
      "B. no",
      "ANSWER: A",
      "",
      "Bad one?",
      "A. yes",
      "B. no",
      "ANSWER: C",
      "",
      "Another good?",
      "A. x",
      "B. y",
      "ANSWER: B",
    ].join("\n");
    const res = await studio.importQuestions(teacher, testId, { format: "aiken", text: aiken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: "Nothing was imported: 1 question was refused. Fix it and import the file again.",
      saved: false,
      imported: 0,
      refused: [{ line: 6, text: "Bad one?", reason: "The answer C is not one of the options (A, B)." }],
    });
    expect((res.json.test as StudioTest).questions.map((q) => q.question)).toEqual([four(1).question]);
    expect(await studioSnapshot(courseId)).toEqual(before);
  });

  it("refuses an empty file, an unknown format, a file over the size limit and an import past 200 questions", async () => {
    const { courseId, testId } = await courseWithTest();
    await save(testId, { questions: [four(1)] });
    const before = await studioSnapshot(courseId);
    const empty = await studio.importQuestions(teacher, testId, { format: "gift", text: "// only a comment\n\n" });
    expect([empty.status, empty.json.message]).toEqual([422, "The file has no questions."]);
    expect((await studio.importQuestions(teacher, testId, { format: "qti", text: "x" })).json.message).toBe("format: must be gift, aiken or csv");
    const huge = await studio.importQuestions(teacher, testId, { format: "csv", text: "q,a,b,,,,,A\n".repeat(IMPORT_MAX_CHARS / 12 + 1) });
    expect([huge.status, huge.json.message]).toEqual([400, `text: A question file may be at most ${IMPORT_MAX_CHARS / 1000} KB.`]);
    const many = Array.from({ length: 200 }, (_, i) => `Question ${i}?,a,b,,,,,A`).join("\n");
    const tooMany = await studio.importQuestions(teacher, testId, { format: "csv", text: many });
    expect([tooMany.status, tooMany.json.message]).toEqual([422, "A test may have at most 200 questions; this import would make 201."]);
    expect(await studioSnapshot(courseId)).toEqual(before);
    const replaced = await studio.importQuestions(teacher, testId, { format: "csv", text: many, mode: "replace" });
    expect(replaced.json).toMatchObject({ saved: true, imported: 200 });
  });
});
