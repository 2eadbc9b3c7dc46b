import "server-only";
// Missed questions (wrong first choice, the one that scores) grouped by the lecture that teaches them.
import { db } from "@/lib/server/db/client";
import type { LectureToRevisit } from "@/lib/schemas/ai";

export async function lecturesToRevisit({ attemptIds, limit = 5 }: { attemptIds: number[]; limit?: number }): Promise<LectureToRevisit[]> {
  if (!attemptIds.length) return [];
  const prisma = await db();
  const missed = await prisma.quizAnswer.findMany({
    where: { attemptId: { in: attemptIds }, firstCorrect: false },
    select: {
      attemptId: true,
      assessment: {
        select: {
          question: true,
          position: true,
          content: { select: { id: true, name: true, chapter: { select: { name: true, course: { select: { id: true, name: true, userId: true } } } } } },
        },
      },
    },
  });
  const order = new Map(attemptIds.map((id, i) => [id, i]));
  missed.sort((a, b) => order.get(a.attemptId)! - order.get(b.attemptId)! || a.assessment.position - b.assessment.position);
  const byLecture = new Map<number, LectureToRevisit>();
  for (const m of missed) {
    const c = m.assessment.content;
    let entry = byLecture.get(c.id);
    if (!entry) {
      entry = {
        contentId: c.id,
        lectureName: c.name,
        chapterName: c.chapter.name,
        courseId: c.chapter.course.id,
        courseName: c.chapter.course.name,
        teacherId: c.chapter.course.userId,
        missedQuestions: [],
      };
      byLecture.set(c.id, entry);
    }
    if (!entry.missedQuestions.includes(m.assessment.question)) entry.missedQuestions.push(m.assessment.question);
  }
  return [...byLecture.values()].slice(0, limit);
}
