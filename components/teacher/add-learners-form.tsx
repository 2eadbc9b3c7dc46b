"use client";
// Adding learners without email: rows typed one by one or pasted (a list or a CSV), the parent's-consent
// confirmation, and the server's all-or-nothing answer — a refused list shows each row's problem beside it.
import { useId, useState, type FormEvent } from "react";
import { classesApi, rowProblems } from "@/lib/client/classes-api";
import type { RowProblem } from "@/lib/schemas/classes";
import type { SheetLearner } from "./class-sheet";
import { emptyRow, isBlank, parseLearnerList, rowsToSend, type LearnerRow } from "./learner-list";
import { errorMessage, inputClass, Notice, primaryButton, secondaryButton, smallButton } from "./ui";
import { useClassMutation } from "./use-classes";
import { texts } from "./texts";

type Props = { classId: number; onAdded: (learners: SheetLearner[]) => void };

export function AddLearnersForm({ classId, onAdded }: Props) {
  const [rows, setRows] = useState<LearnerRow[]>(() => [emptyRow()]);
  const [pasted, setPasted] = useState("");
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's problems, by the row's key (its place in the list that was sent). */
  const [problems, setProblems] = useState<Map<number, RowProblem[]>>(new Map());
  const add = useClassMutation((body: Parameters<typeof classesApi.addLearners>[1]) => classesApi.addLearners(classId, body));
  const ids = { consent: useId(), paste: useId(), pasteNote: useId() };

  const update = (key: number, field: "name" | "email" | "username", value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const putPasted = () => {
    const parsed = parseLearnerList(pasted);
    if (parsed.length === 0) {
      setPasteNote(texts.pasteNothing);
      return;
    }
    setRows((rs) => [...rs.filter((r) => !isBlank(r)), ...parsed]);
    setPasted("");
    setPasteNote(texts.pasteAdded(parsed.length));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { sent, body } = rowsToSend(rows);
    setProblems(new Map());
    if (sent.length === 0) return setFormError(texts.noRows);
    if (!consent) return setFormError(texts.consentNeeded);
    setFormError(null);
    add.mutate(body, {
      onSuccess: (r) => {
        setRows([emptyRow()]);
        setConsent(false);
        setPasteNote(null);
        onAdded(r.learners.map((l) => ({ name: l.name, username: l.username, oneTimePassword: l.oneTimePassword })));
      },
      onError: (error) => {
        const byKey = new Map<number, RowProblem[]>();
        for (const p of rowProblems(error)) {
          const key = sent[p.row - 1]?.key;
          if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), p]);
        }
        setProblems(byKey);
      },
    });
  };

  const refused = add.isError && problems.size > 0;
  const count = rows.filter((r) => !isBlank(r)).length;
  return (
    <section aria-labelledby="add-learners-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="add-learners-heading" className="text-xl font-semibold text-ink-900">
        {texts.addTitle}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-700">{texts.addIntro}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">{texts.rowsCaption}</legend>
          <ol className="mt-2 space-y-3">
            {rows.map((r, i) => (
              <LearnerRowFields
                key={r.key}
                row={r}
                n={i + 1}
                problems={problems.get(r.key) ?? []}
                onChange={update}
                onRemove={rows.length > 1 ? () => setRows((rs) => rs.filter((x) => x.key !== r.key)) : undefined}
              />
            ))}
          </ol>
          <button type="button" className={`${smallButton} mt-3`} onClick={() => setRows((rs) => [...rs, emptyRow()])}>
            {texts.addRow}
          </button>
        </fieldset>
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-ink-900">{texts.pasteTitle}</summary>
          <label htmlFor={ids.paste} className="mt-3 block text-sm text-ink-700">
            {texts.pasteLabel}
          </label>
          <textarea
            id={ids.paste}
            className={`${inputClass} mt-1 font-mono`}
            rows={5}
            value={pasted}
            placeholder={texts.pastePlaceholder}
            onChange={(e) => setPasted(e.target.value)}
            aria-describedby={pasteNote ? ids.pasteNote : undefined}
          />
          <button type="button" className={`${secondaryButton} mt-2`} onClick={putPasted}>
            {texts.pasteAdd}
          </button>
          {pasteNote && (
            <p id={ids.pasteNote} role="status" className="mt-2 text-sm text-ink-700">
              {pasteNote}
            </p>
          )}
        </details>
        <div className="flex items-start gap-2">
          <input id={ids.consent} type="checkbox" className="mt-1 h-4 w-4 shrink-0" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <label htmlFor={ids.consent} className="text-sm text-ink-900">
            {texts.consent}
          </label>
        </div>
        {formError && <Notice tone="bad">{formError}</Notice>}
        {add.isError && <Notice tone="bad">{refused ? `${errorMessage(add.error)} ${texts.refused}` : errorMessage(add.error)}</Notice>}
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          {add.isPending ? texts.creatingAccounts : texts.createAccounts(Math.max(count, 1))}
        </button>
      </form>
    </section>
  );
}

type RowProps = {
  row: LearnerRow;
  n: number;
  problems: RowProblem[];
  onChange: (key: number, field: "name" | "email" | "username", value: string) => void;
  onRemove?: () => void;
};

function LearnerRowFields({ row, n, problems, onChange, onRemove }: RowProps) {
  const problemId = useId();
  const fieldProblem = (f: string) => problems.some((p) => p.field === f);
  const field = (f: "name" | "email" | "username", label: string, placeholder: string) => (
    <input
      className={`${inputClass} ${fieldProblem(f) ? "border-red-500" : ""}`}
      aria-label={label}
      placeholder={placeholder}
      value={row[f]}
      onChange={(e) => onChange(row.key, f, e.target.value)}
      aria-invalid={fieldProblem(f) || undefined}
      aria-describedby={problems.length ? problemId : undefined}
      autoComplete="off"
      spellCheck={false}
    />
  );
  return (
    <li className={`rounded-lg ${problems.length ? "border border-red-300 bg-red-50 p-2" : ""}`} data-testid="learner-row">
      <div className="flex items-start gap-2">
        <span className="mt-2 w-6 shrink-0 text-right text-xs font-semibold text-ink-500" aria-hidden="true">
          {n}.
        </span>
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-3">
          {field("name", texts.rowName(n), texts.colName)}
          {field("email", texts.rowEmail(n), texts.colEmail)}
          {field("username", texts.rowUsername(n), texts.colUsername)}
        </div>
        {onRemove && (
          <button type="button" className={`${smallButton} mt-1`} onClick={onRemove} aria-label={texts.removeRow(n)}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      {problems.length > 0 && (
        <ul id={problemId} className="mt-1 ml-8 text-sm text-red-800" data-testid="row-problem">
          {problems.map((p) => (
            <li key={`${p.field}-${p.message}`}>{p.message}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
