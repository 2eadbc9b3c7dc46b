"use client";
// The page's single Python interpreter: the one started ahead of the page (prewarmPython, when Lab Activities
// or a Python lab route opens) or a new one, taken when the lab has Python cells, disposed with the page.
// `retry` starts a fresh interpreter after a failed load; its download continues from the chunks already in the
// browser's caches (lib/client/labs/python/runtime-download.ts).
import { useEffect, useState } from "react";
import { PythonRuntime, takePrewarmedPython, type DownloadStatus, type RuntimeStatus } from "@/lib/client/labs/python/python-runtime";

export type PythonRuntimeHandle = {
  runtime: PythonRuntime | null;
  status: RuntimeStatus;
  progress: string[];
  /** The runtime's download so far (MB of MB, time left), null before the worker reports it. */
  download: DownloadStatus | null;
  retry: () => void;
};

export function usePythonRuntime(enabled: boolean): PythonRuntimeHandle {
  const [runtime, setRuntime] = useState<PythonRuntime | null>(null);
  const [status, setStatus] = useState<RuntimeStatus>({ state: "loading" });
  const [progress, setProgress] = useState<string[]>([]);
  const [download, setDownload] = useState<DownloadStatus | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const rt = (generation === 0 ? takePrewarmedPython() : null) ?? new PythonRuntime();
    // The interpreter is an outside resource this effect owns (taken or created here, disposed in the
    // cleanup); render needs the instance, so it is handed over through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRuntime(rt);
    setProgress([]);
    const offStatus = rt.onStatus((s) => {
      setStatus(s);
      if (s.state === "ready") performance.mark("labs:python-ready", { detail: { ms: s.ms, phases: s.phases } });
    });
    const offProgress = rt.onProgress((line) => setProgress((p) => [...p, line]));
    const offDownload = rt.onDownload(setDownload);
    return () => {
      offStatus();
      offProgress();
      offDownload();
      rt.dispose();
      setRuntime(null);
    };
  }, [enabled, generation]);

  return { runtime, status, progress, download, retry: () => setGeneration((g) => g + 1) };
}
