"use client";
// What a class code joins, asked while the learner types: after a pause in typing (not on every key), only for
// something long enough to be a code, and never twice for the same code (case, spaces and hyphens aside).
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { classesMeApi, classesMeKeys } from "@/lib/client/classes-me-api";
import { normalizeClassCode } from "@/lib/schemas/class-code";

export const PREVIEW_DELAY_MS = 400;
/** Shorter than any class code (the seed's are 5 characters without the hyphen, new ones 7). */
const MIN_CODE_CHARS = 4;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export type CodePreview =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "found"; cls: { name: string; school: string; teacher: string | null } }
  | { state: "unknown"; message: string }
  | { state: "error"; message: string };

export function useClassPreview(typed: string): CodePreview {
  const code = typed.trim();
  const settled = useDebounced(code, PREVIEW_DELAY_MS);
  const ready = normalizeClassCode(settled).length >= MIN_CODE_CHARS;
  const query = useQuery({
    queryKey: classesMeKeys.preview(settled),
    queryFn: ({ signal }) => classesMeApi.preview(settled, signal),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  if (normalizeClassCode(code).length < MIN_CODE_CHARS) return { state: "idle" };
  // Still typing, or asking: the last answer would describe another code.
  if (normalizeClassCode(settled) !== normalizeClassCode(code) || query.isPending) return { state: "checking" };
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 404) return { state: "unknown", message: e.message };
    return { state: "error", message: e.message };
  }
  return { state: "found", cls: query.data };
}
