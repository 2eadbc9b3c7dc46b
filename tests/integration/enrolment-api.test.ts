// POST /api/enrollments/enroll and GET /api/enrollments/getStudentEnrollment/{id}: who may enrol whom,
// idempotency, published-only, and hostile input.
import { POST as enrollRoute } from "../../app/api/enrollments/enroll/route";
import { GET as studentEnrollments } from "../../app/api/enrollments/getStudentEnrollment/[id]/route";
import { GET as allCourses } from "../../app/api/courses/allcourses/route";
import { db } from "../../lib/server/db/client";
import { issueSessionToken } from "../../lib/server/auth/nextauth-jwt";
import { call } from "../support/route-client";
import { hostileIds, makeCourse, makeGradeAndBoard, makeUser } from "./courses-fixtures";

type User = Awaited<ReturnType<typeof makeUser>>;
let teacher: User, learner: User, other: User, admin: User;
let course: { id: number }, second: { id: number }, draft: { id: number };
let gb: Awaited<ReturnType<typeof makeGradeAndBoard>>;

const enrollCall = (who: User | null, body: unknown, extra: { rawBody?: string; headers?: Record<string, string> } = {}) =>
  call(enrollRoute, "/api/enrollments/enroll", {
    method: "POST",
    ...(extra.rawBody !== undefined ? { rawBody: extra.rawBody } : { body }),
    headers: { "content-type": "application/json", ...(who ? who.headers : {}), ...extra.headers },
  });

const listCall = (who: User | null, id: string | number) =>
  call(studentEnrollments, `/api/enrollments/getStudentEnrollment/${id}`, { params: { id: String(id) }, headers: who ? who.headers : {} });

beforeAll(async () => {
  [teacher, learner, other, admin] = await Promise.all([makeUser("author"), makeUser("user"), makeUser("user"), makeUser("admin")]);
  gb = await makeGradeAndBoard();
  course = await makeCourse({ teacherId: teacher.id, gradeId: gb.grade.id, boardId: gb.board.id, name: "Light and shadows" });
  second = await makeCourse({ teacherId: teacher.id });
  draft = await makeCourse({ teacherId: teacher.id, status: 1 });
});

