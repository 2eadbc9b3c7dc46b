// Typed factories shared by the demo seed and the tests. Each takes the Prisma client (or a transaction
// client) first and one options object; anything unique gets a counter + random suffix when not given,
// so tests can call them again and again against a shared database.
import { randomBytes } from "node:crypto";
import type { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import type { ChapterSeed, LabLanguage, LabCellSeed, QuestionSeed } from "./types";

type Omits = Prisma.PrismaClientOptions["omit"];

/** Any client: the plain one, the app's client (secrets omitted) or a transaction client. Factories always `select`. */
export type SeedDb<O extends Omits = Omits> = Omit<PrismaClient<never, O>, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

let counter = 0;

/** A short value that never repeats within a process and is unlikely to repeat across processes. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter.toString(36)}${randomBytes(3).toString("hex")}`;
}

export const DEFAULT_TEST_PASSWORD = "Learner#Pass1";
let defaultHash: Promise<string> | undefined;

/** Hashing is deliberately slow; the default password is hashed once per process. */
function hashFor(password: string | undefined): Promise<string> {
  if (password === undefined || password === DEFAULT_TEST_PASSWORD) {
    defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
    return defaultHash;
  }
  return hashPassword(password);
}

/** After rows were inserted with explicit ids, moves the id sequence past them. */
async function syncIdSequence<O extends Omits>(prisma: SeedDb<O>, table: "organizations") {
  await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`);
}

export async function createOrganization<O extends Omits>(prisma: SeedDb<O>, opts: { id?: number; name?: string } = {}) {
  const org = await prisma.organization.create({
    data: { id: opts.id, name: opts.name ?? `Test School ${uniqueSuffix()}` },
    select: { id: true, name: true },
  });
  if (opts.id !== undefined) await syncIdSequence(prisma, "organizations");
  return org;
}

export async function createSchoolClass<O extends Omits>(
  prisma: SeedDb<O>,
  opts: { organizationId: number; name?: string; code?: string; gradeId?: number | null; teacherId?: number | null; schoolYear?: string },
) {
  const s = uniqueSuffix();
  return prisma.schoolClass.create({
    data: {
      organizationId: opts.organizationId,
      name: opts.name ?? `Class ${s}`,
      code: opts.code ?? `CLS-${s.toUpperCase()}`,
      gradeId: opts.gradeId ?? null,
      teacherId: opts.teacherId ?? null,
      schoolYear: opts.schoolYear ?? "",
    },
    select: { id: true, name: true, code: true, organizationId: true, gradeId: true, teacherId: true },
  });
}

export type CreateUserOptions = {
  username?: string;
  email?: string;
  /** Plain text; hashed with argon2id. Defaults to DEFAULT_TEST_PASSWORD. */
  password?: string;
  role?: "user" | "author" | "teacher" | "admin";
  emailVerified?: boolean;
  organizationId?: number | null;
  /** Puts the user in this class too (class_members). */
  classId?: number | null;
};

export async function createUser<O extends Omits>(prisma: SeedDb<O>, opts: CreateUserOptions = {}) {
  const s = uniqueSuffix();
  const username = opts.username ?? `learner.${s}`;
  return prisma.user.create({
    data: {
      username,
      email: (opts.email ?? `${username}@example.test`).trim().toLowerCase(),
      passwordHash: await hashFor(opts.password),
      role: opts.role ?? "user",
      emailVerified: opts.emailVerified ?? true,
      organizationId: opts.organizationId ?? null,
      ...(opts.classId ? { classMemberships: { create: { classId: opts.classId } } } : {}),
    },
    select: { id: true, username: true, email: true, role: true, emailVerified: true, organizationId: true },
  });
}

export async function createGrade<O extends Omits>(prisma: SeedDb<O>, opts: { name?: string; level?: number } = {}) {
  const s = uniqueSuffix();
  // Test levels stay far above the real ones (6..12 and 101+), so they never collide with the seed.
  const level = opts.level ?? 10_000 + Math.floor(Math.random() * 1_000_000_000);
  return prisma.grade.create({ data: { name: opts.name ?? `Level ${s}`, level }, select: { id: true, name: true, level: true } });
}

export async function createBoard<O extends Omits>(prisma: SeedDb<O>, opts: { name?: string } = {}) {
  return prisma.board.create({ data: { name: opts.name ?? `Board ${uniqueSuffix()}` }, select: { id: true, name: true } });
}

export type CreateCourseOptions = {
  /** The teacher (the course's user). */
  userId: number;
  name?: string;
  description?: string;
  img?: string | null;
  /** 3 = published (the default here, since most tests want a visible course). */
  status?: number;
  gradeId?: number | null;
  boardId?: number | null;
  /** Left out: the database defaults ('0', 'RS', '90-min', 'English', no instructor). */
  price?: string;
  currency?: string;
  duration?: string;
  language?: string;
  instructorName?: string | null;
  chapters?: ChapterSeed[];
};

export type CreatedContent = { id: number; name: string; contentType: string; position: number; assessmentCount: number };
export type CreatedChapter = { id: number; name: string; position: number; contents: CreatedContent[] };

function assessmentRows(contentId: number, questions: QuestionSeed[]) {
  return questions.map((q, i) => ({
    contentId,
    question: q.question,
    option1: q.options[0],
    option2: q.options[1],
    option3: q.options[2],
    option4: q.options[3],
    correct: q.correct,
    position: i + 1,
  }));
}

/** A course with its chapters, contents and assessments, in four statements whatever its size. */
export async function createCourse<O extends Omits>(prisma: SeedDb<O>, opts: CreateCourseOptions) {
  const course = await prisma.course.create({
    data: {
      name: opts.name ?? `Practice Course ${uniqueSuffix()}`,
      description: opts.description ?? "",
      img: opts.img ?? null,
      status: opts.status ?? 3,
      gradeId: opts.gradeId ?? null,
      boardId: opts.boardId ?? null,
      userId: opts.userId,
      price: opts.price,
      currency: opts.currency,
      duration: opts.duration,
      language: opts.language,
      instructorName: opts.instructorName ?? null,
    },
    select: { id: true, name: true, status: true },
  });
  const seeds = opts.chapters ?? [];
  if (seeds.length === 0) return { ...course, chapters: [] as CreatedChapter[] };

  const chapters = await prisma.chapter.createManyAndReturn({
    data: seeds.map((c, i) => ({ courseId: course.id, name: c.name, position: i + 1 })),
    select: { id: true, name: true, position: true },
  });
  chapters.sort((a, b) => a.position - b.position);

  const contentData = chapters.flatMap((ch, i) =>
    seeds[i]!.contents.map((c, j) => ({
      chapterId: ch.id,
      name: c.name,
      description: c.description ?? "",
      video: c.video ?? null,
      contentType: c.contentType ?? "lecture",
      position: j + 1,
    })),
  );
  const contents = contentData.length
    ? await prisma.content.createManyAndReturn({ data: contentData, select: { id: true, chapterId: true, name: true, contentType: true, position: true } })
    : [];
  const byKey = new Map(contents.map((c) => [`${c.chapterId}:${c.position}`, c]));

  const assessments = chapters.flatMap((ch, i) =>
    seeds[i]!.contents.flatMap((c, j) => assessmentRows(byKey.get(`${ch.id}:${j + 1}`)!.id, c.assessments ?? [])),
  );
  if (assessments.length) await prisma.assessment.createMany({ data: assessments });

  return {
    ...course,
    chapters: chapters.map((ch, i) => ({
      ...ch,
      contents: seeds[i]!.contents.map((c, j) => {
        const row = byKey.get(`${ch.id}:${j + 1}`)!;
        return { id: row.id, name: row.name, contentType: row.contentType, position: row.position, assessmentCount: c.assessments?.length ?? 0 };
      }),
    })),
  };
}

export async function enrol<O extends Omits>(prisma: SeedDb<O>, opts: { userId: number; courseId: number; lastContentId?: number | null }) {
  return prisma.enrollment.create({
    data: { userId: opts.userId, courseId: opts.courseId, lastContentId: opts.lastContentId ?? null },
    select: { id: true, userId: true, courseId: true, lastContentId: true },
  });
}

export type CreateLabOptions = { labId: number; title: string; language?: LabLanguage; cells: LabCellSeed[]; createdById?: number | null };

/** A coding lab: one LabCell row per cell, numbered from 1. */
export async function createLab<O extends Omits>(prisma: SeedDb<O>, opts: CreateLabOptions) {
  return prisma.labCell.createManyAndReturn({
    data: opts.cells.map((c, i) => ({
      labId: opts.labId,
      title: opts.title,
      cellId: i + 1,
      preText: c.preText,
      code: c.code,
      expectedOutput: c.expectedOutput ?? null,
      outputMatch: c.outputMatch ?? "exact",
      testCode: c.testCode ?? null,
      language: opts.language ?? "python",
      createdById: opts.createdById ?? null,
    })),
    select: { id: true, labId: true, title: true, cellId: true, language: true },
  });
}
