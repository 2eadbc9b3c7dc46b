"use client";
// My Learning's "Assigned to you": what the learner's classes assigned — a course, a lecture's skills test or a
// lab — with the class, who assigned it, the due date and done/overdue, overdue first (the server's order).
// Each opens where the work is: the course, the test's lecture in the course player, or the lab.
import { Link } from "react-router";
import type { MyAssignment } from "@/lib/schemas/classes";
import { labHref } from "@/lib/client/labs-admin/lab-form";
import { LoadError } from "@/components/courses/query-state";
import { useMyEnrollments } from "@/components/courses/use-enrollments";
import { formatDateTime } from "./format";
import { useMyAssignments, useMyClasses } from "./use-class-membership";
import { classTexts as t } from "./texts";

const actionClass =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-offset-2";

/**
 * Where an assignment opens. The course player's address names the course's teacher ({uid}, contract §2), known
 * from the learner's enrolments (an assigned course or test enrols them); the player itself reads only the
 * course. A test adds its lecture, for the player to open on it.
 */
function target(a: MyAssignment, teacherOf: Map<number, number>): { to: string } | { href: string } | null {
  if (a.kind === "lab") return a.labId !== null ? { href: labHref({ labId: a.labId, language: a.labLanguage ?? "python" }) } : null;
  if (a.courseId === null) return null;
  const course = `/coursedetails/${a.courseId}/${teacherOf.get(a.courseId) ?? 0}`;
  return a.kind === "test" && a.contentId !== null ? { to: `${course}?lecture=${a.contentId}&view=test` } : { to: course };
}

export function AssignedToYou() {
  const assignments = useMyAssignments();
  const classes = useMyClasses();
  const enrollments = useMyEnrollments();
  const teacherOf = new Map((enrollments.data ?? []).map((e) => [e.course.id, e.course.user.id]));

  let body: React.ReactNode;
  if (assignments.isPending) {
    body = (
      <p role="status" aria-live="polite" className="py-4 text-ink-500">
        {t.assignedLoading}
      </p>
    );
  } else if (assignments.isError) {
    body = (
      <div className="mt-3">
        <p className="sr-only">{t.assignedFailed}</p>
        <LoadError error={assignments.error} onRetry={() => void assignments.refetch()} />
      </div>
    );
  } else if (assignments.data.length === 0) {
    // A learner in no class has nothing to be assigned: the section stays out of their way.
    if (!classes.data?.length) return null;
    body = <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-ink-700">{t.nothingAssigned}</p>;
  } else {
    body = (
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {assignments.data.map((a) => (
          <AssignmentRow key={a.id} a={a} link={target(a, teacherOf)} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="assigned-title" className="mt-8" data-testid="assigned-to-you">
      <h2 id="assigned-title" className="text-xl font-semibold text-ink-900">
        {t.assignedTitle}
      </h2>
      {body}
    </section>
  );
}

function StatusBadge({ a }: { a: MyAssignment }) {
  const [label, tone] = a.done
    ? [t.done, "bg-green-100 text-green-900"]
    : a.overdue
      ? [t.overdue, "bg-red-100 text-red-900"]
      : [t.toDo, "bg-slate-100 text-ink-700"];
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

function AssignmentRow({ a, link }: { a: MyAssignment; link: ReturnType<typeof target> }) {
  const label = t.open[a.kind];
  return (
    <li
      data-testid="assignment"
      data-kind={a.kind}
      data-overdue={a.overdue}
      className={`flex flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm ${a.overdue ? "border-red-300" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t.kinds[a.kind]}</p>
          <h3 className="break-words text-base font-semibold text-ink-900">{a.title}</h3>
        </div>
        <StatusBadge a={a} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-ink-500">{t.fromClass}</dt>
        <dd className="text-ink-700">{a.class.name}</dd>
        <dt className="text-ink-500">{t.assignedBy}</dt>
        <dd className="text-ink-700">{a.assignedBy ?? "—"}</dd>
      </dl>
      <p className={`text-sm ${a.overdue ? "font-semibold text-red-800" : "text-ink-700"}`}>
        {a.dueAt ? <time dateTime={a.dueAt}>{t.due(formatDateTime(a.dueAt))}</time> : t.noDue}
      </p>
      {link && (
        <div className="mt-auto pt-1">
          {"to" in link ? (
            <Link to={link.to} className={actionClass} aria-label={`${label}: ${a.title}`}>
              {label}
            </Link>
          ) : (
            <a href={link.href} className={actionClass} aria-label={`${label}: ${a.title}`}>
              {label}
            </a>
          )}
        </div>
      )}
    </li>
  );
}
