import { POST as view } from "../../app/api/progress/view/route";
import { POST as position } from "../../app/api/progress/position/route";
import { GET as details } from "../../app/api/courses/getUserCourseDetails/[userId]/[courseId]/route";
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

const read = (learner: { id: number; headers: Record<string, string> }, courseId: number) =>
  call(details, "/x", { headers: learner.headers, params: { userId: String(learner.id), courseId: String(courseId) } });

describe("POST /api/progress/view", () => {
  it("marks the content viewed and makes it the enrolment's last content, idempotently", async () => {
    const { learner, course, lecture, game } = await setup();
    for (const id of [lecture.id, game.id, lecture.id]) {
      const res = await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId: id } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: "Success", contentId: id, viewed: true });
    }
    const prisma = await db();
    const enrolment = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: learner.id, courseId: course.id } } });
    expect(enrolment.lastContentId).toBe(lecture.id);
    const rows = await prisma.contentProgress.findMany({ where: { userId: learner.id }, orderBy: { contentId: "asc" } });
    expect(rows.map((r) => [r.contentId, r.viewed])).toEqual([
      [lecture.id, true],
      [game.id, true],
    ]);
  });

  it("only for an enrolled learner: 401 without login, 403 when not enrolled, 404 for unknown content", async () => {
    const { lecture } = await setup();
    const stranger = await makeLearner();
    expect((await call(view, "/api/progress/view", { body: { contentId: lecture.id } })).status).toBe(401);
    const forbidden = await call(view, "/api/progress/view", { headers: stranger.headers, body: { contentId: lecture.id } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toMatch(/Enrol/);
    const missing = await call(view, "/api/progress/view", { headers: stranger.headers, body: { contentId: 2_000_000_000 } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Content not found");
  });

  it("rejects malformed JSON, wrong types, injection strings and huge bodies with a 4xx", async () => {
    const { learner } = await setup();
    const malformed = await call(view, "/api/progress/view", { headers: { ...learner.headers, "content-type": "application/json" }, rawBody: "{contentId:" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("Malformed JSON body.");
    for (const contentId of ["abc", -1, 0, 1.5, null, "1 OR 1=1", "<img src=x onerror=alert(1)>", [1], { id: 1 }]) {
      const res = await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId } });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^contentId: /);
    }
    const huge = await call(view, "/api/progress/view", { headers: learner.headers, body: { contentId: 1, pad: "x".repeat(5000) } });
    expect(huge.status).toBe(413);
  });
});

describe("POST /api/progress/position", () => {
  it("saves the position, which becomes the resume point, and updates it on later saves", async () => {
    const { learner, course, lecture } = await setup();
    const first = await call(position, "/api/progress/position", { headers: learner.headers, body: { contentId: lecture.id, positionSec: 12.3456 } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: "Success", contentId: lecture.id, positionSec: 12.346 });
    await call(position, "/api/progress/position", { headers: learner.headers, body: { contentId: lecture.id, positionSec: 42.5 } });

    const res = await read(learner, course.id);
    expect(res.json.data.resume).toEqual({ contentId: lecture.id, positionSec: 42.5 });
    expect(res.json.data.chapters[0].contents[0]).toMatchObject({ id: lecture.id, viewed: true, positionSec: 42.5 });
  });

  it("validates the range and type of positionSec", async () => {
    const { learner, lecture } = await setup();
    for (const positionSec of [-1, 24 * 3600 + 1, "10", null, 1e308 * 10]) {
      const res = await call(position, "/api/progress/position", { headers: learner.headers, body: { contentId: lecture.id, positionSec } });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^positionSec: /);
    }
    const missing = await call(position, "/api/progress/position", { headers: learner.headers, body: { contentId: lecture.id } });
    expect(missing.status).toBe(400);
    const malformed = await call(position, "/api/progress/position", { headers: { ...learner.headers, "content-type": "application/json" }, rawBody: "[" });
    expect(malformed.status).toBe(400);
  });

  it("refuses learners who are not enrolled and unknown content", async () => {
    const { lecture } = await setup();
    const stranger = await makeLearner();
    expect((await call(position, "/api/progress/position", { headers: stranger.headers, body: { contentId: lecture.id, positionSec: 3 } })).status).toBe(403);
    expect((await call(position, "/api/progress/position", { headers: stranger.headers, body: { contentId: 2_000_000_000, positionSec: 3 } })).status).toBe(
      404,
    );
    expect((await call(position, "/api/progress/position", { body: { contentId: lecture.id, positionSec: 3 } })).status).toBe(401);
  });

  it("survives two tabs saving the same new row at once", async () => {
    const { learner, game } = await setup();
    const results = await Promise.all(
      [5, 6, 7, 8].map((positionSec) => call(position, "/api/progress/position", { headers: learner.headers, body: { contentId: game.id, positionSec } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});
