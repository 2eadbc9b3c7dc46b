// The learner's course progress (GET /api/progress/courses).
import { api } from "./api";
import type { CourseProgressResponse } from "@/lib/schemas/progress";

export function fetchCourseProgress(courseId?: number, signal?: AbortSignal) {
  return api<CourseProgressResponse>(`/api/progress/courses${courseId != null ? `?courseId=${courseId}` : ""}`, { signal }).then((r) => r.courses);
}
