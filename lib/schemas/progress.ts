// A learner's progress through their courses (GET /api/progress/courses): lessons viewed, skills tests
// passed (by isPassing, the one pass rule), where to continue, and whether the course is complete.
import { z } from "zod";
import { idSchema } from "./common";

export const courseProgressQuery = z.object({ courseId: idSchema.optional() });

export type CourseProgress = {
  courseId: number;
  contents: { viewed: number; total: number };
  tests: { passed: number; total: number };
  /** Whole per cent of lessons viewed plus tests passed, over both totals. */
  percent: number;
  completed: boolean;
  /** The lesson to continue with: where the learner left off, else the first lesson not yet viewed. */
  next: { contentId: number; name: string; chapterName: string; resumed: boolean } | null;
};

export type CourseProgressResponse = { courses: CourseProgress[] };

export function progressPercent(p: Pick<CourseProgress, "contents" | "tests">): number {
  const total = p.contents.total + p.tests.total;
  return total === 0 ? 0 : Math.floor((100 * (p.contents.viewed + p.tests.passed)) / total);
}
