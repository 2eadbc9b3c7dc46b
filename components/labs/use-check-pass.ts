"use client";
// Keeping a learner's passed cells: a Python or JavaScript cell that passed its checks in this browser is
// reported to the server (self-reported, contract §7); a Java pass was stored by the server's own run. Either
// way the lab lists are refreshed, so Lab Activities' "✓ n of m" counts it.
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reportCheckPassed, type CheckResult } from "@/lib/client/labs/lab-api";
import { labKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/session/session-context";
import type { LabCellModel } from "./lab-cell";
import { texts } from "./texts";

export function useCheckPass(cell: LabCellModel) {
  const { state } = useSession();
  const client = useQueryClient();
  const [passed, setPassed] = useState(Boolean(cell.passed));
  const [note, setNote] = useState<string | null>(null);
  const { serverId, language } = cell;
  const loggedIn = state.isLoggedIn;

  /** Called with each checked run's verdict. */
  const onCheck = useCallback(
    (check: CheckResult) => {
      setNote(null);
      if (!check.passed || !serverId) return;
      if (!loggedIn) {
        setNote(texts.passLogin);
        return;
      }
      const stored = () => {
        setPassed(true);
        void client.invalidateQueries({ queryKey: labKeys.prefix });
      };
      if (language === "java") return stored();
      reportCheckPassed(serverId)
        .then(stored)
        .catch((e: unknown) => setNote(texts.passNotStored(e instanceof Error ? e.message : texts.javaUnknownError)));
    },
    [serverId, language, loggedIn, client],
  );

  return { passed, note, onCheck };
}
