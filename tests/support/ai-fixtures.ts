// Rows for the AI tutor suites. The run's database is shared by every suite: names are unique per call and
// assertions look only at rows made here.
import { randomBytes } from "node:crypto";
import { db } from "../../lib/server/db/client";
import { signedIn } from "./session-token";

export const tag = () => randomBytes(4).toString("hex");

export async function aiUser() {
  const prisma = await db();
  const t = tag();
  const user = await prisma.user.create({
    data: { username: `ai-${t}`, email: `ai-${t}@example.test`, passwordHash: "x", emailVerified: true },
    select: { id: true, username: true, email: true },
  });
  return { ...user, headers: (await signedIn(user, "user")).headers };
}

/** School grades keep their real levels (6..12) so "grade 8" questions find them; shared safely by upsert. */
export async function gradeLevel(level: number) {
  const prisma = await db();
  return prisma.grade.upsert({ where: { level }, create: { name: `Grade ${level}`, level }, update: {} });
}

export async function board(name: string) {
  const prisma = await db();
  return prisma.board.upsert({ where: { name }, create: { name }, update: {} });
}

type Question = { question: string; options: [string, string, string, string]; correct: string };

/** A course with one chapter and one lecture holding the given questions. */
export async function courseWithLecture(opts: {
  teacherId: number;
  name: string;
  status?: number;
  gradeId?: number;
  boardId?: number;
  lecture?: string;
  description?: string;
  questions?: Question[];
}) {
  const prisma = await db();
  return prisma.course.create({
    data: {
      name: opts.name,
      status: opts.status ?? 3,
      userId: opts.teacherId,
      gradeId: opts.gradeId,
      boardId: opts.boardId,
      chapters: {
        create: [
          {
            name: `Chapter of ${opts.name}`,
            position: 1,
            contents: {
              create: [
                {
                  name: opts.lecture ?? `Lecture of ${opts.name}`,
                  description: opts.description ?? "",
                  video: "intro.mp4",
                  position: 1,
                  assessments: {
                    create: (opts.questions ?? []).map((q, i) => ({
                      question: q.question,
                      option1: q.options[0],
                      option2: q.options[1],
                      option3: q.options[2],
                      option4: q.options[3],
                      correct: q.correct,
                      position: i + 1,
                    })),
                  },
                },
              ],
            },
          },
        ],
      },
    },
    include: { chapters: { include: { contents: { include: { assessments: { orderBy: { position: "asc" } } } } } } },
  });
}

/** The request body the quiz sends: options as one-key objects, index to text. */
export function explainBody(question: string, options: string[], selectedOption: string) {
  return { question, options: options.map((text, i) => ({ [String(i)]: text })), selectedOption };
}

/** A finished attempt of `userId` at the lecture holding `assessment`, with `choice` as their recorded answer to it. */
export async function recordAnswer(userId: number, assessment: { id: number; contentId: number; correct: string }, choice: string) {
  const prisma = await db();
  const previous = await prisma.quizAttempt.count({ where: { userId, contentId: assessment.contentId } });
  const right = choice.trim().toLowerCase() === assessment.correct.trim().toLowerCase();
  await prisma.quizAttempt.create({
    data: {
      userId,
      contentId: assessment.contentId,
      total: 1,
      attemptNumber: previous + 1,
      answers: { create: { assessmentId: assessment.id, firstChoice: choice, lastChoice: choice, firstCorrect: right } },
    },
    select: { id: true },
  });
}
