"use client";
// One account on the people screen: who it is, its role, school and access, how it was made and the parent's
// consent; the changes an admin may make (role, school for a platform admin, disable/enable), and for a learner
// Export data and Delete learner. Your own account's controls are off: the server refuses changing yourself.
import { useId, useState } from "react";
import type { Person } from "@/lib/schemas/people-admin";
import { ApiError, GENERIC_ERROR } from "@/lib/client/api";
import { ConfirmDialog } from "@/components/classes/confirm-dialog";
import { formatDate, formatDateTime } from "@/components/classes/format";
import { useDeleteLearner, useExportLearner, useUpdatePerson } from "./use-people";
import { peopleTexts as t, roleLabels } from "./texts";

const ROLES = Object.keys(roleLabels) as Person["role"][];
const selectClass =
  "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-ink-500";
const smallButton =
  "shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
const dangerButton =
  "rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50";

type Outcome = { kind: "ok" | "error"; text: string } | null;
const errorText = (e: unknown) => (e instanceof ApiError ? e.message : GENERIC_ERROR);

export function PersonCard({
  person,
  isSelf,
  schools,
  canMoveSchools,
  onShowChanges,
  onDeleted,
}: {
  person: Person;
  isSelf: boolean;
  schools: { id: number; name: string }[] | undefined;
  canMoveSchools: boolean;
  onShowChanges: (p: Person) => void;
  onDeleted: (p: Person) => void;
}) {
  const update = useUpdatePerson();
  const exportData = useExportLearner();
  const remove = useDeleteLearner();
  const [role, setRole] = useState(person.role);
  const [school, setSchool] = useState<string>(person.school ? String(person.school.id) : "");
  const [confirm, setConfirm] = useState<"access" | "delete" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { role: useId(), school: useId(), heading: useId() };
  const name = person.username;
  const busy = update.isPending || remove.isPending;

  const change = (body: Parameters<typeof update.mutate>[0]["change"], done: (p: Person) => string, after?: () => void) =>
    update.mutate(
      { id: person.id, change: body },
      {
        onSuccess: (res) => {
          setOutcome({ kind: "ok", text: done(res.person) });
          after?.();
        },
        onError: (e) => setOutcome({ kind: "error", text: errorText(e) }),
      },
    );

  return (
    <li>
      <article
        aria-labelledby={ids.heading}
        data-testid="person"
        data-person-id={person.id}
        className={`rounded-xl border bg-white p-4 shadow-sm ${person.disabled ? "border-amber-300" : "border-slate-200"}`}
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={ids.heading} className="break-words text-base font-semibold text-ink-900">
              {name}
            </h3>
            <p className="break-all text-sm text-ink-700">{person.email ?? <span className="text-ink-500">{t.noEmail}</span>}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{roleLabels[person.role]}</span>
            {person.disabled && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t.disabled}</span>}
            {isSelf && <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">{t.you}</span>}
          </div>
        </header>

        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-ink-500">{t.school}:</dt>
            <dd className="text-ink-900">{person.school?.name ?? t.noSchool}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-ink-500">{t.origin}:</dt>
            <dd className="text-ink-900">{person.addedByTeacher ? t.addedByTeacher : t.signedUp}</dd>
          </div>
          {(person.addedByTeacher || person.parentalConsentAt) && (
            <div className="flex gap-1.5">
              <dt className="text-ink-500">{t.consent}:</dt>
              <dd className="text-ink-900">{person.parentalConsentAt ? t.consentAt(formatDateTime(person.parentalConsentAt)) : t.consentNone}</dd>
            </div>
          )}
          <div className="flex gap-1.5">
            <dt className="text-ink-500">{t.joined}:</dt>
            <dd className="text-ink-900">
              <time dateTime={person.createdAt}>{formatDate(person.createdAt)}</time>
            </dd>
          </div>
        </dl>

        {isSelf && <p className="mt-3 text-sm text-ink-500">{t.youNote}</p>}

        <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-3">
          <div className="w-full sm:w-64">
            <label htmlFor={ids.role} className="block text-xs font-medium text-ink-700">
              {t.role}
              <span className="sr-only"> {t.forName(name)}</span>
            </label>
            <div className="mt-1 flex gap-2">
              <select id={ids.role} className={selectClass} value={role} disabled={isSelf || busy} onChange={(e) => setRole(e.target.value as Person["role"])}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={smallButton}
                disabled={isSelf || busy || role === person.role}
                onClick={() => change({ role }, (p) => t.roleChanged(roleLabels[p.role]))}
              >
                {t.changeRole}
              </button>
            </div>
          </div>
          {canMoveSchools && (
            <div className="w-full sm:w-72">
              <label htmlFor={ids.school} className="block text-xs font-medium text-ink-700">
                {t.school}
                <span className="sr-only"> {t.forName(name)}</span>
              </label>
              <div className="mt-1 flex gap-2">
                <select
                  id={ids.school}
                  className={selectClass}
                  value={school}
                  disabled={isSelf || busy || !schools}
                  onChange={(e) => setSchool(e.target.value)}
                >
                  <option value="">{t.noSchool}</option>
                  {schools?.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={smallButton}
                  disabled={isSelf || busy || school === (person.school ? String(person.school.id) : "")}
                  onClick={() => change({ organizationId: school ? Number(school) : null }, (p) => t.schoolChanged(p.school?.name ?? t.noSchool))}
                >
                  {t.moveSchool}
                </button>
              </div>
            </div>
          )}
        </div>

        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={person.disabled ? smallButton : dangerButton}
            disabled={isSelf || busy}
            onClick={() => {
              update.reset();
              setConfirm("access");
            }}
          >
            {person.disabled ? t.enable : t.disable}
          </button>
          {person.role === "user" && (
            <>
              <button
                type="button"
                className={smallButton}
                disabled={isSelf || exportData.isPending}
                onClick={() =>
                  exportData.mutate(person.id, {
                    onSuccess: (file) => setOutcome({ kind: "ok", text: t.exported(file) }),
                    onError: (e) => setOutcome({ kind: "error", text: errorText(e) }),
                  })
                }
              >
                {exportData.isPending ? t.exporting : t.exportData}
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={isSelf || busy}
                onClick={() => {
                  remove.reset();
                  setConfirm("delete");
                }}
              >
                {t.deleteLearner}
              </button>
            </>
          )}
          <button type="button" className={smallButton} onClick={() => onShowChanges(person)} aria-label={`${t.showChanges}: ${name}`}>
            {t.showChanges}
          </button>
        </div>

        <div aria-live="polite" className="mt-3 text-sm empty:mt-0">
          {outcome && (
            <p role={outcome.kind === "error" ? "alert" : "status"} className={outcome.kind === "error" ? "text-red-800" : "text-green-800"}>
              {outcome.text}
            </p>
          )}
        </div>
      </article>

      <ConfirmDialog
        open={confirm === "access"}
        title={person.disabled ? t.enableTitle(name) : t.disableTitle(name)}
        confirmLabel={person.disabled ? t.enable : t.disable}
        busyLabel={t.saving}
        busy={update.isPending}
        danger={!person.disabled}
        error={update.error ? errorText(update.error) : null}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          change(
            { disabled: !person.disabled },
            (p) => (p.disabled ? t.disabledDone : t.enabledDone),
            () => setConfirm(null),
          )
        }
      >
        <p>{person.disabled ? t.enableBody : t.disableBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "delete"}
        title={t.deleteTitle(name)}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.deleting}
        busy={remove.isPending}
        danger
        error={remove.error ? errorText(remove.error) : null}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(person.id, {
            onSuccess: () => {
              setConfirm(null);
              onDeleted(person);
            },
          })
        }
      >
        <p>{t.deleteBody(person.email ? `${name} (${person.email})` : name)}</p>
        <p>{t.deleteHint}</p>
      </ConfirmDialog>
    </li>
  );
}
