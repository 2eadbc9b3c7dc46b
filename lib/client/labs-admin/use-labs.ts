"use client";
// Both lab lists, shared by Lab Activities and the lab creator (which refreshes them after a change).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJavaLabs, fetchWebLabs } from "./labs-api";
import { labKeys } from "@/lib/client/query-keys";

export function useLabRows() {
  const web = useQuery({ queryKey: labKeys.web, queryFn: fetchWebLabs });
  const java = useQuery({ queryKey: labKeys.java, queryFn: fetchJavaLabs });
  return { web, java };
}

export function useRefreshLabs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: labKeys.prefix });
}
