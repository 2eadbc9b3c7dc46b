"use client";
// Keeping a learner's passed cells: a Python or JavaScript cell that passed its checks in this browser is
// reported to the server (self-reported, contract §7); a Java pass was stored by the server's own run. Either
// way the lab lists are refreshed, so Lab Activities' "✓ n of m" counts it.
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reportCheckPassed, type CheckResult } from "@/lib/client/labs/lab-api";
import { labKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/session/session-context";
import type { LabCellModel } from "./lab-cell";
import { texts } from "./texts";

export function useCheckPass(cell: LabCellModel, check: CheckResult | null) {
  const { state } = useSession();
  const client = useQueryClient();
  const [passed, setPassed] = useState(Boolean(cell.passed));
  const [note, setNote] = useState<string | null>(null);
  const reported = useRef<CheckResult | null>(null);

  useEffect(() => {
    if (!check || reported.current === check) return;
    reported.current = check;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new verdict clears the last one's note
    setNote(null);
    if (!check.passed || !cell.serverId) return;
    if (!state.isLoggedIn) {
      setNote(texts.passLogin);
      return;
    }
    if (cell.language === "java") {
      setPassed(true);
      void client.invalidateQueries({ queryKey: labKeys.prefix });
      return;
    }
    reportCheckPassed(cell.serverId)
      .then(() => {
        setPassed(true);
        void client.invalidateQueries({ queryKey: labKeys.prefix });
      })
      .catch((e: unknown) => setNote(texts.passNotStored(e instanceof Error ? e.message : texts.javaUnknownError)));
  }, [check, cell.serverId, cell.language, state.isLoggedIn, client]);

  return { passed, note };
}
