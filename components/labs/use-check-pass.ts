"use client";
// Keeping a learner's passed cells: a Python or JavaScript cell that passed its checks in this browser is
// reported to the server (self-reported, contract §7); a Java pass was stored by the server's own run. Either
// way the lab lists are refreshed, so Lab Activities' "✓ n of m" counts it. A pass made while the network is
// down (a school's connection drops) is sent again when the browser is back online.
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reportCheckPassed, type CheckResult } from "@/lib/client/labs/lab-api";
import { labKeys } from "@/lib/client/query-keys";
import { isOfflineFailure } from "@/lib/client/network";
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
      const report = () =>
        reportCheckPassed(serverId)
          .then(() => {
            setNote(null);
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
    [serverId, language, loggedIn, client],
  );

  return { passed, note, onCheck };
}
