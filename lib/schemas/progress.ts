// A learner's progress through their courses (GET /api/progress/courses): lessons viewed, skills tests
// passed (by isPassing, the one pass rule), where to continue, and whether the course is complete.
import { z } from "zod";
import { idSchema } from "./common";

export const courseProgressQuery = z.object({ courseId: idSchema.optional() });

const count = z.number().int();

export const courseProgressSchema = z.strictObject({
  courseId: count,
  contents: z.strictObject({ viewed: count, total: count }),
  tests: z.strictObject({ passed: count, total: count }),
  /** Whole per cent of lessons viewed plus tests passed, over both totals. */
  percent: count,
  completed: z.boolean(),
  /** The lesson to continue with: where the learner left off, else the first lesson not yet viewed. */
  next: z.strictObject({ contentId: count, name: z.string(), chapterName: z.string(), resumed: z.boolean() }).nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseProgressResponse = z.strictObject({ courses: z.array(courseProgressSchema) });
export type CourseProgressResponse = z.infer<typeof courseProgressResponse>;

export function progressPercent(p: Pick<CourseProgress, "contents" | "tests">): number {
  const total = p.contents.total + p.tests.total;
  return total === 0 ? 0 : Math.floor((100 * (p.contents.viewed + p.tests.passed)) / total);
}
