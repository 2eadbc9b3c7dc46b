// What a teacher reads about a class: the gradebook, a test's statistics, one learner's work, and the live lab view.
import { z } from "zod";
import { assignmentKind } from "./classes";
import { labLanguages } from "./lab-shapes";

const id = z.number().int();
const count = z.number().int().nonnegative();
const when = z.string();

export const gradebookItemSchema = z.strictObject({
  assignmentId: id,
  kind: assignmentKind,
  title: z.string(),
  dueAt: when.nullable(),
  /** Tests: questions; labs: cells with checks; courses: lessons plus tests. */
  total: count,
  /** The class's average: course %, first-attempt test score %, verified lab cells % (null when nobody started). */
  average: z.number().nullable(),
});
export type GradebookItem = z.infer<typeof gradebookItemSchema>;

export const gradebookCellSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("course"), started: z.boolean(), percent: count }),
  z.strictObject({
    kind: z.literal("test"),
    started: z.boolean(),
    /** The first attempt's score (the honest one), null until it is finished. */
    firstScore: count.nullable(),
    bestScore: count.nullable(),
    attempts: count,
  }),
  z.strictObject({
    kind: z.literal("lab"),
    started: z.boolean(),
    /** Passes the server verified (it ran the code and the checks). */
    verified: count,
    /** Passes only the learner's browser reported. */
    selfReported: count,
  }),
]);
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookRowSchema = z.strictObject({
  learner: z.strictObject({ id, username: z.string() }),
  /** One cell per item, in the items' order. */
  cells: z.array(gradebookCellSchema),
  /** Items past their due date that this learner has not finished. */
  behind: z.array(id),
  notStarted: z.boolean(),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

export const gradebookResponse = z.strictObject({ items: z.array(gradebookItemSchema), rows: z.array(gradebookRowSchema), generatedAt: when });
export type Gradebook = z.infer<typeof gradebookResponse>;

export const questionStatsSchema = z.strictObject({
  assessmentId: id,
  position: count,
  question: z.string(),
  options: z.array(z.strictObject({ text: z.string(), correct: z.boolean(), firstChoices: count, share: z.number() })),
  answered: count,
  /** Share of learners right at their first choice (Moodle's facility index), null when nobody answered. */
  facility: z.number().nullable(),
});
export const testStatsResponse = z.strictObject({
  test: z.strictObject({ contentId: id, lecture: z.string(), course: z.string() }),
  /** Learners of the class with a first attempt at this test. */
  attempted: count,
  learners: count,
  /** Most-missed first. */
  questions: z.array(questionStatsSchema),
});
export type TestStats = z.infer<typeof testStatsResponse>;

const runOutcome = z.enum(["ran", "passed", "failed", "error"]);

export const learnerReportResponse = z.strictObject({
  learner: z.strictObject({ id, username: z.string(), email: z.string().nullable(), joinedAt: when }),
  courses: z.array(
    z.strictObject({
      courseId: id,
      name: z.string(),
      percent: count,
      contents: z.strictObject({ viewed: count, total: count }),
      tests: z.strictObject({ passed: count, total: count }),
    }),
  ),
  attempts: z.array(
    z.strictObject({
      attemptId: id,
      attemptNumber: count,
      contentId: id,
      lecture: z.string(),
      course: z.string(),
      score: count.nullable(),
      total: count,
      startedAt: when,
      finishedAt: when.nullable(),
      answers: z.array(
        z.strictObject({ question: z.string(), firstChoice: z.string(), lastChoice: z.string(), correct: z.string(), firstCorrect: z.boolean() }),
      ),
    }),
  ),
  labs: z.array(
    z.strictObject({
      labId: id,
      title: z.string(),
      language: z.enum(labLanguages),
      cells: z.array(
        z.strictObject({
          cellId: z.string(),
          number: count,
          instructions: z.string(),
          checked: z.boolean(),
          pass: z.enum(["verified", "self-reported"]).nullable(),
          savedCode: z.string().nullable(),
          lastRun: z.strictObject({ at: when, outcome: runOutcome, errorLine: z.string().nullable(), output: z.string(), code: z.string() }).nullable(),
        }),
      ),
    }),
  ),
});
export type LearnerReport = z.infer<typeof learnerReportResponse>;

export const liveLabResponse = z.strictObject({
  lab: z.strictObject({
    labId: id,
    title: z.string(),
    language: z.enum(labLanguages),
    cells: z.array(z.strictObject({ cellId: z.string(), number: count, checked: z.boolean() })),
  }),
  learners: z.array(
    z.strictObject({
      id,
      username: z.string(),
      /** The cell of their latest run (its number), null before any run. */
      cell: count.nullable(),
      outcome: runOutcome.nullable(),
      errorLine: z.string().nullable(),
      lastRunAt: when.nullable(),
      passed: count,
    }),
  ),
  /** The server's clock, so "how long ago" does not depend on the teacher's computer. */
  now: when,
});
export type LiveLab = z.infer<typeof liveLabResponse>;

export const liveLearnerCodeResponse = z.strictObject({
  learner: z.strictObject({ id, username: z.string() }),
  cells: z.array(
    z.strictObject({
      cellId: z.string(),
      number: count,
      code: z.string(),
      lastRunAt: when.nullable(),
      outcome: runOutcome.nullable(),
      errorLine: z.string().nullable(),
      output: z.string(),
    }),
  ),
});
