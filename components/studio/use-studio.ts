"use client";
// The studio's reads and changes as TanStack queries and mutations. A change to a course answers the whole course:
// it goes straight into the course's cache (no second read), and the course list is re-read.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { useSession } from "@/lib/client/session/session-context";
import { studioApi, studioKeys } from "@/lib/client/studio-api";
import type { StudioCourse } from "@/lib/schemas/studio";

/** A course that is not there or not the caller's (404) is an answer, not a failure worth retrying. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export function useStudioCourses() {
  const userId = useSession().state.user?.id ?? null;
  return useQuery({ queryKey: studioKeys.courses(userId), queryFn: ({ signal }) => studioApi.courses(signal), retry });
}

export function useStudioOptions() {
  return useQuery({ queryKey: studioKeys.options, queryFn: ({ signal }) => studioApi.options(signal), staleTime: 60 * 60_000, retry });
}

export function useStudioCourse(id: number) {
  return useQuery({ queryKey: studioKeys.course(id), queryFn: ({ signal }) => studioApi.course(id, signal), retry });
}

export function useStudioPreview(id: number) {
  return useQuery({ queryKey: studioKeys.preview(id), queryFn: ({ signal }) => studioApi.preview(id, signal), retry, staleTime: 0 });
}

/** A change that answers the course ({ message, course }): the answer becomes the cached course. */
export function useCourseMutation<I>(courseId: number, fn: (input: I) => Promise<{ message: string; course: StudioCourse }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      client.setQueryData(studioKeys.course(courseId), r.course);
      void client.invalidateQueries({ queryKey: ["studio", "courses"] });
      void client.invalidateQueries({ queryKey: studioKeys.preview(courseId) });
    },
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
