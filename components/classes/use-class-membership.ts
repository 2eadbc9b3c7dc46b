"use client";
// Joining and leaving a class. Joining enrols the learner in the class's assigned courses, so the catalogue,
// My Learning and progress are read again along with the learner's classes and assignments.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { classesMeApi, classesMeKeys } from "@/lib/client/classes-me-api";
import { courseKeys, progressKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/session/session-context";

function useRefreshAfterMembership() {
  const qc = useQueryClient();
  return () => {
    for (const queryKey of [classesMeKeys.prefix, courseKeys.enrollmentsPrefix, courseKeys.allPrefix, progressKeys.prefix]) {
      void qc.invalidateQueries({ queryKey });
    }
  };
}

export function useJoinClass() {
  const refresh = useRefreshAfterMembership();
  return useMutation({ mutationFn: classesMeApi.join, onSuccess: refresh });
}

export function useLeaveClass() {
  const refresh = useRefreshAfterMembership();
  return useMutation({ mutationFn: classesMeApi.leave, onSuccess: refresh });
}

/** The signed-in learner's id, or null for a visitor (the lists below are idle then). */
function useLearnerId(): number | null {
  const { state } = useSession();
  return state.isLoggedIn ? (state.user?.id ?? null) : null;
}

export function useMyClasses() {
  const userId = useLearnerId();
  return useQuery({
    queryKey: classesMeKeys.classes(userId ?? 0),
    queryFn: ({ signal }) => classesMeApi.myClasses(signal),
    enabled: userId !== null,
  });
}

export function useMyAssignments() {
  const userId = useLearnerId();
  return useQuery({
    queryKey: classesMeKeys.assignments(userId ?? 0),
    queryFn: ({ signal }) => classesMeApi.myAssignments(signal),
    enabled: userId !== null,
    // Done and overdue change with the learner's work and the clock.
    staleTime: 0,
  });
}
