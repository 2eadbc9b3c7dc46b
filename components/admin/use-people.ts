"use client";
// The people screen's data: a page of accounts, the schools the admin reaches, the audit trail, and the changes.
// Every change re-reads the accounts and the audit trail (a change is always audited).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { peopleApi, peopleKeys, type PeopleSearch, type PersonChange } from "@/lib/client/people-api";
import { useSession } from "@/lib/client/session/session-context";

function useAdminId(): number {
  const { state } = useSession();
  return state.user?.id ?? 0;
}

export function usePeople(search: PeopleSearch) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: peopleKeys.search(adminId, search),
    queryFn: ({ signal }) => peopleApi.search(search, signal),
    // Paging keeps the last page on screen until the next one is here.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSchools() {
  const adminId = useAdminId();
  return useQuery({ queryKey: peopleKeys.schools(adminId), queryFn: ({ signal }) => peopleApi.schools(signal), staleTime: 5 * 60_000 });
}

export function useAudit(userId: number | null) {
  const adminId = useAdminId();
  return useQuery({ queryKey: peopleKeys.audit(adminId, userId), queryFn: ({ signal }) => peopleApi.audit(userId ?? undefined, signal), staleTime: 0 });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: peopleKeys.prefix });
}

export function useUpdatePerson() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, change }: { id: number; change: PersonChange }) => peopleApi.update(id, change), onSettled: refresh });
}

export function useDeleteLearner() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => peopleApi.deleteLearner(id), onSettled: refresh });
}

export function useExportLearner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await peopleApi.exportLearner(id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
      // The download has started from the object URL; it can go once the click has been handled.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return fileName;
    },
    onSettled: refresh,
  });
}
