"use client";
// Both lab lists, shared by Lab Activities and the lab creator (which refreshes them after a change).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJavaLabs, fetchWebLabs } from "./labs-api";
import { labKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/session/session-context";

export function useLabRows() {
  const userId = useSession().state.user?.id ?? null;
  const web = useQuery({ queryKey: labKeys.web(userId), queryFn: fetchWebLabs });
  const java = useQuery({ queryKey: labKeys.java(userId), queryFn: fetchJavaLabs });
  return { web, java };
}

export function useRefreshLabs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: labKeys.prefix });
}
