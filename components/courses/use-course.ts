"use client";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { coursesApi } from "@/lib/client/courses-api";
import { courseKeys } from "@/lib/client/query-keys";
import { useLoggedError } from "./use-logged-error";

// A 404 or 400 will not change on retry; network failures might.
const retryUnlessClientError = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export function useCourseDetails(id: number | null) {
  const query = useQuery({
    queryKey: courseKeys.details(id ?? 0),
    queryFn: ({ signal }) => coursesApi.courseDetails(id!, signal).then((r) => r.course),
    enabled: id != null,
    retry: retryUnlessClientError,
  });
  useLoggedError(query.error, "Loading course details");
  return query;
}

export function useCourseContent(id: number | null) {
  const query = useQuery({
    queryKey: courseKeys.content(id ?? 0),
    queryFn: ({ signal }) => coursesApi.content(id!, signal),
    enabled: id != null,
    retry: retryUnlessClientError,
  });
  useLoggedError(query.error, "Loading course content");
  return query;
}
