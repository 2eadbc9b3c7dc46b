// POST /api/enrollments/enroll – enrols { userId, courseId }; learners only themself, admins anyone; idempotent.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { enrolInCourse } from "@/lib/server/enrolment/enrol-in-course";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.enroll, async ({ body, user }) => {
  const { enrollment, created } = await enrolInCourse({ actor: user, userId: body.userId, courseId: body.courseId });
  return reply(
    { message: created ? "Course enrolled successfully!" : "Already enrolled in this course.", alreadyEnrolled: !created, enrollment },
    { status: created ? 201 : 200 },
  );
});