describe("POST /api/enrollments/enroll", () => {
  it("needs a login", async () => {
    const res = await enrollCall(null, { userId: learner.id, courseId: course.id });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login first");
  });

  it("enrols the learner, then removes the course from their catalogue", async () => {
    const res = await enrollCall(learner, { userId: learner.id, courseId: course.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ alreadyEnrolled: false, enrollment: { userId: learner.id, courseId: course.id } });
    const list = await call(allCourses, "/api/courses/allcourses", { headers: learner.headers });
    expect((list.json.data as { id: number }[]).map((c) => c.id)).not.toContain(course.id);
  });

  it("is idempotent: enrolling again answers 200 with the same enrolment and stores one row", async () => {
    const first = await enrollCall(learner, { userId: learner.id, courseId: course.id });
    const again = await enrollCall(learner, { userId: String(learner.id), courseId: String(course.id) });
    expect(again.status).toBe(200);
    expect(again.json.alreadyEnrolled).toBe(true);
    expect(again.json.enrollment.id).toBe(first.json.enrollment.id);
    const prisma = await db();
    expect(await prisma.enrollment.count({ where: { userId: learner.id, courseId: course.id } })).toBe(1);
  });

  it("survives two simultaneous enrolments of the same pair", async () => {
    const results = await Promise.all([
      enrollCall(other, { userId: other.id, courseId: second.id }),
      enrollCall(other, { userId: other.id, courseId: second.id }),
      enrollCall(other, { userId: other.id, courseId: second.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const prisma = await db();
    expect(await prisma.enrollment.count({ where: { userId: other.id, courseId: second.id } })).toBe(1);
  });

  it("refuses to enrol somebody else: 403 and nothing stored", async () => {
    const res = await enrollCall(learner, { userId: other.id, courseId: course.id });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/own account/);
    const prisma = await db();
    expect(await prisma.enrollment.count({ where: { userId: other.id, courseId: course.id } })).toBe(0);
  });

  it("lets an admin enrol another user, but not a user who does not exist", async () => {
    const res = await enrollCall(admin, { userId: other.id, courseId: course.id });
    expect(res.status).toBe(201);
    const ghost = await enrollCall(admin, { userId: 2_000_000_000, courseId: course.id });
    expect(ghost.status).toBe(404);
    expect(ghost.json.message).toBe("User not found");
  });

  it("answers 404 for unpublished and unknown courses", async () => {
    for (const courseId of [draft.id, 2_000_000_000]) {
      const res = await enrollCall(learner, { userId: learner.id, courseId });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Course not found");
    }
  });

  it("rejects a token of a user who no longer exists, and an expired token", async () => {
    const ghost = await issueSessionToken({
      sub: "2000000000",
      role: "user",
      organization: null,
      org_id: null,
      course_code: null,
      username: "g",
      email: "g@x.test",
      ver: 0,
    });
    expect((await enrollCall(null, { userId: 2_000_000_000, courseId: course.id }, { headers: { "x-access-token": ghost } })).status).toBe(401);
    const expired = await issueSessionToken(
      { sub: String(learner.id), role: "user", organization: null, org_id: null, course_code: null, username: learner.username, email: learner.email, ver: 0 },
      -10,
    );
    expect((await enrollCall(null, { userId: learner.id, courseId: course.id }, { headers: { "x-access-token": expired } })).status).toBe(401);
  });

  it.each([
    ["malformed JSON", { rawBody: "{userId: 1," }, /Malformed JSON/],
    ["an empty body", { rawBody: "" }, /userId/],
    ["a JSON array", { rawBody: "[1,2]" }, /^Invalid input: expected object, received array$/],
    ["missing courseId", { body: { userId: 1 } }, /courseId/],
    ["a string userId", { body: { userId: "me", courseId: 1 } }, /userId/],
    ["an object courseId", { body: { userId: 1, courseId: { $gt: 0 } } }, /courseId/],
    ["a SQL injection string", { body: { userId: 1, courseId: "1 OR 1=1; DROP TABLE enrollments;--" } }, /courseId/],
    ["an HTML injection string", { body: { userId: "<img src=x onerror=alert(1)>", courseId: 1 } }, /userId/],
    ["a negative id", { body: { userId: -5, courseId: 1 } }, /userId/],
    ["a fractional id", { body: { userId: 1, courseId: 1.5 } }, /courseId/],
    ["an id beyond int4", { body: { userId: 1, courseId: 1e12 } }, /courseId/],
  ])("answers 400 with a message for %s", async (_label, input, message) => {
    const res = await enrollCall(learner, (input as { body?: unknown }).body, { rawBody: (input as { rawBody?: string }).rawBody });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it("answers 413 for a huge body", async () => {
    const rawBody = JSON.stringify({ userId: learner.id, courseId: course.id, pad: "x".repeat(200_000) });
    const res = await enrollCall(learner, undefined, { rawBody });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Request body is too large.");
  });
});

describe("GET /api/enrollments/getStudentEnrollment/{id}", () => {
  it("lists one's own enrolments with the course's name, grade, board and teacher", async () => {
    const res = await listCall(learner, learner.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Success");
    expect(res.json.data).toEqual([
      expect.objectContaining({
        userId: learner.id,
        courseId: course.id,
        course: {
          id: course.id,
          name: "Light and shadows",
          img: "/img/courses/it.svg",
          grade: { name: gb.grade.name },
          board: { name: gb.board.name },
          user: { id: teacher.id, username: teacher.username },
        },
      }),
    ]);
  });

  it("answers an empty list for a learner with no enrolments", async () => {
    const fresh = await makeUser("user");
    const res = await listCall(fresh, fresh.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  it("hides enrolments in courses that were unpublished later", async () => {
    const prisma = await db();
    const later = await makeCourse({ teacherId: teacher.id });
    const fresh = await makeUser("user");
    await prisma.enrollment.create({ data: { userId: fresh.id, courseId: later.id } });
    await prisma.course.update({ where: { id: later.id }, data: { status: 1 } });
    expect((await listCall(fresh, fresh.id)).json.data).toEqual([]);
  });

  it("refuses another learner's list (403) and a visitor (401)", async () => {
    const res = await listCall(other, learner.id);
    expect(res.status).toBe(403);
    expect(res.json.message).toEqual(expect.any(String));
    expect((await listCall(null, learner.id)).status).toBe(401);
  });

  it("lets an admin read anybody's list; an unknown user is a 404", async () => {
    const res = await listCall(admin, learner.id);
    expect(res.status).toBe(200);
    expect((res.json.data as { courseId: number }[]).map((e) => e.courseId)).toEqual([course.id]);
    const ghost = await listCall(admin, 2_000_000_000);
    expect(ghost.status).toBe(404);
    expect(ghost.json.message).toBe("User not found");
  });

  it.each(hostileIds)("answers 400 for the id %p", async (id) => {
    const res = await listCall(admin, id);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^id: /);
  });
});
