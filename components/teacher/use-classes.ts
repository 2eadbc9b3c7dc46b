"use client";
// The teacher's reads and changes, as TanStack queries and mutations. A change invalidates every class query
// (the list's counts, the class, its gradebook), so each screen shows the new state without a reload.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { classesApi, classKeys } from "@/lib/client/classes-api";
import { useSession } from "@/lib/client/session/session-context";
import { ApiError } from "@/lib/client/api";

/** A class that is not there or not the caller's (404) is an answer, not a failure worth retrying. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export function useClassList() {
  const userId = useSession().state.user?.id ?? null;
  return useQuery({ queryKey: classKeys.list(userId), queryFn: ({ signal }) => classesApi.list(signal), retry });
}

export function useClassOptions() {
  return useQuery({ queryKey: classKeys.options, queryFn: ({ signal }) => classesApi.options(signal), staleTime: 60 * 60_000, retry });
}

export function useClassDetail(id: number) {
  return useQuery({ queryKey: classKeys.detail(id), queryFn: ({ signal }) => classesApi.detail(id, signal), retry });
}

export function useGradebook(id: number) {
  return useQuery({ queryKey: classKeys.gradebook(id), queryFn: ({ signal }) => classesApi.gradebook(id, signal), retry });
}

export function useTestStats(id: number, contentId: number) {
  return useQuery({ queryKey: classKeys.testStats(id, contentId), queryFn: ({ signal }) => classesApi.testStats(id, contentId, signal), retry });
}

export function useLearnerReport(id: number, userId: number) {
  return useQuery({ queryKey: classKeys.learner(id, userId), queryFn: ({ signal }) => classesApi.learnerReport(id, userId, signal), retry });
}

/** A class change: invalidates every class query once it is done. */
export function useClassMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: classKeys.prefix }) });
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/** The server's 404 for a class the caller does not run (or that does not exist): "Class not found". */
export function isClassNotFound(error: unknown): boolean {
  return isNotFound(error) && error.message === "Class not found";
}
