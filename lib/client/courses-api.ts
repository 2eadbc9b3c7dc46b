// The course and enrolment calls of contract §7 (lib/api/endpoints.ts). Errors are ApiError with the server's message.
import { endpoints } from "@/lib/api/endpoints";
import type { EnrollBody } from "@/lib/schemas/courses";
import { callApi } from "./call-api";

export const coursesApi = {
  allCourses: (signal?: AbortSignal) => callApi(endpoints.allCourses, { signal }),
  courseDetails: (id: number, signal?: AbortSignal) => callApi(endpoints.courseDetails, { params: { id }, signal }),
  content: (id: number, signal?: AbortSignal) => callApi(endpoints.courseContent, { params: { id }, signal }),
  enroll: (body: EnrollBody) => callApi(endpoints.enroll, { body }),
  studentEnrollments: (userId: number, signal?: AbortSignal) => callApi(endpoints.studentEnrollments, { params: { id: userId }, signal }),
};
