// GET /api/enrollments/getStudentEnrollment/{userId} – that user's enrolments; only themself or an admin.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listStudentEnrollments } from "@/lib/server/enrolment/list-student-enrollments";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.studentEnrollments, async ({ params, user }) => ({
  message: "Success" as const,
  data: await listStudentEnrollments({ actor: user, userId: params.id }),
}));
