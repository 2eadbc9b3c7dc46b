// Rows and tokens for the course player and skills test suites. The run's database is shared by every
// suite, so names are unique and assertions only look at rows made here.
import { randomBytes } from "node:crypto";
import { db } from "../../lib/server/db/client";
import { signedIn } from "../support/session-token";

const tag = () => randomBytes(4).toString("hex");

export async function makeLearner(role: "user" | "author" | "admin" = "user") {
  const prisma = await db();
  const t = tag();
  const user = await prisma.user.create({
    data: { username: `pl-${role}-${t}`, email: `pl-${role}-${t}@example.test`, passwordHash: "x", emailVerified: true, role },
    select: { id: true, username: true, email: true },
  });
  return { ...user, headers: (await signedIn(user, role)).headers };
}

type Question = { question: string; options: [string, string, string, string]; correct: string };

export const questions = (n: number): Question[] =>
  Array.from({ length: n }, (_, i) => ({ question: `What is ${i} + 1?`, options: [`${i}`, `${i + 1}`, `${i + 2}`, `${i + 3}`], correct: `${i + 1}` }));

/** A course with one chapter: a lecture holding `quiz` questions, an animated lecture and a game; plus an empty second chapter. */
export async function makePlayerCourse({ teacherId, status = 3, quiz = questions(4) }: { teacherId: number; status?: number; quiz?: Question[] }) {
  const prisma = await db();
  const course = await prisma.course.create({
    data: { name: `Player Course ${tag()}`, status, userId: teacherId, description: "Fractions, step by step." },
  });
  const chapter = await prisma.chapter.create({ data: { courseId: course.id, name: "Fractions", position: 1 } });
  const lecture = await prisma.content.create({
    data: {
      chapterId: chapter.id,
      name: "Halves and quarters",
      video: "fractions-1.mp4",
      contentType: "lecture",
      position: 1,
      assessments: {
        create: quiz.map((q, i) => ({
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
    include: { assessments: { orderBy: { position: "asc" } } },
  });
  const animated = await prisma.content.create({
    data: { chapterId: chapter.id, name: "Pizza fractions", video: "https://cdn.example.test/pizza.mp4", contentType: "2", position: 2 },
  });
  const game = await prisma.content.create({
    data: { chapterId: chapter.id, name: "Fraction race", video: "/games/arithmetic-race/index.html?level=6", contentType: "game", position: 3 },
  });
  await prisma.chapter.create({ data: { courseId: course.id, name: "Decimals", position: 2 } });
  return { course, chapter, lecture, animated, game };
}

export async function enrolLearner(userId: number, courseId: number) {
  const prisma = await db();
  return prisma.enrollment.create({ data: { userId, courseId } });
}
