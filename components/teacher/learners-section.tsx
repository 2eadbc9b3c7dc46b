"use client";
// The class's learners: the roster (joined, added by the teacher, must set a password), removing a learner,
// a new one-time password for a learner without email, and adding learners without email (with the class sheet).
import { useState } from "react";
import { Link } from "react-router";
import { classesApi } from "@/lib/client/classes-api";
import type { ClassDetail, RosterLearner } from "@/lib/schemas/classes";
import { AddLearnersForm } from "./add-learners-form";
import { ClassSheet, type SheetLearner } from "./class-sheet";
import { formatDate } from "./format";
import { Badge, ColumnHeads, ConfirmDialog, errorMessage, linkClass, ListSection, smallButton, TableFrame } from "./ui";
import { useClassMutation } from "./use-classes";
import { texts } from "./texts";

type Sheet = { title: string; summary?: string; learners: SheetLearner[] };
type Pending = { kind: "remove" | "password"; learner: RosterLearner } | null;

export function LearnersSection({ detail }: { detail: ClassDetail }) {
  const cls = detail.class;
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useClassMutation((userId: number) => classesApi.removeLearner(cls.id, userId));
  const reset = useClassMutation((userId: number) => classesApi.resetPassword(cls.id, userId));
  const busy = remove.isPending || reset.isPending;
  const failure = remove.error ?? reset.error;

  const ask = (kind: "remove" | "password", learner: RosterLearner) => {
    remove.reset();
    reset.reset();
    setDone(null);
    setPending({ kind, learner });
  };
  const confirm = () => {
    if (!pending) return;
    const { learner } = pending;
    if (pending.kind === "remove")
      remove.mutate(learner.id, {
        onSuccess: () => {
          setPending(null);
          setDone(texts.removed(learner.username));
        },
      });
    else
      reset.mutate(learner.id, {
        onSuccess: (r) => {
          setPending(null);
          setSheet({
            title: texts.newPassword,
            summary: texts.newPasswordMade(learner.username),
            learners: [{ name: learner.username, username: r.username, oneTimePassword: r.oneTimePassword }],
          });
        },
      });
  };

  return (
    <div className="space-y-8">
      {sheet && (
        <ClassSheet
          className={cls.name}
          school={cls.school.name}
          learners={sheet.learners}
          title={sheet.title}
          summary={sheet.summary}
          onClose={() => setSheet(null)}
        />
      )}
      <ListSection
        id="roster-heading"
        title={texts.learnersTitle(detail.learners.length)}
        done={done}
        empty={detail.learners.length === 0 ? texts.noLearners(cls.code) : null}
      >
        <Roster classId={cls.id} learners={detail.learners} onAsk={ask} />
      </ListSection>
      <AddLearnersForm
        classId={cls.id}
        onAdded={(learners) => {
          setDone(null);
          setSheet({ title: texts.sheetTitle, learners });
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? (pending.kind === "remove" ? texts.removeTitle(pending.learner.username) : texts.newPasswordTitle(pending.learner.username)) : ""}
        body={pending ? (pending.kind === "remove" ? texts.removeBody(pending.learner.username, cls.name) : texts.newPasswordBody) : ""}
        confirmLabel={pending?.kind === "password" ? texts.newPasswordConfirm : texts.removeConfirm}
        busy={busy}
        error={failure ? errorMessage(failure) : null}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

function Roster({ classId, learners, onAsk }: { classId: number; learners: RosterLearner[]; onAsk: (kind: "remove" | "password", l: RosterLearner) => void }) {
  return (
    <TableFrame label={texts.rosterCaption}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{texts.rosterCaption}</caption>
        <ColumnHeads columns={[texts.colLearner, texts.colJoined, texts.colAccount, texts.colActions]} />
        <tbody className="divide-y divide-slate-100">
          {learners.map((l) => (
            <tr key={l.id} data-testid="roster-row">
              <th scope="row" className="px-4 py-2 font-medium">
                <Link to={`/teacher/classes/${classId}/learners/${l.id}`} className={linkClass}>
                  {l.username}
                </Link>
                {l.email && <div className="text-xs font-normal text-ink-500">{l.email}</div>}
              </th>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(l.joinedAt)}</td>
              <td className="px-4 py-2">
                <div className="flex flex-wrap gap-1">
                  {l.addedByTeacher && <Badge tone="info">{texts.addedByTeacher}</Badge>}
                  {l.mustChangePassword && <Badge tone="warn">{texts.mustSetPassword}</Badge>}
                </div>
              </td>
              <td className="px-4 py-2">
                <div className="flex flex-wrap gap-2">
                  {l.addedByTeacher && !l.email && (
                    <button type="button" className={smallButton} onClick={() => onAsk("password", l)} aria-label={`${texts.newPassword}: ${l.username}`}>
                      {texts.newPassword}
                    </button>
                  )}
                  <button type="button" className={smallButton} onClick={() => onAsk("remove", l)} aria-label={`${texts.remove} ${l.username}`}>
                    {texts.remove}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
