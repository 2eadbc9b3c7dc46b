"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { coursesApi } from "@/lib/client/courses-api";
import { useSession } from "@/lib/client/session/session-context";
import { courseKeys } from "@/lib/client/query-keys";
import { useLoggedError } from "./use-logged-error";

/** The logged-in learner's enrolments; idle for visitors. */
export function useMyEnrollments() {
  const { state } = useSession();
  const userId = state.isLoggedIn ? (state.user?.id ?? null) : null;
  const query = useQuery({
    queryKey: courseKeys.enrollments(userId ?? 0),
    queryFn: ({ signal }) => coursesApi.studentEnrollments(userId!, signal).then((r) => r.data),
    enabled: userId != null,
  });
  useLoggedError(query.error, "Loading enrolments");
  return { ...query, userId };
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coursesApi.enroll,
    onError: (error) => console.error("Enrolment failed:", error),
    onSuccess: () => {
      // The course leaves the catalogue and joins My Learning.
      void queryClient.invalidateQueries({ queryKey: courseKeys.allPrefix });
      void queryClient.invalidateQueries({ queryKey: courseKeys.enrollmentsPrefix });
    },
  });
}
