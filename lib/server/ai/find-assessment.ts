import "server-only";
// The explanation service receives only texts (contract §7): the question is recognised by its text and its options.
import { db } from "@/lib/server/db/client";
import { isPublished } from "@/lib/server/courses/published";

export type KnownAssessment = {
  id: number;
  question: string;
  options: string[];
  correct: string;
  lecture: { contentId: number; name: string; description: string; chapter: string; course: string; courseId: number };
  /** The other questions of the same lecture, for telling the learner where their chosen option belongs. */
  siblings: Array<{ question: string; correct: string }>;
  /** Whether the caller has a recorded answer to this question (in any attempt of theirs). */
  answeredByCaller: boolean;
};

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** The question LearnHub holds with this text and these options; `callerId`'s answered one first when the same question sits in several tests. */
export async function findAssessment({
  question,
  options,
  callerId,
}: {
  question: string;
  options: string[];
  callerId: number | null;
}): Promise<KnownAssessment | null> {
  const prisma = await db();
  const candidates = await prisma.assessment.findMany({
    where: { question: { equals: question.trim(), mode: "insensitive" } },
    include: {
      answers: { where: { attempt: { userId: callerId ?? -1 } }, select: { attemptId: true }, take: 1 },
      content: {
        select: {
          id: true,
          name: true,
          description: true,
          chapter: { select: { name: true, course: { select: { id: true, name: true, status: true } } } },
          assessments: { select: { id: true, question: true, correct: true }, orderBy: { position: "asc" } },
        },
      },
    },
    orderBy: { id: "asc" },
    take: 20,
  });
  const wanted = options.map(norm).sort().join("\u0000");
  const matches = candidates.filter((a) => [a.option1, a.option2, a.option3, a.option4].map(norm).sort().join("\u0000") === wanted);
  // The same question can sit in several courses; a published one is the better lecture to point at.
  const a = matches.find((m) => m.answers.length > 0) ?? matches.find((m) => isPublished(m.content.chapter.course)) ?? matches[0];
  if (!a) return null;
  return {
    id: a.id,
    question: a.question,
    options: [a.option1, a.option2, a.option3, a.option4],
    correct: a.correct,
    lecture: {
      contentId: a.content.id,
      name: a.content.name,
      description: a.content.description,
      chapter: a.content.chapter.name,
      course: a.content.chapter.course.name,
      courseId: a.content.chapter.course.id,
    },
    siblings: a.content.assessments.filter((s) => s.id !== a.id).map((s) => ({ question: s.question, correct: s.correct })),
    answeredByCaller: a.answers.length > 0,
  };
}
