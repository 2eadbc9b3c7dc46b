// Who may use each course studio route: a visitor is 401 and a learner 403 on every one; an author or teacher
// changes only their own courses, an admin their school's, an admin without a school every course. Someone
// else's course, chapter or content is a 404 (the studio does not tell strangers which drafts exist), and a
// refused call changes nothing.
import { db } from "../../lib/server/db/client";
import { account, school, type Account } from "./teaching-fixtures";
import { makeStudioCourse, question, studio, studioSnapshot } from "./studio-fixtures";

let schoolA: { id: number };
let schoolB: { id: number };
let owner: Account;
let sameSchoolTeacher: Account;
let schoolessAuthor: Account;
let adminA: Account;
let adminB: Account;
let platformAdmin: Account;
let learnerA: Account;

beforeAll(async () => {
  [schoolA, schoolB] = [await school(), await school()];
  owner = await account("teacher", schoolA.id);
  sameSchoolTeacher = await account("teacher", schoolA.id);
  schoolessAuthor = await account("author", null);
  adminA = await account("admin", schoolA.id);
  adminB = await account("admin", schoolB.id);
  platformAdmin = await account("admin", null);
  learnerA = await account("user", schoolA.id);
});

type Target = Awaited<ReturnType<typeof makeStudioCourse>>;
type Route = [name: string, run: (who: Account | null, t: Target) => ReturnType<typeof studio.get>, ok: number];

const AIKEN = "Which is a mammal?\nA. Shark\nB. Whale\nANSWER: B\n";

const routes: Route[] = [
  ["GET /api/studio/courses/:id", (w, t) => studio.get(w, t.courseId), 200],
  ["PUT /api/studio/courses/:id", (w, t) => studio.update(w, t.courseId, { name: "Renamed course" }), 200],
  ["PUT /api/studio/courses/:id/publish", (w, t) => studio.publish(w, t.courseId, true), 200],
  ["GET /api/studio/courses/:id/preview", (w, t) => studio.preview(w, t.courseId), 200],
  ["POST /api/studio/courses/:id/chapters", (w, t) => studio.addChapter(w, t.courseId, "Chapter 2"), 201],
  ["PUT /api/studio/courses/:id/chapters", (w, t) => studio.reorderChapters(w, t.courseId, [t.chapterId]), 200],
  ["PUT /api/studio/chapters/:id", (w, t) => studio.renameChapter(w, t.chapterId, "Renamed chapter"), 200],
  ["DELETE /api/studio/chapters/:id", (w, t) => studio.deleteChapter(w, t.chapterId), 200],
  ["POST /api/studio/chapters/:id/contents", (w, t) => studio.addContent(w, t.chapterId, { kind: "reading", name: "More", body: "Text" }), 201],
  ["PUT /api/studio/chapters/:id/contents", (w, t) => studio.reorderContents(w, t.chapterId, [t.testId, t.readingId]), 200],
  ["PUT /api/studio/contents/:id", (w, t) => studio.updateContent(w, t.readingId, { name: "Renamed lesson" }), 200],
  ["DELETE /api/studio/contents/:id", (w, t) => studio.deleteContent(w, t.readingId), 200],
  ["GET /api/studio/contents/:id/test", (w, t) => studio.test(w, t.testId), 200],
  ["PUT /api/studio/contents/:id/test", (w, t) => studio.saveTest(w, t.testId, { questions: [question("1 + 1?", ["1", "2"], 2)] }), 200],
  ["POST /api/studio/contents/:id/test/import", (w, t) => studio.importQuestions(w, t.testId, { format: "aiken", text: AIKEN }), 200],
];

describe.each(routes)("%s", (_name, run, ok) => {
  it("refuses a visitor (401), a learner (403), another teacher, an author and another school's admin (404), changing nothing", async () => {
    const t = await makeStudioCourse({ ownerId: owner.id, schoolId: schoolA.id });
    const before = await studioSnapshot(t.courseId);
    expect((await run(null, t)).status).toBe(401);
    const asLearner = await run(learnerA, t);
    expect(asLearner.status).toBe(403);
    expect(asLearner.json.message).not.toMatch(/Studio Course/);
    for (const stranger of [sameSchoolTeacher, schoolessAuthor, adminB]) {
      const res = await run(stranger, t);
      expect([stranger.username, res.status]).toEqual([stranger.username, 404]);
      expect(res.json.message).toMatch(/^(Course|Chapter|Content) not found$/);
    }
    expect(await studioSnapshot(t.courseId)).toEqual(before);
  });

  it.each([
    ["the owner", () => owner],
    ["an admin of the course's school", () => adminA],
    ["an admin without a school", () => platformAdmin],
  ])("lets %s in", async (_who, who) => {
    const t = await makeStudioCourse({ ownerId: owner.id, schoolId: schoolA.id });
    const res = await run(who(), t);
    expect(res.status).toBe(ok);
  });
});

