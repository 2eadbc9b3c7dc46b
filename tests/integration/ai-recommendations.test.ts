// GET /api/recommendations: lectures behind missed questions and courses that fit next, per attempt and for home.
import { GET } from "../../app/api/recommendations/route";
import { db } from "../../lib/server/db/client";
import { resetEnvForTests } from "../../lib/env";
import { call } from "../support/route-client";
import { aiUser, board, courseWithLecture, gradeLevel, tag } from "../support/ai-fixtures";

let f: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const prisma = await db();
  const t = tag();
  const teacher = await aiUser();
  const learner = await aiUser();
  const [g10, g11, g12, brd] = [await gradeLevel(10), await gradeLevel(11), await gradeLevel(12), await board(`Rec Board ${t}`)];
  const taken = await courseWithLecture({
    teacherId: teacher.id,
    name: `Taken ${t}`,
    gradeId: g10.id,
    boardId: brd.id,
    lecture: `Motion ${t}`,
    questions: [
      { question: `Speed unit? ${t}`, options: ["m/s", "kg", "N", "J"], correct: "m/s" },
      { question: `Force unit? ${t}`, options: ["m/s", "kg", "N", "J"], correct: "N" },
      { question: `Energy unit? ${t}`, options: ["m/s", "kg", "N", "J"], correct: "J" },
    ],
  });
  const sameFits = await courseWithLecture({ teacherId: teacher.id, name: `Same grade ${t}`, gradeId: g10.id, boardId: brd.id });
  const sameEnrolled = await courseWithLecture({ teacherId: teacher.id, name: `Already enrolled ${t}`, gradeId: g10.id, boardId: brd.id });
  const unpublished = await courseWithLecture({ teacherId: teacher.id, name: `Unpublished ${t}`, gradeId: g10.id, boardId: brd.id, status: 1 });
  const next = await courseWithLecture({ teacherId: teacher.id, name: `Next level ${t}`, gradeId: g11.id, boardId: brd.id });
  const otherBoard = await board(`Rec Other Board ${t}`);
  const sameOtherBoard = await courseWithLecture({ teacherId: teacher.id, name: `Same grade other board ${t}`, gradeId: g10.id, boardId: otherBoard.id });
  const later = await courseWithLecture({ teacherId: teacher.id, name: `Two levels up ${t}`, gradeId: g12.id, boardId: brd.id });
  await prisma.enrollment.createMany({
    data: [
      { userId: learner.id, courseId: taken.id },
      { userId: learner.id, courseId: sameEnrolled.id },
    ],
  });
  const lecture = taken.chapters[0]!.contents[0]!;
  const [speed, force, energy] = lecture.assessments;
  const attempt = await prisma.quizAttempt.create({
    data: {
      userId: learner.id,
      contentId: lecture.id,
      total: 3,
      score: 1,
      finishedAt: new Date(),
      answers: {
        create: [
          { assessmentId: speed!.id, firstChoice: "m/s", lastChoice: "m/s", firstCorrect: true },
          // Corrected later, but the first choice is what counts.
          { assessmentId: force!.id, firstChoice: "kg", lastChoice: "N", firstCorrect: false },
          { assessmentId: energy!.id, firstChoice: "N", lastChoice: "N", firstCorrect: false },
        ],
      },
    },
  });
  return { t, teacher, learner, taken, sameFits, sameOtherBoard, sameEnrolled, unpublished, next, later, lecture, force: force!, energy: energy!, attempt };
}

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  f = await setup();
});

it("requires a login", async () => {
  expect((await call(GET, "/api/recommendations")).status).toBe(401);
});

it("for an attempt: the lecture behind the missed questions, and courses of the same grade and board not yet enrolled", async () => {
  const res = await call(GET, `/api/recommendations?attemptId=${f.attempt.id}`, { headers: f.learner.headers });
  expect(res.status).toBe(200);
  expect(res.json.summary).toBe(`You scored 1 of 3 in the skills test of “${f.lecture.name}”.`);
  expect(res.json.message).toBeNull();
  expect(res.json.lectures).toEqual([
    {
      contentId: f.lecture.id,
      lectureName: f.lecture.name,
      chapterName: `Chapter of ${f.taken.name}`,
      courseId: f.taken.id,
      courseName: f.taken.name,
      teacherId: f.teacher.id,
      missedQuestions: [f.force.question, f.energy.question],
    },
  ]);
  const names = res.json.courses.map((c: { name: string }) => c.name);
  // Failed (1 of 3): the same grade only (this board first, then others); never the next level, enrolled,
  // unpublished or two levels up.
  expect(names).toEqual([f.sameFits.name, f.sameOtherBoard.name]);
  expect(res.json.courses[0]).toMatchObject({
    courseId: f.sameFits.id,
    grade: "Grade 10",
    teacherId: f.teacher.id,
    reason: expect.stringMatching(/^Same grade and board/),
  });
  expect(res.json.courses[1]).toMatchObject({ courseId: f.sameOtherBoard.id, grade: "Grade 10", reason: expect.stringMatching(/^Same grade \(/) });
  expect(res.json.courses.some((c: { reason: string }) => /Next level/.test(c.reason))).toBe(false);
});

it("offers the next level only after a pass, and puts it first", async () => {
  const prisma = await db();
  const passed = await prisma.quizAttempt.create({
    data: { userId: f.learner.id, contentId: f.lecture.id, attemptNumber: 2, total: 3, score: 3, finishedAt: new Date(Date.now() - 60_000) },
  });
  const res = await call(GET, `/api/recommendations?attemptId=${passed.id}`, { headers: f.learner.headers });
  expect(res.json.lectures).toEqual([]);
  expect(res.json.courses.map((c: { name: string }) => c.name)).toEqual([f.next.name, f.sameFits.name]);
});

it("treats another learner's attempt as missing", async () => {
  const other = await aiUser();
  const res = await call(GET, `/api/recommendations?attemptId=${f.attempt.id}`, { headers: other.headers });
  expect(res.status).toBe(404);
  expect(res.json.message).toBe("Test attempt not found.");
});

it("rejects a malformed attempt id", async () => {
  const res = await call(GET, "/api/recommendations?attemptId=abc", { headers: f.learner.headers });
  expect(res.status).toBe(400);
  expect(res.json.message).toMatch(/attemptId/);
});

it("home: an invitation state without attempts, the latest attempts' recommendations otherwise", async () => {
  const fresh = await aiUser();
  const empty = await call(GET, "/api/recommendations", { headers: fresh.headers });
  expect(empty.json).toEqual({ attempts: 0, summary: null, lectures: [], courses: [], message: null });

  const res = await call(GET, "/api/recommendations", { headers: f.learner.headers });
  expect(res.status).toBe(200);
  expect(res.json.attempts).toBe(2);
  expect(res.json.summary).toBe("In your last 2 skills tests you answered 4 of 6 questions right first time.");
  expect(res.json.lectures.map((l: { contentId: number }) => l.contentId)).toEqual([f.lecture.id]);
  // The course's latest test (1 of 3) failed, so no next level even though the two together reach half.
  expect(res.json.courses.map((c: { name: string }) => c.name)).toEqual([f.sameFits.name, f.sameOtherBoard.name]);
});
