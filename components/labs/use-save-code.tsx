"use client";
// Save Code (contract §7): PUT the cell's code (lab or java-lab), then POST /api/lab/save, whose `response`
// is the AI tutor's feedback for the help box and `message` the confirmation. Visitors are asked to log in.
// The help box always speaks of the code saved: its findings, or that the checker found nothing; a cell holding
// code saved on an earlier visit has that code reviewed when Need Help is opened.
import { useState } from "react";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { saveCode, updateCellCode } from "@/lib/client/labs/lab-api";
import { useSession } from "@/lib/client/session/session-context";
import { familyOf } from "@/lib/labs/languages";
import type { LabCellModel } from "./lab-cell-model";
import { texts } from "./texts";

type Notice = { kind: "ok" | "error" | "login"; text: string } | null;

export function useSaveCode(cell: LabCellModel) {
  const { state } = useSession();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [help, setHelp] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // The code last saved, when the help box has not spoken of it yet (code kept from an earlier visit).
  const [unreviewed, setUnreviewed] = useState<string | null>(cell.saved ? cell.code : null);

  const save = async (code: string) => {
    if (!state.isLoggedIn) {
      setNotice({ kind: "login", text: texts.saveNeedsLogin });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      if (cell.serverId) await updateCellCode({ id: cell.serverId, code }, familyOf(cell.language));
      const res = await saveCode({ code, language: cell.language });
      setUnreviewed(null);
      setHelp(res.response ?? texts.helpNothingFound);
      if (res.response) setHelpOpen(true);
      // Without a stored cell there is nothing to keep the code in: say so rather than "saved".
      if (!cell.serverId) setNotice({ kind: "error", text: texts.notStored });
      else setNotice({ kind: "ok", text: res.response ? texts.saved : res.message || texts.saved });
    } catch (e) {
      setNotice({ kind: "error", text: texts.saveFailed(e instanceof Error ? e.message : texts.javaUnknownError) });
    } finally {
      setSaving(false);
    }
  };

  const review = async (code: string) => {
    setUnreviewed(null);
    setHelp(texts.helpChecking);
    try {
      const res = await saveCode({ code, language: cell.language });
      setHelp(res.response ?? texts.helpNothingFound);
    } catch {
      setHelp(texts.helpFailed);
    }
  };

  const toggleHelp = () => {
    if (!helpOpen && help === null && unreviewed !== null && state.isLoggedIn) void review(unreviewed);
    setHelpOpen((o) => !o);
  };

  return { save, saving, notice, help, helpOpen, toggleHelp };
}

export function SaveFeedback({ save }: { save: ReturnType<typeof useSaveCode> }) {
  const dialogs = useAuthDialogs();
  const { notice, help, helpOpen } = save;
  return (
    <>
      {notice && (
        <p
          role={notice.kind === "error" ? "alert" : "status"}
          className={`rounded-lg px-3 py-2 text-sm ${notice.kind === "ok" ? "bg-emerald-50 text-emerald-800" : notice.kind === "error" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}
        >
          {notice.text}
          {notice.kind === "login" && (
            <button type="button" onClick={() => dialogs.open({ kind: "login" })} className="ml-2 font-semibold underline">
              {texts.login}
            </button>
          )}
        </p>
      )}
      {helpOpen && (
        <section aria-label={texts.helpTitle} className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-ink-900">
          <h3 className="mb-1 font-semibold">{texts.helpTitle}</h3>
          <p className="whitespace-pre-wrap">{help ?? texts.helpEmpty}</p>
        </section>
      )}
    </>
  );
}
