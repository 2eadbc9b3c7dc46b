"use client";
// The home page's AI recommendations section: from the learner's latest skills tests, or an invitation.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { fetchRecommendations } from "@/lib/client/ai-api";
import { RecommendationLists, RecommendationsError } from "./recommendation-lists";
import { Spinner } from "./spinner";
import { texts } from "./texts";
import { aiKeys } from "@/lib/client/query-keys";

export function HomeRecommendations() {
  const { state } = useSession();
  const { open } = useAuthDialogs();
  const userId = state.user?.id ?? null;
  const query = useQuery({
    queryKey: aiKeys.homeRecommendations(userId),
    queryFn: ({ signal }) => fetchRecommendations(undefined, signal),
    enabled: state.isLoggedIn,
    retry: false,
  });

  let body: React.ReactNode;
  if (!state.isLoggedIn) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-700">{texts.homeVisitor}</p>
        <button
          type="button"
          onClick={() => open({ kind: "login" })}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {texts.homeLogin}
        </button>
      </div>
    );
  } else if (query.isPending) {
    body = <Spinner label={texts.recLoading} />;
  } else if (query.isError) {
    body = <RecommendationsError onRetry={() => void query.refetch()} />;
  } else if (query.data.attempts === 0) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-700">{texts.homeNoAttempts}</p>
        <Link to="/mylearning" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {texts.homeGoToLearning}
        </Link>
        <Link to="/courses" className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {texts.homeBrowse}
        </Link>
      </div>
    );
  } else {
    body = <RecommendationLists recs={query.data} />;
  }

  return (
    <section
      aria-labelledby="home-recommendations-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="home-recommendations"
    >
      <h2 id="home-recommendations-title" className="mb-3 text-xl font-bold text-ink-900">
        {texts.homeTitle}
      </h2>
      {body}
    </section>
  );
}
