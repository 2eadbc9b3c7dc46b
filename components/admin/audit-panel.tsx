"use client";
// The audit trail beside the people list: the latest changes to people and classes, or one account's. Who did
// what, when; a role's or school's old and new value.
import { forwardRef } from "react";
import { formatDateTime } from "@/components/classes/format";
import { LoadError } from "@/components/courses/query-state";
import { useAudit } from "./use-people";
import { auditActionLabels, peopleTexts as t, roleLabels } from "./texts";

type Names = { people: Map<number, string>; schools: Map<number, string> };

function detailOf(action: string, details: unknown, names: Names): string | null {
  const d = (details ?? {}) as { from?: unknown; to?: unknown };
  if (action === "role.changed") {
    const label = (r: unknown) => roleLabels[r as keyof typeof roleLabels] ?? String(r);
    return `${label(d.from)} → ${label(d.to)}`;
  }
  if (action === "school.changed") {
    const label = (s: unknown) => (typeof s === "number" ? (names.schools.get(s) ?? `#${s}`) : t.noSchool);
    return `${label(d.from)} → ${label(d.to)}`;
  }
  return null;
}

export const AuditPanel = forwardRef<HTMLHeadingElement, { person: { id: number; username: string } | null; onShowAll: () => void; names: Names }>(
  function AuditPanel({ person, onShowAll, names }, headingRef) {
    const audit = useAudit(person?.id ?? null);
    return (
      <section aria-labelledby="audit-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-panel">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="audit-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
            {person ? t.auditFor(person.username) : t.auditTitle}
          </h2>
          {person && (
            <button type="button" onClick={onShowAll} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t.auditAll}
            </button>
          )}
        </div>
        {audit.isPending ? (
          <p role="status" className="mt-3 text-sm text-ink-500">
            {t.auditLoading}
          </p>
        ) : audit.isError ? (
          <div className="mt-3">
            <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
          </div>
        ) : audit.data.length === 0 ? (
          <p className="mt-3 text-sm text-ink-500">{t.auditNone}</p>
        ) : (
          <ol className="mt-3 max-h-[70vh] space-y-2 overflow-y-auto pr-1">
            {audit.data.map((e) => {
              const target =
                e.targetUserId !== null
                  ? (names.people.get(e.targetUserId) ?? t.account(e.targetUserId))
                  : e.targetClassId !== null
                    ? t.classRef(e.targetClassId)
                    : null;
              const detail = detailOf(e.action, e.details, names);
              return (
                <li key={e.id} data-testid="audit-event" data-action={e.action} className="rounded-lg border border-slate-100 bg-slate-50 p-2.5 text-sm">
                  <p className="font-medium text-ink-900">
                    {auditActionLabels[e.action] ?? e.action}
                    {target && <span className="font-normal text-ink-700"> · {target}</span>}
                  </p>
                  {detail && <p className="text-ink-700">{detail}</p>}
                  <p className="text-xs text-ink-500">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    {e.actor && <> · {t.auditBy(e.actor.username)}</>}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    );
  },
);
