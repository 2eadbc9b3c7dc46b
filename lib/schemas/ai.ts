// Shapes of the AI tutor's endpoints: the explanation service (contract §7 External), the chatbot and recommendations.
import { z } from "zod";
import { idSchema } from "./common";
import { AI_LIMITS } from "./ai-limits";

export { AI_LIMITS };

const optionText = z
  .string({ message: "must be text" })
  .trim()
  .min(1, "must not be empty")
  .max(AI_LIMITS.option, `must be at most ${AI_LIMITS.option} characters`);

/** One option as the client sends it: a one-key object mapping its index to its text, e.g. {"0": "Paris"}. */
const optionEntry = z
  .record(z.string(), z.unknown(), { message: 'must be an object like {"0": "text"}' })
  .superRefine((o, ctx) => {
    const keys = Object.keys(o);
    if (keys.length !== 1 || !/^\d+$/.test(keys[0]!)) {
      ctx.addIssue({ code: "custom", message: 'must be an object with one index key, like {"0": "text"}' });
    }
  })
  .transform((o, ctx) => {
    const [key, value] = Object.entries(o)[0]!;
    const parsed = optionText.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `text ${parsed.error.issues[0]!.message}` });
      return z.NEVER;
    }
    return { index: Number(key), text: parsed.data };
  });

export const explanationRequestSchema = z
  .object({
    question: z
      .string({ message: "is required" })
      .trim()
      .min(1, "must not be empty")
      .max(AI_LIMITS.question, `must be at most ${AI_LIMITS.question} characters`),
    options: z
      .array(optionEntry, { message: "must be a list of options" })
      .min(AI_LIMITS.minOptions, `must have at least ${AI_LIMITS.minOptions} options`)
      .max(AI_LIMITS.maxOptions, `must have at most ${AI_LIMITS.maxOptions} options`),
    selectedOption: optionText,
  })
  .superRefine((v, ctx) => {
    if (!v.options.some((o) => o.text === v.selectedOption)) {
      ctx.addIssue({ code: "custom", path: ["selectedOption"], message: "must be the text of one of the options" });
    }
  })
  .transform((v) => ({
    question: v.question,
    // Ordered by the index the client gave, which is the order the learner saw.
    options: [...v.options].sort((a, b) => a.index - b.index).map((o) => o.text),
    selectedOption: v.selectedOption,
  }));

export type ExplanationRequest = z.infer<typeof explanationRequestSchema>;
export type ExplanationRequestInput = {
  question: string;
  options: Array<Record<string, string>>;
  selectedOption: string;
};

export const chatMessageSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1, "Please type a message.").max(AI_LIMITS.message, `Message is too long (at most ${AI_LIMITS.message} characters).`));

export const chatParamsSchema = z.object({ message: chatMessageSchema });

export const recommendationsQuerySchema = z.object({ attemptId: idSchema.optional() });

export type LectureToRevisit = {
  contentId: number;
  lectureName: string;
  chapterName: string;
  courseId: number;
  courseName: string;
  teacherId: number;
  missedQuestions: string[];
};

export type CourseSuggestion = {
  courseId: number;
  name: string;
  grade: string | null;
  board: string | null;
  teacherId: number;
  teacherName: string;
  reason: string;
};

export type Recommendations = {
  attempts: number;
  summary: string | null;
  lectures: LectureToRevisit[];
  courses: CourseSuggestion[];
  /** A short personalised note, only when a language model is configured. */
  message: string | null;
};

export type ChatCompletionBody = {
  id: string;
  object: "chat.completion";
  created: number;
  model: string;
  choices: Array<{ index: number; message: { role: "assistant"; content: string }; finish_reason: "stop" }>;
};
