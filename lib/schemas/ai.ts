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

/** POST /generate_explaination's answer (the field name is the contract's spelling). */
export const explanationResponse = z.strictObject({ explaination: z.string() });
export type ExplanationResponse = z.infer<typeof explanationResponse>;

const id = z.number().int();

export const lectureToRevisitSchema = z.strictObject({
  contentId: id,
  lectureName: z.string(),
  chapterName: z.string(),
  courseId: id,
  courseName: z.string(),
  teacherId: id,
  missedQuestions: z.array(z.string()),
});
export type LectureToRevisit = z.infer<typeof lectureToRevisitSchema>;

export const courseSuggestionSchema = z.strictObject({
  courseId: id,
  name: z.string(),
  grade: z.string().nullable(),
  board: z.string().nullable(),
  teacherId: id,
  teacherName: z.string(),
  reason: z.string(),
});
export type CourseSuggestion = z.infer<typeof courseSuggestionSchema>;

export const recommendationsResponse = z.strictObject({
  attempts: z.number().int(),
  summary: z.string().nullable(),
  lectures: z.array(lectureToRevisitSchema),
  courses: z.array(courseSuggestionSchema),
  /** A short personalised note, only when a language model is configured. */
  message: z.string().nullable(),
});
export type Recommendations = z.infer<typeof recommendationsResponse>;

/** POST /api/chatbot/{message}: OpenAI's chat-completion shape; the client reads choices[0].message.content. */
export const chatCompletionResponse = z.strictObject({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.strictObject({
      index: z.number().int(),
      message: z.strictObject({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: z.literal("stop"),
    }),
  ),
});
export type ChatCompletionBody = z.infer<typeof chatCompletionResponse>;
