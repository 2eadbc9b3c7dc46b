"use client";
// Assignments: a course (enrols the class), a lecture's skills test (course → lecture with a test) or a lab, with
// an optional due date; the list with due dates; removing one.
import { useState } from "react";
import { classesApi } from "@/lib/client/classes-api";
import type { AssignmentItem, ClassDetail } from "@/lib/schemas/classes";
import { AssignForm } from "./assign-form";
import { formatDate } from "./format";
import { Badge, ColumnHeads, ConfirmDialog, errorMessage, ListSection, smallButton, TableFrame } from "./ui";
import { useClassMutation } from "./use-classes";
import { texts } from "./texts";

export function AssignmentsSection({ detail }: { detail: ClassDetail }) {
  const classId = detail.class.id;
  const [asking, setAsking] = useState<AssignmentItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useClassMutation((assignmentId: number) => classesApi.unassign(classId, assignmentId));
  return (
    <div className="space-y-8">
      <AssignForm classId={classId} />
      <ListSection
        id="assigned-heading"
        title={texts.assignmentsTitle(detail.assignments.length)}
        done={done}
        empty={detail.assignments.length === 0 ? texts.noAssignments : null}
      >
        <AssignmentTable
          items={detail.assignments}
          onRemove={(a) => {
            remove.reset();
            setDone(null);
            setAsking(a);
          }}
        />
      </ListSection>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? texts.unassignTitle(asking.title) : ""}
        body={texts.unassignBody}
        confirmLabel={texts.unassignConfirm}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const title = asking.title;
          remove.mutate(asking.id, {
            onSuccess: () => {
              setAsking(null);
              setDone(texts.unassigned(title));
            },
          });
        }}
      />
    </div>
  );
}

function AssignmentTable({ items, onRemove }: { items: AssignmentItem[]; onRemove: (a: AssignmentItem) => void }) {
  // When the list was drawn: "past due" is as of then (useState's initialiser runs once, outside the render's purity).
  const [now] = useState(() => Date.now());
  return (
    <TableFrame label={texts.assignmentsCaption}>
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">{texts.assignmentsCaption}</caption>
        <ColumnHeads columns={[texts.colTitle, texts.colKind, texts.colDue, texts.colAssigned, { hidden: texts.colActions }]} />
        <tbody className="divide-y divide-slate-100">
          {items.map((a) => (
            <tr key={a.id} data-testid="assignment-row">
              <th scope="row" className="px-4 py-2 font-medium text-ink-900">
                {a.title}
              </th>
              <td className="px-4 py-2">{texts.kinds[a.kind]}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {a.dueAt ? (
                  <>
                    {formatDate(a.dueAt)} {Date.parse(a.dueAt) < now && <Badge tone="warn">{texts.pastDue}</Badge>}
                  </>
                ) : (
                  <span className="text-ink-500">{texts.noDue}</span>
                )}
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(a.createdAt)}</td>
              <td className="px-4 py-2 text-right">
                <button type="button" className={smallButton} onClick={() => onRemove(a)} aria-label={`${texts.unassign}: ${a.title}`}>
                  {texts.unassign}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
