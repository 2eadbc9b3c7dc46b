import { POST as start } from "../../app/api/quiz/attempts/route";
import { POST as answer } from "../../app/api/quiz/attempts/[id]/answers/route";
import { POST as finish } from "../../app/api/quiz/attempts/[id]/finish/route";
import { db } from "../../lib/server/db/client";
import { log } from "../../lib/server/log/logger";
import { call } from "../support/route-client";
import { enrolLearner, makeLearner, makePlayerCourse, questions } from "./player-fixtures";

type Learner = Awaited<ReturnType<typeof makeLearner>>;

async function setup(quiz = questions(4)) {
  const teacher = await makeLearner("author");
  const learner = await makeLearner();
  const made = await makePlayerCourse({ teacherId: teacher.id, quiz });
  await enrolLearner(learner.id, made.course.id);
  return { learner, ...made };
}

const begin = (who: Learner, contentId: unknown) => call(start, "/api/quiz/attempts", { headers: who.headers, body: { contentId } });
const choose = (who: Learner, attemptId: number | string, assessmentId: unknown, choice: unknown) =>
  call(answer, `/api/quiz/attempts/${attemptId}/answers`, { headers: who.headers, params: { id: String(attemptId) }, body: { assessmentId, choice } });
const done = (who: Learner, attemptId: number | string) =>
  call(finish, `/api/quiz/attempts/${attemptId}/finish`, { headers: who.headers, params: { id: String(attemptId) }, method: "POST" });

// questions(n): option 2 is always the right one.
const RIGHT = 2;
const WRONG = 1;

describe("POST /api/quiz/attempts", () => {
  it("starts an attempt over the lesson's questions", async () => {
    const { learner, lecture } = await setup();
    const res = await begin(learner, lecture.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ attemptId: expect.any(Number), total: 4, attemptNumber: 1, passPercent: 50 });
    expect(res.json.questions).toHaveLength(4);
    const row = await (await db()).quizAttempt.findUniqueOrThrow({ where: { id: res.json.attemptId } });
    expect(row).toMatchObject({ userId: learner.id, contentId: lecture.id, total: 4, score: null, finishedAt: null });
  });

  it("refuses lessons without questions (422), courses not enrolled (403), unknown content (404), bad input (400)", async () => {
    const { learner, lecture, game } = await setup();
    const stranger = await makeLearner();
    const empty = await begin(learner, game.id);
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe("This lesson has no skills test yet.");
    expect((await begin(stranger, lecture.id)).status).toBe(403);
    expect((await begin(learner, 2_000_000_000)).status).toBe(404);
    for (const bad of ["1", 0, -4, 2.5, null, "<script>", [lecture.id]]) expect((await begin(learner, bad)).status).toBe(400);
    const malformed = await call(start, "/api/quiz/attempts", {
      headers: { ...learner.headers, "content-type": "application/json" },
      rawBody: '{"contentId": 1',
    });
    expect(malformed.status).toBe(400);
    expect((await call(start, "/api/quiz/attempts", { body: { contentId: lecture.id } })).status).toBe(401);
  });
});

