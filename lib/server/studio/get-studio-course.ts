import "server-only";
// The studio's read of one course: its form, chapters and contents with their kind's fields, and for each chapter
// and content what deleting it would take with it (questions, learners' progress, test attempts).
import type { Content } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/server/db/client";
import { isPublished } from "@/lib/server/courses/published";
import { gameDataSchema, type Impact, type StudioCourse, type StudioKind } from "@/lib/schemas/studio";
import { studioCourseSelect } from "./list-studio-courses";
import { getEditableCourseOrThrow, type StudioActor } from "./studio-access";

export function studioKindOf(c: { contentType: string; body: string | null; questions: number }): StudioKind {
  if (c.contentType === "reading") return !c.body?.trim() && c.questions > 0 ? "test" : "reading";
  if (c.contentType === "h5p" || c.contentType === "game") return c.contentType;
  return "lecture";
}

export async function getStudioCourse({ actor, courseId }: { actor: StudioActor; courseId: number }): Promise<StudioCourse> {
  await getEditableCourseOrThrow({ actor, courseId });
  return readStudioCourse(courseId);
}

export async function readStudioCourse(courseId: number): Promise<StudioCourse> {
  const prisma = await db();
  const [course, counts] = await Promise.all([
    prisma.course.findUniqueOrThrow({
      where: { id: courseId },
      select: {
        ...studioCourseSelect,
        description: true,
        language: true,
        duration: true,
        price: true,
        currency: true,
        _count: { select: { enrollments: true } },
        chapters: {
          orderBy: { position: "asc" },
          select: {
            id: true,
            name: true,
            position: true,
            contents: {
              orderBy: { position: "asc" },
              select: { id: true, name: true, description: true, contentType: true, video: true, body: true, gameData: true, position: true },
            },
          },
        },
      },
    }),
    sql<Pick<Content, "id"> & { questions: number; learners: number; attempts: number }>`
      SELECT c.id,
             (SELECT count(*)::int FROM assessments q WHERE q.content_id = c.id AND q.retired_at IS NULL) AS questions,
             (SELECT count(*)::int FROM content_progress p WHERE p.content_id = c.id) AS learners,
             (SELECT count(*)::int FROM quiz_attempts a WHERE a.content_id = c.id) AS attempts
      FROM contents c JOIN chapters ch ON ch.id = c.chapter_id WHERE ch.course_id = ${courseId}`,
  ]);
  const byId = new Map(counts.map((r) => [r.id, r]));
  const lessons = course.chapters.reduce((n, ch) => n + ch.contents.length, 0);
  return {
    id: course.id,
    name: course.name,
    img: course.img,
    status: course.status,
    published: isPublished(course),
    subject: course.subject,
    description: course.description,
    language: course.language,
    duration: course.duration,
    price: course.price,
    currency: course.currency,
    updatedAt: course.updatedAt.toISOString(),
    grade: course.grade,
    board: course.board,
    owner: course.user,
    school: course.organization,
    enrolled: course._count.enrollments,
    lessons,
    chapters: course.chapters.map((ch) => {
      const contents = ch.contents.map((c) => {
        const n = byId.get(c.id) ?? { questions: 0, learners: 0, attempts: 0 };
        const game = gameDataSchema.safeParse(c.gameData);
        const impact: Impact = { contents: 1, questions: n.questions, learners: n.learners, attempts: n.attempts };
        return {
          id: c.id,
          name: c.name,
          description: c.description,
          contentType: c.contentType,
          kind: studioKindOf({ contentType: c.contentType, body: c.body, questions: n.questions }),
          video: c.video,
          body: c.body,
          game: game.success ? game.data : null,
          position: c.position,
          questions: n.questions,
          impact,
        };
      });
      const impact: Impact = {
        contents: contents.length,
        questions: contents.reduce((s, c) => s + c.impact.questions, 0),
        // Learners with progress in any of the chapter's contents, counted once per content (an upper bound is
        // what a confirmation needs; exact distinct counts would cost a second query).
        learners: contents.reduce((s, c) => Math.max(s, c.impact.learners), 0),
        attempts: contents.reduce((s, c) => s + c.impact.attempts, 0),
      };
      return { id: ch.id, name: ch.name, position: ch.position, contents, impact };
    }),
  };
}
