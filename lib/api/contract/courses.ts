// Courses and enrolment (contract §7).
import { endpoint } from "../endpoint";
import {
  allCoursesResponse,
  courseContentResponse,
  courseDetailsResponse,
  courseIdParams,
  enrollBodySchema,
  enrollResponse,
  studentEnrollmentsResponse,
  userIdParams,
} from "@/lib/schemas/courses";

export const coursesEndpoints = {
  allCourses: endpoint({
    method: "GET",
    path: "/api/courses/allcourses",
    summary: "Published courses; a signed-in caller's enrolled ones are left out. ETag for visitors.",
    access: "public",
    response: allCoursesResponse,
  }),
  courseDetails: endpoint({
    method: "GET",
    path: "/api/courses/getCourseDetails/:id",
    summary: "One published course with its course info.",
    access: "public",
    params: courseIdParams,
    response: courseDetailsResponse,
  }),
  courseContent: endpoint({
    method: "GET",
    path: "/api/content/getContent/:id",
    summary: "A published course's chapters and contents, assessments without their answers.",
    access: "public",
    params: courseIdParams,
    response: courseContentResponse,
  }),
  enroll: endpoint({
    method: "POST",
    path: "/api/enrollments/enroll",
    summary: "Enrols { userId, courseId }: learners only themselves, admins anyone; idempotent (201, then 200).",
    access: "user",
    body: enrollBodySchema,
    maxBodyBytes: 4 * 1024,
    response: enrollResponse,
    limits: ["enroll"],
  }),
  studentEnrollments: endpoint({
    method: "GET",
    path: "/api/enrollments/getStudentEnrollment/:id",
    summary: "A learner's enrolments: only themselves or an admin.",
    access: "user",
    params: userIdParams,
    response: studentEnrollmentsResponse,
  }),
} as const;
