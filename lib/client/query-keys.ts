// Every TanStack Query key of the browser app, in one place: a screen that changes data invalidates by the
// same factory the screen that shows it reads with. Lists that depend on who asks carry the caller's id,
// so logging in or out never shows another person's data from the cache.
import type { LabFamily } from "@/lib/labs/languages";

export const courseKeys = {
  all: (userId: number | null) => ["courses", "all", userId ?? "visitor"] as const,
  allPrefix: ["courses", "all"] as const,
  details: (id: number) => ["courses", "details", id] as const,
  content: (id: number) => ["courses", "content", id] as const,
  enrollments: (userId: number) => ["enrollments", userId] as const,
  enrollmentsPrefix: ["enrollments"] as const,
};

export const progressKeys = {
  all: (userId: number) => ["progress", "courses", userId] as const,
  course: (userId: number, courseId: number) => ["progress", "courses", userId, courseId] as const,
  prefix: ["progress"] as const,
};

/** The course player's data for one learner and course. */
export const playerKey = (userId: number, courseId: number) => ["player", userId, courseId] as const;

export const labKeys = {
  prefix: ["labs"] as const,
  /** The lab lists carry the caller's passed cells (Lab Activities' "✓ n of m"), hence the user. */
  web: (userId: number | null) => ["labs", "web", userId ?? "visitor"] as const,
  java: (userId: number | null) => ["labs", "java", userId ?? "visitor"] as const,
  /** A lab's cells as a learner sees them (their saved code included, hence the user). */
  cells: (family: LabFamily, labId: string | number, userId: number | null = null) => ["lab-cells", family, String(labId), userId] as const,
};

export const aiKeys = {
  homeRecommendations: (userId: number | null) => ["recommendations", "home", userId] as const,
  attemptRecommendations: (attemptId: number) => ["recommendations", attemptId] as const,
  explanation: (question: string, options: readonly unknown[], selected: string) => ["ai-explanation", question, options, selected] as const,
};

export const captchaKeys = { config: ["captcha-config"] as const };
