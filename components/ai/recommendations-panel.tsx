"use client";
// Beside a skills-test result: what to revisit and which courses fit next, from this attempt.
import { useQuery } from "@tanstack/react-query";
import { fetchRecommendations } from "@/lib/client/ai-api";
import { RecommendationLists, RecommendationsError } from "./recommendation-lists";
import { Spinner } from "./spinner";
import { texts } from "./texts";
import { aiKeys } from "@/lib/client/query-keys";

export function RecommendationsPanel({ attemptId }: { attemptId: number }) {
  const query = useQuery({
    queryKey: aiKeys.attemptRecommendations(attemptId),
    queryFn: ({ signal }) => fetchRecommendations(attemptId, signal),
    retry: false,
  });
  return (
    <section aria-labelledby="recommendations-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id="recommendations-title" className="mb-3 text-lg font-bold text-ink-900">
        {texts.recTitle}
      </h2>
      {query.isPending && <Spinner label={texts.recLoading} />}
      {query.isError && <RecommendationsError onRetry={() => void query.refetch()} />}
      {query.data && <RecommendationLists recs={query.data} />}
    </section>
  );
}
