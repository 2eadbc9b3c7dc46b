"use client";
// /admin/people (from the account menu; the contract fixes the top nav): an admin searches accounts by name or
// email and role, 50 a page, changes a role, a school (platform admins) or access, exports or deletes a learner,
// and reads the audit trail. The server decides who may do what; this screen only leaves out what it would refuse.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Person } from "@/lib/schemas/people-admin";
import { useSession } from "@/lib/client/session/session-context";
import { LoginPrompt } from "@/components/shell/login-prompt";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { AuditPanel } from "./audit-panel";
import { PersonCard } from "./person-card";
import { usePeople, useSchools } from "./use-people";
import { peopleTexts as t, roleLabels } from "./texts";

const buttonClass = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50";
const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

export function PeoplePage() {
  const { state } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-900">{t.title}</h1>
      {!state.isLoggedIn ? (
        <LoginPrompt message={t.loginFirst} login={t.login} />
      ) : state.role !== "admin" ? (
        <p className="mt-6 text-ink-700">{t.adminsOnly}</p>
      ) : (
        <PeopleAdmin />
      )}
    </div>
  );
}

type Search = { q: string; role: Person["role"] | ""; page: number };

function PeopleAdmin() {
  const { state } = useSession();
  const me = state.user!;
  // An admin without a school runs the whole platform and may move accounts between schools.
  const platformAdmin = me.org_id === null;
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState<Search>({ q: "", role: "", page: 1 });
  const people = usePeople({ q: search.q, page: search.page, ...(search.role ? { role: search.role } : {}) });
  const schools = useSchools();
  const [auditFor, setAuditFor] = useState<Person | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const auditHeading = useRef<HTMLHeadingElement>(null);
  const deletedMessage = useRef<HTMLParagraphElement>(null);
  // Known names for the audit trail's targets: the accounts on this page.
  const [names] = useState(() => new Map<number, string>());
  for (const p of people.data?.people ?? []) names.set(p.id, p.username);
  const schoolNames = new Map((schools.data ?? []).map((s) => [s.id, s.name]));

  useEffect(() => {
    if (deleted) deletedMessage.current?.focus();
  }, [deleted]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setDeleted(null);
    setSearch((s) => ({ ...s, q: typed.trim(), page: 1 }));
  }

  const showChanges = (p: Person) => {
    setAuditFor(p);
    // The panel may be below the list (narrow screens): take the reader there.
    window.requestAnimationFrame(() => {
      auditHeading.current?.focus();
      auditHeading.current?.scrollIntoView({ block: "start" });
    });
  };

  const data = people.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <p className="mt-1 text-sm text-ink-500">{platformAdmin ? t.introPlatform : t.introSchool(me.organization ?? t.noSchool)}</p>
      <form role="search" onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="people-q" className="block text-sm font-medium text-ink-700">
            {t.searchLabel}
          </label>
          <input
            id="people-q"
            type="search"
            className={`mt-1 ${fieldClass}`}
            placeholder={t.searchPlaceholder}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="sm:w-44">
          <label htmlFor="people-role" className="block text-sm font-medium text-ink-700">
            {t.roleFilter}
          </label>
          <select
            id="people-role"
            className={`mt-1 ${fieldClass}`}
            value={search.role}
            onChange={(e) => setSearch({ q: typed.trim(), role: e.target.value as Search["role"], page: 1 })}
          >
            <option value="">{t.allRoles}</option>
            {(Object.keys(roleLabels) as Person["role"][]).map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t.search}
        </button>
      </form>

      <div role="status" aria-live="polite" className="mt-4">
        {deleted && (
          <p ref={deletedMessage} tabIndex={-1} className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 outline-none">
            {deleted}
          </p>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section aria-labelledby="people-results" aria-busy={people.isFetching}>
          <h2 id="people-results" className="sr-only">
            {t.title}
          </h2>
          {people.isPending ? (
            <LoadingText>{t.loading}</LoadingText>
          ) : people.isError ? (
            <LoadError error={people.error} onRetry={() => void people.refetch()} />
          ) : data!.people.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-700">{t.none(search.q)}</p>
          ) : (
            <>
              <p className="text-sm text-ink-500" data-testid="people-count">
                {t.count((data!.page - 1) * data!.pageSize + 1, (data!.page - 1) * data!.pageSize + data!.people.length, data!.total)}
              </p>
              <ul className="mt-3 space-y-3">
                {data!.people.map((p) => (
                  <PersonCard
                    key={p.id}
                    person={p}
                    isSelf={p.id === me.id}
                    schools={schools.data}
                    canMoveSchools={platformAdmin}
                    onShowChanges={showChanges}
                    onDeleted={(gone) => {
                      setDeleted(t.deleted(gone.username));
                      if (auditFor?.id === gone.id) setAuditFor(null);
                    }}
                  />
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={search.page <= 1 || people.isFetching}
                    onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}
                  >
                    {t.previous}
                  </button>
                  <span className="text-sm text-ink-700">{t.page(search.page, pages)}</span>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={search.page >= pages || people.isFetching}
                    onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}
                  >
                    {t.next}
                  </button>
                </nav>
              )}
            </>
          )}
        </section>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <AuditPanel ref={auditHeading} person={auditFor} onShowAll={() => setAuditFor(null)} names={{ people: names, schools: schoolNames }} />
        </div>
      </div>
    </>
  );
}
