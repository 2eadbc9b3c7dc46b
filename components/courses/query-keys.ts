// Query keys for course data. The catalogue depends on who asks (enrolled courses are hidden), so the
// caller's id is part of its key; logging in or out never shows another person's list.
export const courseKeys = {
  all: (userId: number | null) => ["courses", "all", userId ?? "visitor"] as const,
  allPrefix: ["courses", "all"] as const,
  details: (id: number) => ["courses", "details", id] as const,
  content: (id: number) => ["courses", "content", id] as const,
  enrollments: (userId: number) => ["enrollments", userId] as const,
  enrollmentsPrefix: ["enrollments"] as const,
};
