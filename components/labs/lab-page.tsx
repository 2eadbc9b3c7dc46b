"use client";
// The page every lab route shows: a title, the notebook actions, its cells, the lab assistant and Go to Top.
// Cells of a language with a page interpreter (Python: lib/labs/languages.ts) share one, started in the background
// as soon as the page opens; its progress shows in the first such cell's output, one of them runs at a time, and
// Restart Python replaces it (usePythonRuntime's retry). A learner in a class is told their teacher sees their work.
import { useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { LANGUAGES, type LabLanguage } from "@/lib/labs/languages";
import { useSession } from "@/lib/client/session/session-context";
import { fetchMyClasses } from "@/lib/client/labs/lab-api";
import type { OutputChunk } from "./cell-output";
import { GoToTop } from "./go-to-top";
import { LabCell, type LabCellHandle, type LabCellModel } from "./lab-cell";
import { LabToolbar } from "./lab-toolbar";
import { LabChat } from "./lab-chat";
import { usePythonRuntime, type PythonRuntimeHandle } from "./use-python-runtime";
import { texts } from "./texts";

type Props = { title: string; cells: LabCellModel[]; chatLanguage?: LabLanguage };

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

function bootLines(handle: PythonRuntimeHandle): OutputChunk[] {
  const lines: OutputChunk[] = [{ kind: "info", text: `${texts.pythonLoading}\n` }];
  const d = handle.download;
  if (d?.slowLink)
    lines.push({ kind: "info", text: `${texts.pythonSlowLink(((d.slowLink.bytesPerSecond * 8) / 1e6).toFixed(1), megabytes(d.slowLink.skippedBytes))}\n` });
  // One line that changes as the runtime arrives: MB of MB and the time left.
  if (d && d.total > 0) {
    const left = d.secondsLeft !== null && d.received < d.total ? duration(d.secondsLeft) : null;
    const line = d.received >= d.total ? texts.pythonDownloaded(megabytes(d.total)) : texts.pythonDownloading(megabytes(d.received), megabytes(d.total), left);
    lines.push({ kind: "info", text: `${line}\n` });
  }
  for (const p of handle.progress) if (p !== texts.pythonLoading) lines.push({ kind: "info", text: `${p}\n` });
  if (handle.status.state === "ready") lines.push({ kind: "ok", text: `${texts.pythonReady(handle.status.version, (handle.status.ms / 1000).toFixed(1))}\n` });
  if (handle.status.state === "failed") {
    lines.push({ kind: "err", text: `${texts.pythonLoadFailed}\n` });
    const stopped = handle.status.stopped;
    if (stopped) lines.push({ kind: "info", text: `${texts.pythonDownloadStopped(megabytes(stopped.received), megabytes(stopped.total))}\n` });
    lines.push({ kind: "info", text: `${texts.failureDetail(handle.status.detail)}\n` });
  }
  return lines;
}

const sharesInterpreter = (cell: LabCellModel) => LANGUAGES[cell.language].interpreter === "page";

/** A learner in a class is told, on every lab page, that their teacher can see their code and runs. */
function useTeacherSees(): boolean {
  const { state } = useSession();
  const classes = useQuery({ queryKey: ["me", "classes"], queryFn: ({ signal }) => fetchMyClasses(signal), enabled: state.isLoggedIn, staleTime: 60_000 });
  return (classes.data?.length ?? 0) > 0;
}

export function LabPage({ title, cells, chatLanguage }: Props) {
  const hasPython = cells.some(sharesInterpreter);
  const python = usePythonRuntime(hasPython);
  const firstPython = cells.find(sharesInterpreter)?.key;
  const teacherSees = useTeacherSees();
  const [pythonRunner, setPythonRunner] = useState<string | null>(null);
  const boot = useMemo(() => bootLines(python), [python]);
  const handles = useRef(new Map<string, LabCellHandle>());

  /** Every cell top to bottom, each after the one before has ended; the 1-based number of the first that failed. */
  const runAll = async (): Promise<number | null> => {
    for (const [i, cell] of cells.entries()) {
      const handle = handles.current.get(cell.key);
      if (handle && !(await handle.run())) return i + 1;
    }
    return null;
  };
  const restartPython = () => {
    for (const handle of handles.current.values()) handle.clear();
    python.retry();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
      {teacherSees && (
        <p data-testid="teacher-sees" className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950">
          {texts.teacherSees}
        </p>
      )}
      <LabToolbar
        cellCount={cells.length}
        onRunAll={runAll}
        onRestartPython={hasPython ? restartPython : undefined}
        pythonStarting={hasPython && python.status.state === "loading"}
      />
      {hasPython && python.status.state === "failed" && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          <span>{texts.pythonLoadFailed}</span>
          <button type="button" onClick={python.retry} className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white">
            {texts.retry}
          </button>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {cells.map((cell) => (
            <LabCell
              key={cell.key}
              ref={(h) => {
                if (h) handles.current.set(cell.key, h);
                else handles.current.delete(cell.key);
              }}
              cell={cell}
              python={python.runtime}
              bootLines={cell.key === firstPython ? boot : undefined}
              blocked={sharesInterpreter(cell) && pythonRunner !== null && pythonRunner !== cell.key}
              onRunningChange={
                sharesInterpreter(cell) ? (running) => setPythonRunner((cur) => (running ? cell.key : cur === cell.key ? null : cur)) : undefined
              }
            />
          ))}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <LabChat language={chatLanguage} />
        </aside>
      </div>
      <GoToTop />
    </div>
  );
}
