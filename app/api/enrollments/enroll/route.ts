// POST /api/enrollments/enroll – enrols { userId, courseId }; learners only themself, admins anyone; idempotent.
import { NextResponse } from "next/server";
import { authedRoute, parseBody } from "@/lib/http";
import { enrollBodySchema, type EnrollResponse } from "@/lib/schemas/courses";
import { enrolInCourse } from "@/lib/server/enrolment/enrol-in-course";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { userId, courseId } = await parseBody(req, enrollBodySchema, 4 * 1024);
    const { enrollment, created } = await enrolInCourse({ actor: user, userId, courseId });
    const body: EnrollResponse = {
      message: created ? "Course enrolled successfully!" : "Already enrolled in this course.",
      alreadyEnrolled: !created,
      enrollment,
    };
    return NextResponse.json(body, { status: created ? 201 : 200 });
  },
  { limits: ["enroll"] },
);
