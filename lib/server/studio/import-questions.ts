import "server-only";
// Importing a question file (GIFT, Aiken, CSV) into a content's test. All or nothing: when any question is
// refused, nothing is imported and the answer lists each refused line with the reason; otherwise every question is
// added after the test's own (or replaces them) in one save.
import { AppError } from "@/lib/errors";
import type { ImportFormat, ImportResponse } from "@/lib/schemas/studio";
import { parseQuestions } from "./import/parse-questions";
import { readTest, writeTest } from "./skills-test";
import { getEditableStudioContentOrThrow, type StudioActor } from "./studio-access";

const MAX_QUESTIONS = 200;

type Options = { actor: StudioActor; contentId: number; format: ImportFormat; text: string; mode: "append" | "replace" };

export async function importQuestions({ actor, contentId, format, text, mode }: Options): Promise<ImportResponse> {
  const content = await getEditableStudioContentOrThrow({ actor, contentId });
  const { questions, refused } = parseQuestions(format, text);
  const test = await readTest(contentId);
  if (!questions.length && !refused.length) throw new AppError("unprocessable", "The file has no questions.");
  if (refused.length) {
    return {
      message: `Nothing was imported: ${refused.length} ${refused.length === 1 ? "question was" : "questions were"} refused. Fix ${refused.length === 1 ? "it" : "them"} and import the file again.`,
      saved: false,
      imported: 0,
      refused,
      test,
    };
  }
  const kept = mode === "append" ? test.questions : [];
  if (kept.length + questions.length > MAX_QUESTIONS) {
    throw new AppError("unprocessable", `A test may have at most ${MAX_QUESTIONS} questions; this import would make ${kept.length + questions.length}.`);
  }
  await writeTest({
    contentId,
    courseId: content.chapter.course.id,
    test: {
      passPercent: test.passPercent,
      shuffleOptions: test.shuffleOptions,
      questions: [
        ...kept.map((q) => ({ id: q.id, question: q.question, options: q.options, correct: q.correct, explanation: q.explanation })),
        ...questions.map((q) => ({ question: q.question, options: q.options, correct: q.correct, explanation: q.explanation })),
      ],
    },
  });
  return {
    message: `${questions.length} ${questions.length === 1 ? "question" : "questions"} imported.`,
    saved: true,
    imported: questions.length,
    refused: [],
    test: await readTest(contentId),
  };
}
