import "server-only";
// A lesson as the learner's screens read it (the enrol page's playlist, the studio's preview as a learner): its
// current questions, without `correct` (answers are graded on the server, lib/server/quiz, never shipped to the
// browser), and when its captions last changed.
import type { Prisma } from "@/lib/generated/prisma/client";

export const learnerLessonSelect = {
  id: true,
  name: true,
  description: true,
  video: true,
  contentType: true,
  captions: { select: { updatedAt: true } },
  assessments: {
    where: { retiredAt: null },
    orderBy: { position: "asc" },
    select: { id: true, question: true, option1: true, option2: true, option3: true, option4: true, option5: true, option6: true },
  },
} satisfies Prisma.ContentSelect;
