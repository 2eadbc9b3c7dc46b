"use client";
// /LabCreator, the admin panel for labs (contract §2 Lab creator, §4, §5, §8): the form on the left (title,
// numeric lab ID, language, numbered cells with move up/down and Remove, Add New Cell, Reset Form,
// Create Lab / Update Lab), the existing labs on the right (Edit, Delete, preview). Only lab authors and
// admins may change labs; the server enforces it, and this page says so to everyone else.
import { useCallback, useEffect, useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { Snackbar } from "@/components/ui/snackbar";
import { LoadingText } from "@/components/courses/query-state";
import {
  addCell,
  draftFromRows,
  emptyDraft,
  labHref,
  moveCell,
  nextFreeLabId,
  removeCell,
  summariseLabs,
  updateCell,
  validateDraft,
  type LabDraft,
  type LabLanguage,
  type LabRow,
  type LabSummary,
} from "@/lib/client/labs-admin/lab-form";
import { fetchJavaLabs, fetchWebLabs } from "@/lib/client/labs-admin/labs-api";
import { debugLine, deleteLab, saveLab } from "@/lib/client/labs-admin/save-lab";
import { useLabRows, useRefreshLabs } from "@/lib/client/labs-admin/use-labs";
import { labKeys } from "@/lib/client/query-keys";
import { CellChecksEditor } from "./cell-checks-editor";
import { texts } from "./texts";
import { usePythonRuntime } from "./use-python-runtime";
import { canAuthor } from "@/lib/schemas/roles";
import { familyOf, LAB_LANGUAGES, LANGUAGES } from "@/lib/labs/languages";

export function LabCreatorPage() {
  const { state } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-900">Lab Creator</h1>
      {state.isLoggedIn && canAuthor(state.role) ? <LabCreator /> : <AuthorsOnly loggedIn={state.isLoggedIn} />}
    </div>
  );
}

function AuthorsOnly({ loggedIn }: { loggedIn: boolean }) {
  const { open } = useAuthDialogs();
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-lg text-ink-700">
        {loggedIn
          ? "Labs are created and edited by lab authors. Your account can open and run every lab."
          : "Log in with a lab author account to create and edit labs."}
      </p>
      <div className="mt-4 flex justify-center gap-3">
        {!loggedIn && (
          <button
            type="button"
            onClick={() => open({ kind: "login" })}
            className="rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Login
          </button>
        )}
        <Link to="/LabActivities" className="rounded-lg border border-slate-300 px-5 py-2 font-semibold text-ink-700 hover:bg-slate-50">
          Go to Lab Activities
        </Link>
      </div>
    </div>
  );
}

type Editing = { labId: number; language: LabLanguage; originalIds: string[] } | null;
type Notice = { message: string; severity: "success" | "error" } | null;
type Failure = { message: string; debug: string } | null;

// Lab ids are per API family (contract §7: /api/lab/lab and /api/lab/java-lab keep their own labs).
const sameFamily = (a: LabLanguage, b: LabLanguage) => familyOf(a) === familyOf(b);

