"use client";
// What a signed-in learner's runs leave behind on the server. Each finished run of a cell that runs in the
// browser is reported (its outcome, the error's first line, the start of its output, its code), so the
// learner's teacher sees it in the live lab view; the server records the runs it makes itself. A pass of a
// cell judged in this browser is reported with the code and inputs that passed: the server stores it, runs them
// again in its sandbox and marks the pass verified when its run passes too (the gradebook counts verified
// passes). A pass the network did not carry (or the server could not take yet) is sent again: 2 s later, then less
// often up to every 30 s, and at once when the browser is back online (useRetryWhenOnline).
import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reportCheckPassed, reportRun } from "@/lib/client/labs/lab-api";
import { labKeys } from "@/lib/client/query-keys";
import { browserOffline, isTransientFailure } from "@/lib/client/network";
import type { CheckPassedInput } from "@/lib/schemas/labs";
import { useRetryWhenOnline } from "@/lib/client/use-retry-online";
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
  /** A pass the server has not received yet (the network failed): sent again until it arrives. */
  const [unsent, setUnsent] = useState<CheckPassedInput | null>(null);
  const { serverId, language } = cell;
  const loggedIn = state.isLoggedIn;
  const spec = LANGUAGES[language];

  const stored = useCallback(() => {
    setPassed(true);
    void client.invalidateQueries({ queryKey: labKeys.prefix });
  }, [client]);

  const sending = useRef(false);
  const sendPass = useCallback(
    async (body: CheckPassedInput) => {
      // One report on the way at a time: the online event and the timer may both ask.
      if (sending.current) return;
      sending.current = true;
      await reportCheckPassed(body)
        .then((res) => {
          setUnsent(null);
          setNote(res.verified ? null : texts.passNotVerified(res.message));
          stored();
        })
        .catch((e: unknown) => {
          // A request that never reached the server (or met a limit or a gateway without a server) is sent again,
          // whether or not the browser noticed it was offline: the first request after a connection comes back can
          // still fail.
          if (isTransientFailure(e)) {
            setUnsent(body);
            setNote(browserOffline() ? texts.passWhenOnline : texts.passRetrying);
            return;
          }
          setUnsent(null);
          setNote(texts.passNotStored(e instanceof Error ? e.message : texts.javaUnknownError));
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [stored],
  );
  useRetryWhenOnline(unsent !== null, () => {
    if (unsent) void sendPass(unsent);
  });

  const onRun = useCallback(
    (run: FinishedRun) => {
      // A pass still waiting to be sent stays waiting: a later run that does not pass takes nothing away.
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
      // The server judged this run itself and stored the pass.
      if (spec.checks.judgedOn === "server") return stored();
      void sendPass({ id: serverId, code: run.code, stdin: run.inputs.join("\n") });
    },
    [serverId, loggedIn, spec, stored, sendPass],
  );

  return { passed, note, onRun };
}
