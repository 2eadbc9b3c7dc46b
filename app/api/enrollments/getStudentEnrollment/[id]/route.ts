// GET /api/enrollments/getStudentEnrollment/{userId} – that user's enrolments; only themself or an admin.
import { authedRoute, parseWith } from "@/lib/http";
import { userIdParams, type StudentEnrollmentsResponse } from "@/lib/schemas/courses";
import { listStudentEnrollments } from "@/lib/server/enrolment/list-student-enrollments";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(async ({ params, user }): Promise<StudentEnrollmentsResponse> => {
  const { id } = parseWith(userIdParams, params);
  return { message: "Success", data: await listStudentEnrollments({ actor: user, userId: id }) };
});