describe("POST /api/quiz/attempts/{id}/answers", () => {
  it("scores the current choice, keeps the first choice once and the last choice always", async () => {
    const { learner, lecture } = await setup();
    const q = lecture.assessments[0]!;
    const { attemptId } = (await begin(learner, lecture.id)).json;

    expect((await choose(learner, attemptId, q.id, WRONG)).json).toEqual({ score: 0 });
    expect((await choose(learner, attemptId, q.id, RIGHT)).json).toEqual({ score: 1 });
    expect((await choose(learner, attemptId, q.id, 4)).json).toEqual({ score: 0 });
    expect((await choose(learner, attemptId, q.id, RIGHT)).json).toEqual({ score: 1 });

    const row = await (await db()).quizAnswer.findUniqueOrThrow({ where: { attemptId_assessmentId: { attemptId, assessmentId: q.id } } });
    expect(row).toMatchObject({ firstChoice: q.option1, lastChoice: q.option2, firstCorrect: false });
  });

  it("only the attempt's owner may answer; unknown attempts are 404; bad ids and choices 400", async () => {
    const { learner, lecture } = await setup();
    const other = await makeLearner();
    const q = lecture.assessments[0]!;
    const { attemptId } = (await begin(learner, lecture.id)).json;

    const theirs = await choose(other, attemptId, q.id, RIGHT);
    expect(theirs.status).toBe(403);
    expect(theirs.json.message).toBe("This skills test belongs to another learner.");
    expect((await choose(learner, 2_000_000_000, q.id, RIGHT)).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5", "1 OR 1=1"]) expect((await choose(learner, id, q.id, RIGHT)).status).toBe(400);
    for (const choice of [0, 5, 2.5, "2", null, "option2"]) {
      const res = await choose(learner, attemptId, q.id, choice);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^choice: /);
    }
    expect((await choose(learner, attemptId, "x", RIGHT)).status).toBe(400);
    const malformed = await call(answer, "/x", {
      headers: { ...learner.headers, "content-type": "application/json" },
      params: { id: String(attemptId) },
      rawBody: "{,}",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("Malformed JSON body.");
    // The owner's answer was never recorded by any of those.
    expect(await (await db()).quizAnswer.count({ where: { attemptId } })).toBe(0);
  });

  it("keeps one first choice when two tabs answer the same question at once", async () => {
    const { learner, lecture } = await setup();
    const { attemptId } = (await begin(learner, lecture.id)).json;
    const q = lecture.assessments[0]!;
    const answers = await Promise.all([RIGHT, WRONG, RIGHT, WRONG].map((c) => choose(learner, attemptId, q.id, c)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await (await db()).quizAnswer.findMany({ where: { attemptId } });
    expect(rows).toHaveLength(1);
    // Whichever tab came first, the stored first choice and its grade agree.
    expect(rows[0]!.firstCorrect).toBe(rows[0]!.firstChoice === q.option2);
  });

  it("refuses a question from another lesson", async () => {
    const { learner, lecture } = await setup();
    const elsewhere = await setup();
    const { attemptId } = (await begin(learner, lecture.id)).json;
    const res = await choose(learner, attemptId, elsewhere.lecture.assessments[0]!.id, RIGHT);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Question not found in this skills test");
  });

  it("logs a question whose `correct` matches no option, scores it 0 and does not fail", async () => {
    const broken = questions(2);
    broken[0] = { ...broken[0]!, correct: "forty-two" };
    const { learner, lecture } = await setup(broken);
    const spy = jest.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      const { attemptId } = (await begin(learner, lecture.id)).json;
      const q = lecture.assessments[0]!;
      for (const choice of [1, 2, 3, 4]) {
        const res = await choose(learner, attemptId, q.id, choice);
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ score: 0 });
      }
      expect(spy).toHaveBeenCalledWith(
        "assessment correct answer matches none of its options",
        expect.objectContaining({ assessmentId: q.id, correct: "forty-two" }),
      );
      await choose(learner, attemptId, lecture.assessments[1]!.id, RIGHT);
      const result = await done(learner, attemptId);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ total: 2, score: 1, passed: true });
      expect(result.json.missed).toEqual([{ assessmentId: q.id, question: q.question, chosen: q.option1, correct: null, contentId: lecture.id }]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("POST /api/quiz/attempts/{id}/finish", () => {
  it("records which attempt was first: a retry says so and carries the first attempt's honest score", async () => {
    const { learner, lecture } = await setup();
    const [a, b, c, d] = lecture.assessments;
    const first = (await begin(learner, lecture.id)).json;
    expect(first.attemptNumber).toBe(1);
    await choose(learner, first.attemptId, a!.id, RIGHT);
    await choose(learner, first.attemptId, b!.id, WRONG);
    const firstResult = (await done(learner, first.attemptId)).json;
    expect(firstResult).toMatchObject({ attemptNumber: 1, firstAttempt: true, score: 1, firstAttemptScore: 1 });

    // Having seen the right answers, the retry scores full marks; the record still shows the first score.
    const second = (await begin(learner, lecture.id)).json;
    expect(second.attemptNumber).toBe(2);
    for (const q of [a, b, c, d]) await choose(learner, second.attemptId, q!.id, RIGHT);
    const retry = (await done(learner, second.attemptId)).json;
    expect(retry).toMatchObject({ attemptNumber: 2, firstAttempt: false, score: 4, firstAttemptScore: 1 });
    const rows = await (
      await db()
    ).quizAttempt.findMany({
      where: { userId: learner.id, contentId: lecture.id },
      orderBy: { attemptNumber: "asc" },
      select: { attemptNumber: true, score: true },
    });
    expect(rows).toEqual([
      { attemptNumber: 1, score: 1 },
      { attemptNumber: 2, score: 4 },
    ]);
  });

  it("numbers attempts answered for the first time at the same moment without duplicates", async () => {
    const { learner, lecture } = await setup();
    const q = lecture.assessments[0]!;
    const first = (await begin(learner, lecture.id)).json.attemptId;
    await choose(learner, first, q.id, RIGHT);
    // Three open attempts without an answer (three tabs), answered at once: each takes a number of its own.
    const prisma = await db();
    const open = await Promise.all([0, 1, 2].map(() => prisma.quizAttempt.create({ data: { userId: learner.id, contentId: lecture.id, total: 4 } })));
    const answered = await Promise.all(open.map((a) => choose(learner, a.id, q.id, WRONG)));
    expect(answered.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await prisma.quizAttempt.findMany({ where: { id: { in: open.map((a) => a.id) } }, select: { attemptNumber: true } });
    expect(rows.map((r) => r.attemptNumber).sort()).toEqual([2, 3, 4]);
  });

  it("counts an attempt from its first answer: opening a test and leaving it is no attempt", async () => {
    const { learner, lecture } = await setup();
    const [a, b, c, d] = lecture.assessments;
    // Opened, left for a lecture, opened again, twice: one unanswered attempt, reused, and no number yet.
    const opened = await Promise.all([0, 1, 2].map(async () => (await begin(learner, lecture.id)).json));
    const prisma = await db();
    const rows = () => prisma.quizAttempt.findMany({ where: { userId: learner.id, contentId: lecture.id }, select: { id: true, attemptNumber: true } });
    expect((await rows()).every((r) => r.attemptNumber === null)).toBe(true);
    const again = (await begin(learner, lecture.id)).json;
    expect(again).toMatchObject({ total: 4, attemptNumber: 1 });
    expect(opened.map((o) => o.attemptId)).toContain(again.attemptId);
    expect((await begin(learner, lecture.id)).json.attemptId).toBe(again.attemptId);
    // Nothing answered: there is no result to ask for.
    const empty = await done(learner, again.attemptId);
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe("Answer at least one question before asking for the result.");

    for (const q of [a, b, c, d]) await choose(learner, again.attemptId, q!.id, RIGHT);
    const result = (await done(learner, again.attemptId)).json;
    expect(result).toMatchObject({ attemptNumber: 1, firstAttempt: true, score: 4, firstAttemptScore: 4 });
    expect((await rows()).filter((r) => r.attemptNumber !== null)).toEqual([{ id: again.attemptId, attemptNumber: 1 }]);

    // The next attempt that gets an answer is the second, whatever was opened in between.
    const retry = (await begin(learner, lecture.id)).json;
    expect(retry.attemptNumber).toBe(2);
    await begin(learner, lecture.id);
    await choose(learner, retry.attemptId, a!.id, WRONG);
    expect((await done(learner, retry.attemptId)).json).toMatchObject({ attemptNumber: 2, firstAttempt: false, firstAttemptScore: 4 });
  });

  it("counts first choices only: a changed answer changes the shown score but not the final one", async () => {
    const { learner, lecture } = await setup();
    const [a, b, c, d] = lecture.assessments;
    const { attemptId } = (await begin(learner, lecture.id)).json;
    await choose(learner, attemptId, a!.id, RIGHT);
    await choose(learner, attemptId, b!.id, WRONG);
    expect((await choose(learner, attemptId, b!.id, RIGHT)).json.score).toBe(1); // fixed later: still counts as wrong
    await choose(learner, attemptId, c!.id, RIGHT);
    expect((await choose(learner, attemptId, c!.id, WRONG)).json.score).toBe(0); // spoiled later: still counts as right
    await choose(learner, attemptId, d!.id, WRONG);

    const res = await done(learner, attemptId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ attemptId, total: 4, score: 2, passed: true });
    expect(res.json.missed.map((m: { assessmentId: number }) => m.assessmentId)).toEqual([b!.id, d!.id]);
    expect(res.json.missed[0]).toEqual({ assessmentId: b!.id, question: b!.question, chosen: b!.option1, correct: b!.option2, contentId: lecture.id });

    const row = await (await db()).quizAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    expect(row.score).toBe(2);
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it("passes at exactly 50%, fails just below, and counts unanswered questions as missed", async () => {
    const { learner, lecture } = await setup();
    const [a, b, c] = lecture.assessments;
    const pass = (await begin(learner, lecture.id)).json.attemptId;
    await choose(learner, pass, a!.id, RIGHT);
    await choose(learner, pass, b!.id, RIGHT);
    await choose(learner, pass, c!.id, WRONG);
    expect((await done(learner, pass)).json).toMatchObject({ total: 4, score: 2, passed: true });

    const fail = (await begin(learner, lecture.id)).json.attemptId;
    await choose(learner, fail, a!.id, RIGHT);
    await choose(learner, fail, b!.id, WRONG);
    const res = await done(learner, fail);
    expect(res.json).toMatchObject({ total: 4, score: 1, passed: false });
    expect(res.json.missed).toHaveLength(3);
    expect(res.json.missed[2]).toMatchObject({ chosen: null, correct: lecture.assessments[3]!.option2 });
  });

  it("is idempotent, closes the attempt to more answers, and belongs to its owner only", async () => {
    const { learner, lecture } = await setup();
    const other = await makeLearner();
    const q = lecture.assessments[0]!;
    const { attemptId } = (await begin(learner, lecture.id)).json;
    await choose(learner, attemptId, q.id, RIGHT);

    expect((await done(other, attemptId)).status).toBe(403);
    const first = await done(learner, attemptId);
    const again = await done(learner, attemptId);
    expect(again.json).toEqual(first.json);
    const late = await choose(learner, attemptId, q.id, WRONG);
    expect(late.status).toBe(409);
    expect((await done(learner, attemptId)).json.score).toBe(1);
    expect((await done(learner, 2_000_000_000)).status).toBe(404);
    expect((await done(learner, "abc")).status).toBe(400);
    expect((await call(finish, "/x", { params: { id: String(attemptId) }, method: "POST" })).status).toBe(401);
  });
});