describe("the studio's course list, options and new courses", () => {
  let own: Target;
  let colleagues: Target;
  let otherSchool: Target;
  let noSchool: Target;
  beforeAll(async () => {
    own = await makeStudioCourse({ ownerId: owner.id, schoolId: schoolA.id });
    colleagues = await makeStudioCourse({ ownerId: sameSchoolTeacher.id, schoolId: schoolA.id });
    otherSchool = await makeStudioCourse({ ownerId: adminB.id, schoolId: schoolB.id });
    noSchool = await makeStudioCourse({ ownerId: schoolessAuthor.id, schoolId: null });
  });
  const ids = async (who: Account) => {
    const res = await studio.list(who);
    expect(res.status).toBe(200);
    return (res.json.courses as { id: number }[]).map((c) => c.id);
  };
  const mine = (all: number[]) => [own, colleagues, otherSchool, noSchool].map((t) => all.includes(t.courseId));

  it("lists a teacher's own courses, an admin's school's, and every course for an admin without a school", async () => {
    expect(mine(await ids(owner))).toEqual([true, false, false, false]);
    expect(mine(await ids(schoolessAuthor))).toEqual([false, false, false, true]);
    expect(mine(await ids(adminA))).toEqual([true, true, false, false]);
    expect(mine(await ids(adminB))).toEqual([false, false, true, false]);
    expect(mine(await ids(platformAdmin))).toEqual([true, true, true, true]);
  });

  it("refuses the list, the options and a new course to visitors (401) and learners (403)", async () => {
    for (const [who, status] of [
      [null, 401],
      [learnerA, 403],
    ] as const) {
      expect((await studio.list(who)).status).toBe(status);
      expect((await studio.options(who)).status).toBe(status);
      expect((await studio.create(who, { name: "Sneaky course" })).status).toBe(status);
    }
    const prisma = await db();
    expect(await prisma.course.count({ where: { name: "Sneaky course" } })).toBe(0);
  });

  it("offers a teacher their own school only, and every school to an admin without one", async () => {
    const asTeacher = await studio.options(owner);
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.json.schools).toEqual([expect.objectContaining({ id: schoolA.id })]);
    expect(asTeacher.json.defaultSchoolId).toBe(schoolA.id);
    const asAuthor = await studio.options(schoolessAuthor);
    expect(asAuthor.json).toMatchObject({ schools: [], defaultSchoolId: null });
    const asPlatform = await studio.options(platformAdmin);
    expect((asPlatform.json.schools as { id: number }[]).map((s) => s.id)).toEqual(expect.arrayContaining([schoolA.id, schoolB.id]));
    expect(asPlatform.json.defaultSchoolId).toBeNull();
  });

  it("puts a new course in its author's school; only an admin without a school may choose another", async () => {
    const made = await studio.create(owner, { name: "Grade 8 Science" });
    expect(made.status).toBe(201);
    expect(made.json.course).toMatchObject({ owner: { id: owner.id }, school: { id: schoolA.id } });

    for (const organizationId of [schoolB.id, null]) {
      const res = await studio.create(owner, { name: `Elsewhere ${organizationId}`, organizationId });
      expect([organizationId, res.status, res.json.message]).toEqual([organizationId, 403, "A course can only belong to your own school."]);
    }

    const chosen = await studio.create(platformAdmin, { name: "For school B", organizationId: schoolB.id });
    expect(chosen.status).toBe(201);
    const id = chosen.json.course.id as number;
    expect(chosen.json.course.school).toMatchObject({ id: schoolB.id });
    expect((await studio.get(adminB, id)).status).toBe(200);
    expect((await studio.get(adminA, id)).status).toBe(404);
  });

  it("does not let a teacher move their course out of their school (where its admin would lose it)", async () => {
    const t = await makeStudioCourse({ ownerId: owner.id, schoolId: schoolA.id });
    const before = await studioSnapshot(t.courseId);
    for (const organizationId of [null, schoolB.id]) {
      const res = await studio.update(owner, t.courseId, { name: "Moved away", organizationId });
      expect([organizationId, res.status]).toEqual([organizationId, 403]);
    }
    expect(await studioSnapshot(t.courseId)).toEqual(before);
    expect((await studio.get(adminA, t.courseId)).status).toBe(200);
    // The school admin may not hand it to another school either; an admin without a school may.
    expect((await studio.update(adminA, t.courseId, { name: "Moved away", organizationId: schoolB.id })).status).toBe(403);
    const moved = await studio.update(platformAdmin, t.courseId, { name: "Moved by the platform", organizationId: schoolB.id });
    expect(moved.status).toBe(200);
    expect(moved.json.course.school).toMatchObject({ id: schoolB.id });
  });
});
