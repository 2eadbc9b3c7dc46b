"use client";
// What a teacher can assign: published courses (the catalogue leaves out the ones the teacher is enrolled in, so
// their enrolments are added back), a course's lectures that have a skills test, and the labs.
import { useQuery } from "@tanstack/react-query";
import { coursesApi } from "@/lib/client/courses-api";
import { courseKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/session/session-context";

export type AssignableCourse = { id: number; name: string };
export type TestLecture = { contentId: number; name: string; chapter: string; questions: number };

export function useAssignableCourses() {
  const userId = useSession().state.user?.id ?? null;
  const catalogue = useQuery({ queryKey: courseKeys.all(userId), queryFn: ({ signal }) => coursesApi.allCourses(signal).then((r) => r.data) });
  const enrolled = useQuery({
    queryKey: courseKeys.enrollments(userId ?? 0),
    queryFn: ({ signal }) => coursesApi.studentEnrollments(userId!, signal).then((r) => r.data),
    enabled: userId != null,
  });
  const byId = new Map<number, AssignableCourse>();
  for (const c of catalogue.data ?? []) byId.set(c.id, { id: c.id, name: c.name });
  for (const e of enrolled.data ?? []) byId.set(e.course.id, { id: e.course.id, name: e.course.name });
  const courses = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    courses,
    isPending: catalogue.isPending || (userId != null && enrolled.isPending),
    error: catalogue.error ?? enrolled.error,
    refetch: () => void Promise.all([catalogue.refetch(), enrolled.refetch()]),
  };
}

/** The lectures of a course that have a skills test, in the course's order. */
export function useTestLectures(courseId: number | null) {
  return useQuery({
    queryKey: courseKeys.content(courseId ?? 0),
    queryFn: ({ signal }) => coursesApi.content(courseId!, signal),
    enabled: courseId != null,
    select: (r): TestLecture[] =>
      r.chapters.flatMap((ch) =>
        ch.contents.filter((c) => c.assessments.length > 0).map((c) => ({ contentId: c.id, name: c.name, chapter: ch.name, questions: c.assessments.length })),
      ),
  });
}
