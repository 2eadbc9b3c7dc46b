// GET /api/progress/courses: lessons viewed, tests passed (isPassing), where to continue, completion.
import { GET } from "../../app/api/progress/courses/route";
import { POST as view } from "../../app/api/progress/view/route";
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";
import { enrolLearner, makeLearner, makePlayerCourse } from "./player-fixtures";

async function setup() {
  const teacher = await makeLearner("author");
  const learner = await makeLearner();
  const made = await makePlayerCourse({ teacherId: teacher.id });
  await enrolLearner(learner.id, made.course.id);
  return { learner, ...made };
}

const progress = (learner: { headers: Record<string, string> }, query = "") => call(GET, `/api/progress/courses${query}`, { headers: learner.headers });

it("needs a login and a well-formed courseId", async () => {
  expect((await call(GET, "/api/progress/courses")).status).toBe(401);
  const { learner } = await setup();
  const bad = await progress(learner, "?courseId=abc");
  expect(bad.status).toBe(400);
  expect(bad.json.message).toMatch(/courseId/);
});

it("starts at 0% with the first lesson to start with, and counts views and a passed test to completion", async () => {
  const { learner, course, lecture, animated, game } = await setup();
  const fresh = await progress(learner);
  expect(fresh.status).toBe(200);
  expect(fresh.json.courses).toEqual([
    {
      courseId: course.id,
      contents: { viewed: 0, total: 3 },
      tests: { passed: 0, total: 1 },
      percent: 0,
      completed: false,
      next: { contentId: lecture.id, name: lecture.name, chapterName: "Fractions", resumed: false },
    },
  ]);

  await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId: animated.id } });
  const one = (await progress(learner, `?courseId=${course.id}`)).json.courses[0];
  expect(one.contents).toEqual({ viewed: 1, total: 3 });
  expect(one.percent).toBe(25);
  expect(one.next).toEqual({ contentId: animated.id, name: animated.name, chapterName: "Fractions", resumed: true });

  const prisma = await db();
  // A failed test (1 of 4) does not count; a pass at exactly half (2 of 4) does.
  await prisma.quizAttempt.create({ data: { userId: learner.id, contentId: lecture.id, total: 4, score: 1, finishedAt: new Date() } });
  expect((await progress(learner)).json.courses[0].tests).toEqual({ passed: 0, total: 1 });
  await prisma.quizAttempt.create({ data: { userId: learner.id, contentId: lecture.id, attemptNumber: 2, total: 4, score: 2, finishedAt: new Date() } });
  for (const c of [lecture, game]) await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId: c.id } });
  const done = (await progress(learner)).json.courses[0];
  expect(done).toMatchObject({ contents: { viewed: 3, total: 3 }, tests: { passed: 1, total: 1 }, percent: 100, completed: true });
});

it("shows only the caller's own enrolments", async () => {
  const { course } = await setup();
  const other = await makeLearner();
  expect((await progress(other)).json.courses).toEqual([]);
  expect((await progress(other, `?courseId=${course.id}`)).json.courses).toEqual([]);
});
