"use client";
// Both lab lists, shared by Lab Activities and the lab creator (which refreshes them after a change).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJavaLabs, fetchWebLabs } from "./labs-api";

export const labKeys = { web: ["labs", "web"] as const, java: ["labs", "java"] as const };

export function useLabRows() {
  const web = useQuery({ queryKey: labKeys.web, queryFn: fetchWebLabs });
  const java = useQuery({ queryKey: labKeys.java, queryFn: fetchJavaLabs });
  return { web, java };
}

export function useRefreshLabs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["labs"] });
}
