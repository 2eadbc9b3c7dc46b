// GET /api/studio/courses – the courses the caller may change. POST – a new draft course (201).
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listStudioCourses } from "@/lib/server/studio/list-studio-courses";
import { createCourse } from "@/lib/server/studio/save-course";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.studioCourses, async ({ user }) => ({ courses: await listStudioCourses({ actor: user }) }));

export const POST = handle(endpoints.createStudioCourse, async ({ user, body }) =>
  reply({ message: "Course created as a draft.", course: await createCourse({ actor: user, form: body }) }, { status: 201 }),
);
