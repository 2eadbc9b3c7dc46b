"use client";
// What a signed-in learner's runs leave behind on the server. Each finished run of a cell that runs in the
// browser is reported (its outcome, the error's first line, the start of its output, its code), so the
// learner's teacher sees it in the live lab view; the server records the runs it makes itself. A pass of a
// cell judged in this browser is reported with the code and inputs that passed: the server stores it, runs them
// again in its sandbox and marks the pass verified when its run passes too (the gradebook counts verified
// passes). A pass made while the network is down is sent again when the browser is back online.
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reportCheckPassed, reportRun } from "@/lib/client/labs/lab-api";
import { labKeys } from "@/lib/client/query-keys";
import { isOfflineFailure } from "@/lib/client/network";
import { useSession } from "@/lib/client/session/session-context";
import { LANGUAGES } from "@/lib/labs/languages";
import { firstErrorLine, runOutcome, RUN_OUTPUT_KEPT } from "@/lib/labs/run-report";
import type { LabCellModel } from "./lab-cell-model";
import type { FinishedRun } from "./use-cell-run";
import { texts } from "./texts";

export function useCellReports(cell: LabCellModel) {
  const { state } = useSession();
  const client = useQueryClient();
  const [passed, setPassed] = useState(Boolean(cell.passed));
  const [note, setNote] = useState<string | null>(null);
  const { serverId, language } = cell;
  const loggedIn = state.isLoggedIn;
  const spec = LANGUAGES[language];

  const onRun = useCallback(
    (run: FinishedRun) => {
      setNote(null);
      if (!serverId || !loggedIn) {
        if (run.check?.passed) setNote(texts.passLogin);
        return;
      }
      if (spec.runsOn === "browser") {
        const outcome = runOutcome({ passed: run.check ? run.check.passed : null, codeError: run.codeError });
        // Best effort: a lost report only leaves the teacher's view a run behind.
        void reportRun({
          cellId: serverId,
          outcome,
          errorLine: run.codeError ? firstErrorLine(run.codeError) : null,
          output: run.printed.slice(0, RUN_OUTPUT_KEPT),
          code: run.code,
        }).catch(() => undefined);
      }
      if (!run.check?.passed) return;
      const stored = () => {
        setPassed(true);
        void client.invalidateQueries({ queryKey: labKeys.prefix });
      };
      // The server judged this run itself and stored the pass.
      if (spec.checks.judgedOn === "server") return stored();
      const report = () =>
        reportCheckPassed({ id: serverId, code: run.code, stdin: run.inputs.join("\n") })
          .then((res) => {
            setNote(res.verified ? null : texts.passNotVerified(res.message));
            stored();
          })
          .catch((e: unknown) => {
            if (isOfflineFailure(e)) {
              setNote(texts.passWhenOnline);
              window.addEventListener("online", () => void report(), { once: true });
              return;
            }
            setNote(texts.passNotStored(e instanceof Error ? e.message : texts.javaUnknownError));
          });
      void report();
    },
    [serverId, loggedIn, spec, client],
  );

  return { passed, note, onRun };
}
