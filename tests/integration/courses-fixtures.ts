// Rows and tokens for the catalogue and enrolment suites, built with the seed's own factories. The run's
// database is shared by every suite, so rows are uniquely named and assertions only look at rows made here.
import { db } from "../../lib/server/db/client";
import { signedIn } from "../support/session-token";
import { createBoard, createCourse, createGrade, createUser, enrol as enrolRow, type SeedDb } from "../../prisma/seed/factories";

const prismaDb = async () => (await db()) as unknown as SeedDb;

export async function makeUser(role: "user" | "author" | "admin" = "user") {
  const user = await createUser(await prismaDb(), { role, username: `it-${role}-${Math.random().toString(36).slice(2, 10)}` });
  return { ...user, ...(await signedIn(user, role)) };
}

export async function makeGradeAndBoard() {
  const prisma = await prismaDb();
  return { grade: await createGrade(prisma), board: await createBoard(prisma) };
}

type CourseOpts = { teacherId: number; status?: number; name?: string; gradeId?: number; boardId?: number; withContent?: boolean };

export async function makeCourse({ teacherId, status = 3, name, gradeId, boardId, withContent = false }: CourseOpts) {
  return createCourse(await prismaDb(), {
    userId: teacherId,
    status,
    name,
    gradeId,
    boardId,
    img: "/img/courses/it.svg",
    description: "About it",
    chapters: withContent
      ? [
          {
            name: "Chapter 1",
            contents: [
              {
                name: "Intro lecture",
                video: "intro.mp4",
                contentType: "lecture",
                assessments: [{ question: "2 + 2?", options: ["3", "4", "5", "6"], correct: "4" }],
              },
              { name: "Number race", video: "/games/number-race/index.html", contentType: "game" },
            ],
          },
          { name: "Chapter 2", contents: [{ name: "Animated", video: "https://cdn.example.test/a.mp4", contentType: "2" }] },
        ]
      : [],
  });
}

export async function enrol(userId: number, courseId: number) {
  return enrolRow(await prismaDb(), { userId, courseId });
}

/** Strings that must come back as a 4xx (or be treated as plain data), never a 500. */
export const hostileIds = ["1 OR 1=1", "1;DROP TABLE courses", "<script>alert(1)</script>", "abc", "-1", "0", "1.5", "99999999999", "%27", ""];
