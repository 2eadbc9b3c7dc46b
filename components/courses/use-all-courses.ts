"use client";
import { useQuery } from "@tanstack/react-query";
import { coursesApi } from "@/lib/client/courses-api";
import { useSession } from "@/lib/client/session/session-context";
import { courseKeys } from "@/lib/client/query-keys";
import { useLoggedError } from "./use-logged-error";

/** Published courses, minus the caller's enrolled ones when logged in (the server decides). */
export function useAllCourses() {
  const { state } = useSession();
  const userId = state.isLoggedIn ? (state.user?.id ?? null) : null;
  const query = useQuery({
    queryKey: courseKeys.all(userId),
    queryFn: ({ signal }) => coursesApi.allCourses(signal).then((r) => r.data),
  });
  useLoggedError(query.error, "Loading courses");
  return query;
}