function LabCreator() {
  const client = useQueryClient();
  const userId = useSession().state.user?.id ?? null;
  const refresh = useRefreshLabs();
  const { web, java } = useLabRows();
  const [draft, setDraft] = useState<LabDraft>(() => emptyDraft());
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  // A new lab's Lab ID is filled in with the next free one (the field stays, typed as a number); an id the author
  // typed is theirs, while one we filled follows the list (after a save, the next one).
  const nextId = web.data && java.data ? nextFreeLabId([...web.data, ...java.data]) : null;
  const [filledId, setFilledId] = useState<string | null>(null);
  useEffect(() => {
    if (editing || nextId === null) return;
    const mine = draft.labId === "" || draft.labId === filledId;
    if (!mine || draft.labId === String(nextId)) return;
    // Follows the labs' list as it loads or changes (an external system): the form's own field.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilledId(String(nextId));
    setDraft((d) => ({ ...d, labId: String(nextId) }));
  }, [editing, nextId, draft.labId, filledId]);
  // "Try checks" in a language with a page interpreter (Python) needs it: started once the author writes a check.
  const python = usePythonRuntime(
    LANGUAGES[draft.language].interpreter === "page" && draft.cells.some((c) => c.expectedOutput.trim() !== "" || c.testCode.trim() !== ""),
  );

  const reset = () => {
    setDraft(emptyDraft(draft.language));
    setEditing(null);
    setInvalid(null);
    setFailure(null);
  };

  const allRows = (): Promise<LabRow[]> =>
    Promise.all([
      client.fetchQuery({ queryKey: labKeys.web(userId), queryFn: fetchWebLabs, staleTime: 0 }),
      client.fetchQuery({ queryKey: labKeys.java(userId), queryFn: fetchJavaLabs, staleTime: 0 }),
    ]).then(([w, j]) => [...w, ...j]);

  const rowsOf = (rows: LabRow[], lab: Pick<LabSummary, "labId" | "language">) =>
    rows.filter((r) => sameFamily(r.language, lab.language) && r.LAB_ID === lab.labId);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const problem = validateDraft(draft);
    setInvalid(problem);
    if (problem) return;
    const labId = Number(draft.labId.trim());
    setSaving(true);
    try {
      const rows = await allRows();
      const taken = rowsOf(rows, { labId, language: draft.language });
      const sameLab = editing && editing.labId === labId && sameFamily(editing.language, draft.language);
      if (taken.length > 0 && !sameLab) {
        setInvalid(`Lab ID ${labId} is already used by the lab "${taken[0]!.TITLE}". Choose another ID, or Edit that lab.`);
        return;
      }
      await saveLab(draft, editing ? { kind: "edit", originalIds: editing.originalIds } : { kind: "create" });
      const title = draft.title.trim();
      setNotice({ message: `Lab "${title}" ${editing ? "updated" : "created"} successfully`, severity: "success" });
      setDraft(emptyDraft(draft.language));
      setEditing(null);
      setInvalid(null);
    } catch (error) {
      setFailure({ message: "Failed to save lab", debug: debugLine(error) });
    } finally {
      setSaving(false);
      void refresh();
    }
  }

  async function edit(lab: LabSummary) {
    setFailure(null);
    setInvalid(null);
    try {
      const rows = rowsOf(await allRows(), lab);
      if (rows.length === 0) throw new Error(`Lab ${lab.labId} has no cells any more`);
      setDraft(draftFromRows(rows));
      setEditing({ labId: lab.labId, language: lab.language, originalIds: rows.map((r) => r.id) });
      setNotice({ message: `Lab "${lab.title}" loaded for editing`, severity: "success" });
    } catch (error) {
      setFailure({ message: "Failed to load lab for editing", debug: debugLine(error) });
    }
  }

  async function remove(lab: LabSummary) {
    if (!window.confirm(`Are you sure you want to delete the lab "${lab.title}"?`)) return;
    setFailure(null);
    try {
      await deleteLab(rowsOf(await allRows(), lab));
      if (editing && editing.labId === lab.labId && sameFamily(editing.language, lab.language)) reset();
      setNotice({ message: `Lab "${lab.title}" deleted successfully`, severity: "success" });
    } catch (error) {
      setFailure({ message: "Failed to delete lab", debug: debugLine(error) });
    } finally {
      void refresh();
    }
  }

  const listError = web.error ?? java.error;
  const labs = [...summariseLabs(web.data ?? []), ...summariseLabs(java.data ?? [])];

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={submit} noValidate aria-labelledby="lab-form-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="lab-form-heading" className="text-xl font-semibold text-ink-900">
          {editing ? `Editing lab ${editing.labId}` : "New lab"}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <Field label="Lab title">
            {(id) => (
              <input id={id} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} className={inputClass} maxLength={200} />
            )}
          </Field>
          <Field label="Lab ID">
            {(id) => (
              <>
                <input
                  id={id}
                  value={draft.labId}
                  inputMode="numeric"
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => setDraft({ ...draft, labId: e.target.value })}
                  className={inputClass}
                />
                {!editing && nextId !== null && (
                  <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
                    {texts.nextLabId(nextId)}
                  </p>
                )}
              </>
            )}
          </Field>
          <Field label="Language">
            {(id) => (
              <select
                id={id}
                value={draft.language}
                disabled={editing !== null}
                onChange={(e) => setDraft({ ...draft, language: e.target.value as LabLanguage })}
                className={inputClass}
              >
                {LAB_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGES[l].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <h3 className="mt-6 text-lg font-semibold text-ink-900">Cells</h3>
        <ol className="mt-2 space-y-4">
          {draft.cells.map((cell, i) => (
            <li key={cell.key} className="rounded-lg border border-slate-200 p-4" aria-label={`Cell ${cell.cellId}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">Cell {cell.cellId}</span>
                <div className="flex gap-2">
                  <button type="button" className={smallButton} disabled={i === 0} onClick={() => setDraft({ ...draft, cells: moveCell(draft.cells, i, -1) })}>
                    Move up<span className="sr-only"> cell {cell.cellId}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={i === draft.cells.length - 1}
                    onClick={() => setDraft({ ...draft, cells: moveCell(draft.cells, i, 1) })}
                  >
                    Move down<span className="sr-only"> cell {cell.cellId}</span>
                  </button>
                  <button type="button" className={`${smallButton} text-red-700`} onClick={() => setDraft({ ...draft, cells: removeCell(draft.cells, i) })}>
                    Remove<span className="sr-only"> cell {cell.cellId}</span>
                  </button>
                </div>
              </div>
              <Field label={`Description of cell ${cell.cellId}`}>
                {(id) => (
                  <textarea
                    id={id}
                    rows={2}
                    value={cell.preText}
                    onChange={(e) => setDraft({ ...draft, cells: updateCell(draft.cells, i, { preText: e.target.value }) })}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field label={`Code of cell ${cell.cellId}`}>
                {(id) => (
                  <textarea
                    id={id}
                    rows={6}
                    spellCheck={false}
                    value={cell.code}
                    onChange={(e) => setDraft({ ...draft, cells: updateCell(draft.cells, i, { code: e.target.value }) })}
                    className={`${inputClass} font-mono text-sm`}
                  />
                )}
              </Field>
              <CellChecksEditor
                cell={cell}
                language={draft.language}
                python={python.runtime}
                onChange={(patch) => setDraft((d) => ({ ...d, cells: updateCell(d.cells, i, patch) }))}
              />
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setDraft({ ...draft, cells: addCell(draft.cells, draft.language) })}>
            Add New Cell
          </button>
          <button type="button" className={secondaryButton} onClick={reset}>
            Reset Form
          </button>
        </div>

        {invalid && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {invalid}
          </p>
        )}
        {failure && (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-medium">{failure.message}</p>
            <p className="mt-1 font-mono text-xs">{failure.debug}</p>
          </div>
        )}
        <button
          type="submit"
          disabled={saving}
          className="mt-6 rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? "Saving..." : editing ? "Update Lab" : "Create Lab"}
        </button>
      </form>

      <section aria-labelledby="existing-labs" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="existing-labs" className="text-xl font-semibold text-ink-900">
          Existing labs
        </h2>
        {listError ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-medium">Failed to fetch existing labs</p>
            <p className="mt-1 font-mono text-xs">{debugLine(listError)}</p>
          </div>
        ) : web.isPending || java.isPending ? (
          <LoadingText>Loading labs...</LoadingText>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="existing-labs">
            {labs.map((lab) => (
              <li key={`${familyOf(lab.language)}-${lab.labId}`} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-ink-900">{lab.title}</p>
                <p className="text-sm text-ink-700">
                  Lab ID: {lab.labId} · {lab.cellCount} {lab.cellCount === 1 ? "cell" : "cells"} · {LANGUAGES[lab.language].name}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className={smallButton} onClick={() => void edit(lab)} aria-label={`Edit ${lab.title}`}>
                    Edit
                  </button>
                  <button type="button" className={`${smallButton} text-red-700`} onClick={() => void remove(lab)} aria-label={`Delete ${lab.title}`}>
                    Delete
                  </button>
                  <a href={labHref(lab)} target="_blank" rel="noopener" className={smallButton}>
                    Preview<span className="sr-only"> {lab.title} (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Snackbar open={notice !== null} message={notice?.message ?? ""} severity={notice?.severity} onClose={closeNotice} />
    </div>
  );
}

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
const smallButton = "rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-ink-700 hover:bg-slate-50 disabled:opacity-40";
const secondaryButton = "rounded-lg border border-slate-300 px-4 py-2 font-semibold text-ink-700 hover:bg-slate-50";

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
