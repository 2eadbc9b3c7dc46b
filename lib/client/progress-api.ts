// The learner's course progress (GET /api/progress/courses).
import { endpoints } from "@/lib/api/endpoints";
import { callApi } from "./call-api";

export function fetchCourseProgress(courseId?: number, signal?: AbortSignal) {
  return callApi(endpoints.courseProgress, { query: courseId != null ? { courseId } : undefined, signal }).then((r) => r.courses);
}
