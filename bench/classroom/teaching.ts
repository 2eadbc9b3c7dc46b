// The teacher's side of the classroom bench: a class of N with 5 assigned courses (200 lessons, 10 tests, 3 labs)
// read in the gradebook and the live lab view while the class runs the lesson; 40 teachers polling the live view
// at once; a school of 2,000 learners in 60 classes; and N verifications of lab passes at once beside Java runs.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { createCourse, createLab, createOrganization, createSchoolClass, createUser } from "../../prisma/seed/factories";
import type { ChapterSeed } from "../../prisma/seed/types";
import type { Learner } from "./app";
import { PASSWORD } from "./app";
import { solvedCaptcha } from "./captcha";
import { summarize, timed } from "./stats";

type Json = Record<string, unknown>;

async function call(baseUrl: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-access-token": token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = null;
  }
  return { status: res.status, json, bytes: text.length };
}

/** A course of 4 chapters × 10 lectures; two lectures of it carry a 5-question test. */
function bigCourse(n: number): ChapterSeed[] {
  return Array.from({ length: 4 }, (_, c) => ({
    name: `Chapter ${c + 1}`,
    contents: Array.from({ length: 10 }, (_, l) => ({
      name: `Course ${n} lesson ${c * 10 + l + 1}`,
      video: "intro.mp4",
      assessments:
        (c === 0 || c === 3) && l === 9
          ? Array.from({ length: 5 }, (_, q) => ({
              question: `C${n} Q${q + 1}?`,
              options: ["a", "b", "c", "d"] as [string, string, string, string],
              correct: "b",
            }))
          : [],
    })),
  }));
}

const LAB_CODE = "def add(a, b):\n    return a + b\nprint(add(2, 3))\n";

export type Classroom = {
  classId: number;
  school: { id: number };
  courseIds: number[];
  testIds: number[];
  labIds: number[];
  pythonCellId: string;
  teacher: { email: string };
};

/** The class: the bench's N learners, a teacher, 5 courses of 40 lessons (10 tests), 3 labs, all assigned. */
export async function setupClassroom(prisma: PrismaClient, learners: Learner[]): Promise<Classroom> {
  const school = await createOrganization(prisma as never, { name: `Bench School ${Date.now()}` });
  const teacher = await createUser(prisma as never, {
    username: "bench.teacher",
    email: "bench.teacher@school.test",
    password: PASSWORD,
    role: "teacher",
    organizationId: school.id,
  });
  const cls = await createSchoolClass(prisma as never, { organizationId: school.id, name: "Bench 8A", code: "BNC-HAAA", teacherId: teacher.id });
  await prisma.classMember.createMany({ data: learners.map((l) => ({ classId: cls.id, userId: l.id })) });
  const courseIds: number[] = [];
  const testIds: number[] = [];
  for (let n = 1; n <= 5; n++) {
    const course = await createCourse(prisma as never, { userId: teacher.id, name: `Bench course ${n}`, chapters: bigCourse(n) });
    courseIds.push(course.id);
    for (const ch of course.chapters) for (const c of ch.contents) if (c.assessmentCount > 0) testIds.push(c.id);
  }
  const labIds = [910_001, 910_002, 910_003];
  let pythonCellId = "";
  for (const labId of labIds) {
    const cells = await createLab(prisma as never, {
      labId,
      title: `Bench lab ${labId}`,
      language: "python",
      cells: [
        { preText: "add", code: LAB_CODE, expectedOutput: "5\n", testCode: "assert add(2, 2) == 4\n" },
        { preText: "print", code: "print('hi')\n", expectedOutput: "hi\n" },
      ],
    });
    pythonCellId ||= cells[0]!.id;
  }
  await prisma.assignment.createMany({
    data: [
      ...courseIds.map((courseId) => ({ classId: cls.id, kind: "course" as const, targetKey: `course:${courseId}`, courseId, createdById: teacher.id })),
      ...testIds.map((contentId) => ({ classId: cls.id, kind: "test" as const, targetKey: `test:${contentId}`, contentId, createdById: teacher.id })),
      ...labIds.map((labId) => ({ classId: cls.id, kind: "lab" as const, targetKey: `lab:${labId}`, labId, createdById: teacher.id })),
    ],
  });
  await prisma.enrollment.createMany({ data: learners.flatMap((l) => courseIds.map((courseId) => ({ userId: l.id, courseId }))), skipDuplicates: true });
  return { classId: cls.id, school, courseIds, testIds, labIds, pythonCellId, teacher: { email: "bench.teacher@school.test" } };
}

/** Staff accounts signed in through the real sign-in (captcha solved each): the teacher, or admins of the school. */
export async function signInStaff(baseUrl: string, prisma: PrismaClient, room: Classroom, admins: number): Promise<{ teacher: string; admins: string[] }> {
  const signIn = async (email: string) => {
    const res = await fetch(`${baseUrl}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, recaptcha: await solvedCaptcha(baseUrl) }),
    });
    const json = (await res.json()) as Json;
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(json)}`);
    return String(json.accessToken);
  };
  const emails: string[] = [];
  for (let i = 0; i < admins; i++) {
    const email = `bench.admin.${i}@school.test`;
    await createUser(prisma as never, { username: `bench.admin.${i}`, email, password: PASSWORD, role: "admin", organizationId: room.school.id });
    emails.push(email);
  }
  const teacher = await signIn(room.teacher.email);
  const tokens: string[] = [];
  for (const e of emails) tokens.push(await signIn(e));
  return { teacher, admins: tokens };
}

