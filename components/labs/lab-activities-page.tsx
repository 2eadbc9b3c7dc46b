"use client";
// /LabActivities (contract §2): two columns, JavaScript Labs (the in-browser labs, Python and JavaScript)
// and Java Labs, one entry per title, each opening its lab page in a new tab; '+ Create New Lab'. The headings are
// the contract's; each column says which languages it holds and each lab shows its language.
import { Link } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { dedupeByTitle, labHref, summariseLabs, type LabRow, type LabSummary } from "@/lib/client/labs-admin/lab-form";
import { useLabRows } from "@/lib/client/labs-admin/use-labs";
import { useSession } from "@/lib/client/session/session-context";
import type { UseQueryResult } from "@tanstack/react-query";
import { canAuthor } from "@/lib/schemas/roles";
import { FAMILIES, LAB_LANGUAGES, LANGUAGES, type LabFamily } from "@/lib/labs/languages";
import { texts } from "./texts";

export function LabActivitiesPage() {
  const { web, java } = useLabRows();
  const { state } = useSession();
  const author = state.isLoggedIn && canAuthor(state.role);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">Lab Activities</h1>
          <p className="mt-1 text-ink-700">Write and run real code in the browser. Each lab opens in a new tab.</p>
        </div>
        {author && (
          <Link to="/LabCreator" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            + Create New Lab
          </Link>
        )}
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <LabColumn family="lab" query={web} testId="web-labs" showProgress={state.isLoggedIn} />
        <LabColumn family="java-lab" query={java} testId="java-labs" showProgress={state.isLoggedIn} />
      </div>
    </div>
  );
}

/** "Python and JavaScript labs, run in your browser": what a column holds, from the languages table. */
function columnNote(family: LabFamily): string {
  const languages = LAB_LANGUAGES.filter((l) => LANGUAGES[l].family === family).map((l) => LANGUAGES[l]);
  const names = languages.map((l) => l.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return texts.labColumnNote(
    list,
    languages.every((l) => l.runsOn === "browser"),
  );
}

function LabColumn({ family, query, testId, showProgress }: { family: LabFamily; query: UseQueryResult<LabRow[]>; testId: string; showProgress: boolean }) {
  const id = `${testId}-heading`;
  const heading = FAMILIES[family].column;
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{columnNote(family)}</p>
      {query.isPending ? (
        <LoadingText>Loading labs...</LoadingText>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <LabList labs={dedupeByTitle(summariseLabs(query.data))} showProgress={showProgress} />
      )}
    </section>
  );
}

function LabList({ labs, showProgress }: { labs: LabSummary[]; showProgress: boolean }) {
  if (labs.length === 0) return <p className="mt-4 text-ink-700">No labs yet.</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-100">
      {labs.map((lab) => (
        <li key={lab.labId}>
          <a
            href={labHref(lab)}
            target="_blank"
            rel="noopener"
            className="flex items-center justify-between gap-3 rounded-lg px-3 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-medium text-ink-900">{lab.title}</span>
              <span data-testid="lab-language" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink-900">
                {LANGUAGES[lab.language].name}
              </span>
            </span>
            {showProgress && lab.checkedCount > 0 && (
              <span
                data-testid={`lab-progress-${lab.labId}`}
                title={texts.labProgressLong(lab.passedCount, lab.checkedCount)}
                className="ml-auto shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900"
              >
                <span aria-hidden="true">{texts.labProgress(lab.passedCount, lab.checkedCount)}</span>
                <span className="sr-only">{texts.labProgressLong(lab.passedCount, lab.checkedCount)}</span>
              </span>
            )}
            <span className="shrink-0 text-sm text-ink-700">
              {lab.cellCount} {lab.cellCount === 1 ? "cell" : "cells"}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
