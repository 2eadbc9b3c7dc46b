"use client";
// Question import into a test: a GIFT, Aiken or CSV file, added after the test's questions or replacing them. The
// server imports all or nothing: when any line is refused, nothing is saved and each refused line is listed here
// with its number, its text and why.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { studioApi } from "@/lib/client/studio-api";
import { IMPORT_FORMATS, type ImportFormat, type ImportResponse, type StudioTest } from "@/lib/schemas/studio";
import { errorMessage, inputClass, Notice, secondaryButton, TableFrame } from "@/components/teacher/ui";
import { Field } from "./field";
import { texts } from "./texts";

/** The format a file's name suggests (Aiken files are plain .txt). */
function formatOf(name: string): ImportFormat {
  const ext = name.toLowerCase().split(".").pop();
  return ext === "csv" ? "csv" : ext === "txt" ? "aiken" : "gift";
}

type Props = { contentId: number; blocked: boolean; onImported: (test: StudioTest) => void };

export function ImportQuestions({ contentId, blocked, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>("gift");
  const [mode, setMode] = useState<"append" | "replace">("append");
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const modeName = useId();
  const run = useMutation({
    mutationFn: async (f: File): Promise<ImportResponse> => studioApi.importQuestions(contentId, { format, mode, text: await f.text() }),
    onSuccess: (r) => {
      if (r.saved) onImported(r.test);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    run.mutate(file);
  };
  const result = run.data;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" data-testid="question-import">
      <h5 id={headingId} className="text-sm font-semibold text-ink-900">
        {texts.importTitle}
      </h5>
      <p className="mt-1 text-xs text-ink-500">{texts.importHint}</p>
      <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={texts.importFile} error={missing && !file ? texts.chooseFileFirst : null} className="sm:col-span-2">
          {(f) => (
            <input
              {...f}
              type="file"
              accept=".gift,.txt,.csv,text/plain,text/csv"
              className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen) setFormat(formatOf(chosen.name));
                run.reset();
              }}
            />
          )}
        </Field>
        <Field label={texts.format}>
          {(f) => (
            <select {...f} className={inputClass} value={format} onChange={(e) => setFormat(e.target.value as ImportFormat)}>
              {IMPORT_FORMATS.map((x) => (
                <option key={x} value={x}>
                  {texts.formats[x]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-ink-900">{texts.importMode}</legend>
          <div className="mt-1 space-y-1">
            {(["append", "replace"] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm text-ink-900">
                <input type="radio" name={modeName} className="h-4 w-4 accent-brand-600" checked={mode === m} onChange={() => setMode(m)} />
                {m === "append" ? texts.append : texts.replace}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={secondaryButton} disabled={run.isPending || blocked}>
            {run.isPending ? texts.importing : texts.importButton}
          </button>
          {blocked && <span className="text-sm text-ink-500">{texts.saveBeforeImport}</span>}
        </div>
      </form>
      <div className="mt-3 space-y-3" aria-live="polite">
        {run.isError && <Notice tone="bad">{errorMessage(run.error)}</Notice>}
        {result?.saved && <Notice tone="good">{texts.imported(result.imported)}</Notice>}
        {result && !result.saved && (
          <>
            <Notice tone="bad">{texts.importRefused(result.refused.length)}</Notice>
            <TableFrame label={texts.refusedCaption}>
              <table className="w-full text-left text-sm" data-testid="refused-lines">
                <caption className="sr-only">{texts.refusedCaption}</caption>
                <thead className="bg-slate-50 text-xs text-ink-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {texts.refusedLine}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {texts.refusedText}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {texts.refusedReason}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {result.refused.map((r) => (
                    <tr key={`${r.line}:${r.reason}`}>
                      <td className="px-3 py-2 align-top font-mono">{r.line}</td>
                      <td className="max-w-64 px-3 py-2 align-top font-mono break-words whitespace-pre-wrap">{r.text}</td>
                      <td className="px-3 py-2 align-top text-red-800">{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </>
        )}
      </div>
    </section>
  );
}
