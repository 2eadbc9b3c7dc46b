"use client";
// The AI explanation under a wrong quiz answer: a spinner while it is written, then a scrollable box.
import { useQuery } from "@tanstack/react-query";
import { fetchExplanation } from "@/lib/client/ai-api";
import { Spinner } from "./spinner";
import { texts } from "./texts";
import { aiKeys } from "@/lib/client/query-keys";

type Props = { question: string; options: Array<Record<string, string>>; selectedOption: string };

export function ExplanationBox({ question, options, selectedOption }: Props) {
  const query = useQuery({
    queryKey: aiKeys.explanation(question, options, selectedOption),
    queryFn: ({ signal }) => fetchExplanation({ question, options, selectedOption }, signal),
    // An explanation for the same question and choice does not change; the server caches it too.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });

  if (query.isPending) {
    return <Spinner label={texts.explanationLoading} className="mt-4 rounded-lg border border-slate-200 bg-white p-4" />;
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <span>{texts.explanationError}</span>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded-md border border-red-300 bg-white px-3 py-1 font-semibold text-red-800 hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <section
      aria-label={texts.explanationLabel}
      data-testid="explanation-box"
      // Focusable so keyboard users can scroll a long explanation.
      tabIndex={0}
      className="mt-4 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm leading-relaxed text-ink-900"
    >
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700">{texts.explanationLabel}</h3>
      {query.data}
    </section>
  );
}
