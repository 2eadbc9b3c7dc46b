// seedDemo: fills an empty database with the demo catalogue (grades, boards, schools, teachers, demo
// accounts, courses with chapters, lectures, games and quizzes, and coding labs). One transaction, so a
// failure leaves the database empty and the next start simply tries again.
import type { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import {
  BOARDS,
  CLASSMATES,
  COURSES,
  DEMO_ACCOUNTS,
  DEMO_TEACHER_CLASSES,
  ENROLMENTS,
  GRADES,
  LABS,
  OPEN_CAMPUS,
  SCHOOL_YEAR,
  SCHOOLS,
  TEACHERS,
  type PersonSeed,
} from "./catalogue";
import { createCourse, type SeedDb } from "./factories";
import { videoSeconds } from "./catalogue/build";
import { durationText, mp4DurationSeconds } from "@/lib/media/mp4-duration";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "./password";

export type SeedCounts = {
  grades: number;
  boards: number;
  organizations: number;
  classes: number;
  users: number;
  courses: { published: number; unpublished: number };
  chapters: number;
  contents: { lectures: number; animated: number; games: number };
  assessments: number;
  labs: number;
  labCells: number;
  enrollments: number;
  ms: number;
};

export type SeedResult = ({ skipped: false } & SeedCounts) | { skipped: true; reason: string };

type Omits = Prisma.PrismaClientOptions["omit"];

const PEOPLE: PersonSeed[] = [...TEACHERS, ...Object.values(DEMO_ACCOUNTS), ...CLASSMATES];

function byName<T extends { id: number; name: string }>(rows: T[], what: string) {
  const map = new Map(rows.map((r) => [r.name, r.id]));
  return (name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${name}`);
    return id;
  };
}

async function fill<O extends Omits>(tx: SeedDb<O>, hashes: Map<string, string>) {
  const grades = await tx.grade.createManyAndReturn({ data: GRADES, select: { id: true, name: true } });
  const boards = await tx.board.createManyAndReturn({ data: BOARDS.map((name) => ({ name })), select: { id: true, name: true } });
  const gradeId = byName(grades, "grade");
  const boardId = byName(boards, "board");

  // Sign-up always sends organization 3, so it must exist whatever else is there.
  await tx.organization.upsert({ where: { id: OPEN_CAMPUS.id }, create: OPEN_CAMPUS, update: {}, select: { id: true } });
  await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"organizations"', 'id'), GREATEST((SELECT MAX(id) FROM "organizations"), 1))`);
  const schools = await tx.organization.createManyAndReturn({ data: SCHOOLS.map((s) => ({ name: s.name })), select: { id: true, name: true } });
  const schoolId = byName(schools, "school");
  const classes = await tx.schoolClass.createManyAndReturn({
    data: SCHOOLS.flatMap((s) =>
      s.classes.map((c) => ({ organizationId: schoolId(s.name), name: c.name, code: c.code, gradeId: gradeId(c.grade), schoolYear: SCHOOL_YEAR })),
    ),
    select: { id: true, code: true, organizationId: true },
  });
  const classByCode = new Map(classes.map((c) => [c.code, c]));
  const classOf = (code: string) => {
    const cls = classByCode.get(code);
    if (!cls) throw new Error(`Seed data refers to an unknown class code: ${code}`);
    return cls;
  };

  const users = await tx.user.createManyAndReturn({
    data: PEOPLE.map((p) => ({
      username: p.username,
      email: p.email.toLowerCase(),
      passwordHash: hashes.get(p.email)!,
      role: p.role,
      emailVerified: true,
      organizationId: p.platform ? null : p.school ? schoolId(p.school) : p.classCode ? classOf(p.classCode).organizationId : OPEN_CAMPUS.id,
    })),
    select: { id: true, username: true },
  });
  const userId = byName(
    users.map((u) => ({ id: u.id, name: u.username })),
    "user",
  );
  await tx.classMember.createMany({ data: PEOPLE.flatMap((p) => (p.classCode ? [{ classId: classOf(p.classCode).id, userId: userId(p.username) }] : [])) });
  await tx.schoolClass.updateMany({
    where: { code: { in: DEMO_TEACHER_CLASSES } },
    data: { teacherId: userId(DEMO_ACCOUNTS.teacher.username) },
  });

  const courseIds = new Map<string, { id: number; firstContentId: number | null }>();
  for (const { grade, board, teacher, chapters, ...course } of COURSES) {
    // The course's duration is its lecture videos' real length (the enrol page's summary), not a guess.
    const duration = durationText(videoSeconds(chapters, lectureVideoSeconds));
    const created = await createCourse(tx, { ...course, duration, userId: userId(teacher), gradeId: gradeId(grade), boardId: boardId(board), chapters });
    courseIds.set(course.name, { id: created.id, firstContentId: created.chapters[0]?.contents[0]?.id ?? null });
  }

  const labAuthor = userId(DEMO_ACCOUNTS.author.username);
  await tx.labCell.createMany({
    data: LABS.flatMap((lab) =>
      lab.cells.map((c, i) => ({
        labId: lab.labId,
        title: lab.title,
        cellId: i + 1,
        preText: c.preText,
        code: c.code,
        expectedOutput: c.expectedOutput ?? null,
        outputMatch: c.outputMatch ?? "exact",
        testCode: c.testCode ?? null,
        language: lab.language,
        createdById: labAuthor,
      })),
    ),
  });

  await tx.enrollment.createMany({
    data: ENROLMENTS.map(([username, courseName]) => {
      const course = courseIds.get(courseName);
      if (!course) throw new Error(`Seed enrolment refers to an unknown course: ${courseName}`);
      return { userId: userId(username), courseId: course.id, lastContentId: course.firstContentId };
    }),
  });
}

async function count<O extends Omits>(prisma: SeedDb<O>, started: number): Promise<SeedCounts> {
  const [grades, boards, organizations, classes, users, published, unpublished, chapters, lectures, animated, games, assessments, labs, labCells, enrollments] =
    await Promise.all([
      prisma.grade.count(),
      prisma.board.count(),
      prisma.organization.count(),
      prisma.schoolClass.count(),
      prisma.user.count(),
      prisma.course.count({ where: { status: 3 } }),
      prisma.course.count({ where: { status: { not: 3 } } }),
      prisma.chapter.count(),
      prisma.content.count({ where: { contentType: "lecture" } }),
      prisma.content.count({ where: { contentType: "2" } }),
      prisma.content.count({ where: { contentType: "game" } }),
      prisma.assessment.count(),
      prisma.labCell.groupBy({ by: ["labId"] }).then((g) => g.length),
      prisma.labCell.count(),
      prisma.enrollment.count(),
    ]);
  return {
    grades,
    boards,
    organizations,
    classes,
    users,
    courses: { published, unpublished },
    chapters,
    contents: { lectures, animated, games },
    assessments,
    labs,
    labCells,
    enrollments,
    ms: Date.now() - started,
  };
}

export type SeedOptions = {
  /**
   * true: the people get the documented demo passwords (the embedded one-command default, tests, e2e).
   * false: same people (they own the courses and labs) but each with a random password nobody knows —
   * a deployment on a real database has no account with a published password.
   */
  demoPasswords?: boolean;
};

/** Seeds an empty database; does nothing when any course exists already. */
export async function seedDemo<O extends Omits>(prisma: PrismaClient<never, O>, { demoPasswords = true }: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  if ((await prisma.course.count()) > 0) return { skipped: true, reason: "courses already exist" };

  // argon2id is deliberately slow: hash before the transaction opens, in parallel.
  const hashes = new Map(
    await Promise.all(PEOPLE.map(async (p) => [p.email, await hashPassword(demoPasswords ? p.password : randomBytes(32).toString("base64url"))] as const)),
  );

  await prisma.$transaction(async (tx) => fill(tx, hashes), { maxWait: 10_000, timeout: 120_000 });
  return { skipped: false, ...(await count(prisma, started)) };
}

const videoLengths = new Map<string, number>();

/** A seeded lecture video's length, read from its file in media/videos (the seed serves only its own videos). */
export function lectureVideoSeconds(video: string): number {
  let seconds = videoLengths.get(video);
  if (seconds === undefined) {
    const file = path.join(process.cwd(), "media", "videos", video);
    const read = mp4DurationSeconds(readFileSync(file));
    if (read === null) throw new Error(`seed: cannot read the length of ${file}`);
    seconds = read;
    videoLengths.set(video, seconds);
  }
  return seconds;
}