/** Polls `path` every `everyMs` with each token until `stop` resolves; the latencies and statuses. */
export async function poll(baseUrl: string, tokens: string[], path: string, everyMs: number, stop: Promise<unknown>) {
  let done = false;
  void stop.then(() => (done = true));
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  await Promise.all(
    tokens.map(async (token, i) => {
      await new Promise((r) => setTimeout(r, (everyMs * i) / tokens.length));
      while (!done) {
        const started = Date.now();
        const r = await timed(() => call(baseUrl, path, token));
        ms.push(r.ms);
        statuses[r.value.status] = (statuses[r.value.status] ?? 0) + 1;
        const rest = everyMs - (Date.now() - started);
        if (rest > 0) await new Promise((res) => setTimeout(res, rest));
      }
    }),
  );
  return { latency: summarize(ms), statuses };
}

/** A school of `learners` in `classes` classes, each with the room's 5 courses and 10 tests assigned, half of each course viewed and every test taken once. */
export async function seedSchool(prisma: PrismaClient, room: Classroom, learners = 2_000, classes = 60) {
  const started = Date.now();
  const users = await prisma.user.createManyAndReturn({
    data: Array.from({ length: learners }, (_, i) => ({
      username: `school.learner.${i}`,
      email: `school.learner.${i}@school.test`,
      passwordHash: "x",
      emailVerified: true,
      organizationId: room.school.id,
    })),
    select: { id: true },
  });
  const teacher = await prisma.user.findUniqueOrThrow({ where: { email: room.teacher.email }, select: { id: true } });
  const made = await prisma.schoolClass.createManyAndReturn({
    data: Array.from({ length: classes }, (_, i) => ({
      organizationId: room.school.id,
      name: `School class ${i + 1}`,
      code: `SCH-${String(i).padStart(4, "Z")}`,
      teacherId: i < 2 ? teacher.id : null,
    })),
    select: { id: true },
  });
  const per = Math.ceil(learners / classes);
  await prisma.classMember.createMany({ data: users.map((u, i) => ({ classId: made[Math.floor(i / per)]!.id, userId: u.id })) });
  await prisma.assignment.createMany({
    data: made.flatMap((c) => [
      ...room.courseIds.map((courseId) => ({ classId: c.id, kind: "course" as const, targetKey: `course:${courseId}`, courseId })),
      ...room.testIds.map((contentId) => ({ classId: c.id, kind: "test" as const, targetKey: `test:${contentId}`, contentId })),
    ]),
  });
  const contents = await prisma.content.findMany({ where: { chapter: { courseId: { in: room.courseIds } } }, select: { id: true } });
  const half = contents.filter((_, i) => i % 2 === 0).map((c) => c.id);
  for (let i = 0; i < users.length; i += 200) {
    const batch = users.slice(i, i + 200);
    await prisma.enrollment.createMany({ data: batch.flatMap((u) => room.courseIds.map((courseId) => ({ userId: u.id, courseId }))) });
    await prisma.contentProgress.createMany({ data: batch.flatMap((u) => half.map((contentId) => ({ userId: u.id, contentId, viewed: true }))) });
    await prisma.quizAttempt.createMany({
      data: batch.flatMap((u) =>
        room.testIds.map((contentId) => ({ userId: u.id, contentId, total: 5, score: (u.id + contentId) % 6, finishedAt: new Date(), attemptNumber: 1 })),
      ),
    });
  }
  return {
    classIds: made.map((c) => c.id),
    ms: Date.now() - started,
    rows: { learners: users.length, progress: users.length * half.length, attempts: users.length * room.testIds.length },
  };
}

/** Reads a teacher does: each `rounds` times, one after another; the latencies. */
export async function reads(baseUrl: string, token: string, path: string, rounds: number) {
  await call(baseUrl, path, token); // warm
  const ms: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const r = await timed(() => call(baseUrl, path, token));
    ms.push(r.ms);
    status = r.value.status;
    bytes = r.value.bytes;
  }
  return { latency: summarize(ms), status, bytes };
}

const HELLO = `public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, class!");\n  }\n}\n`;

/**
 * Everyone's Python cell passes in their browser at once and is reported with its code: the server verifies each
 * in its sandbox. Meanwhile `javaLearners` other learners press Compile & Run: their runs share the line.
 */
export async function verificationsBurst(baseUrl: string, prisma: PrismaClient, room: Classroom, tokens: string[], javaTokens: string[]) {
  const verify = tokens.map((t) => timed(() => call(baseUrl, "/api/lab/check-passed", t, { id: room.pythonCellId, code: LAB_CODE })));
  const java = javaTokens.map((t) => timed(() => call(baseUrl, "/api/lab/run-java", t, { code: HELLO })));
  const [v, j] = await Promise.all([Promise.all(verify), Promise.all(java)]);
  const verified = await prisma.userCellPass.count({ where: { cellId: room.pythonCellId, verifiedAt: { not: null } } });
  return {
    acknowledged: v.filter((r) => r.value.status === 200).length,
    answeredVerified: v.filter((r) => r.value.json?.verified === true).length,
    storedVerified: verified,
    latency: summarize(v.map((r) => r.ms)),
    java: {
      ok: j.filter((r) => r.value.status === 200 && String(r.value.json?.output ?? "").includes("Hello, class!")).length,
      total: j.length,
      latency: summarize(j.map((r) => r.ms)),
    },
  };
}
