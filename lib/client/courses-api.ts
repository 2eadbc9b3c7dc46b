// The course and enrolment calls of contract §7, typed. Errors are ApiError with the server's message.
import { api } from "./api";
import type {
  AllCoursesResponse,
  CourseContentResponse,
  CourseDetailsResponse,
  EnrollBody,
  EnrollResponse,
  StudentEnrollmentsResponse,
} from "@/lib/schemas/courses";

export const coursesApi = {
  allCourses: (signal?: AbortSignal) => api<AllCoursesResponse>("/api/courses/allcourses", { signal }),
  courseDetails: (id: number, signal?: AbortSignal) => api<CourseDetailsResponse>(`/api/courses/getCourseDetails/${id}`, { signal }),
  content: (id: number, signal?: AbortSignal) => api<CourseContentResponse>(`/api/content/getContent/${id}`, { signal }),
  enroll: (body: EnrollBody) => api<EnrollResponse>("/api/enrollments/enroll", { method: "POST", body }),
  studentEnrollments: (userId: number, signal?: AbortSignal) => api<StudentEnrollmentsResponse>(`/api/enrollments/getStudentEnrollment/${userId}`, { signal }),
};
