"use client";
// /teacher: the teacher's classes (an admin's: their school's) with their codes and learners, and a new class.
import { Link } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import type { ClassSummary } from "@/lib/schemas/classes";
import { CreateClassForm } from "./create-class-form";
import { TeacherGate } from "./teacher-gate";
import { Badge, EmptyState } from "./ui";
import { useClassList } from "./use-classes";
import { useSession } from "@/lib/client/session/session-context";
import { texts } from "./texts";

export function MyClassesPage() {
  return (
    <TeacherGate>
      <MyClasses />
    </TeacherGate>
  );
}

function MyClasses() {
  const classes = useClassList();
  const admin = useSession().state.role === "admin";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-ink-900">{texts.myClassesTitle}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{texts.myClassesIntro}</p>
      <section aria-labelledby="class-list-heading" className="mt-8">
        <h2 id="class-list-heading" className="sr-only">
          {texts.classListHeading}
        </h2>
        {classes.isPending ? (
          <LoadingText>{texts.loadingClasses}</LoadingText>
        ) : classes.isError ? (
          <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
        ) : classes.data.length === 0 ? (
          <EmptyState>{texts.noClasses}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="class-list">
            {classes.data.map((c) => (
              <ClassCard key={c.id} cls={c} showTeacher={admin} />
            ))}
          </ul>
        )}
      </section>
      <CreateClassForm />
    </div>
  );
}

export function classMeta(c: Pick<ClassSummary, "schoolYear" | "grade" | "board">): string {
  return texts.classMeta([c.schoolYear || texts.noSchoolYear, c.grade ?? "", c.board ?? ""]);
}

function ClassCard({ cls, showTeacher }: { cls: ClassSummary; showTeacher: boolean }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-ink-900">
        <Link to={`/teacher/classes/${cls.id}`} className="hover:underline">
          {cls.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink-700">{classMeta(cls)}</p>
      <p className="text-sm text-ink-500">{cls.school.name}</p>
      {showTeacher && <p className="text-sm text-ink-500">{cls.teacher ? texts.teacherLabel(cls.teacher.username) : texts.noTeacher}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <span>{texts.learnerCount(cls.learners)}</span>
        <span aria-hidden="true">·</span>
        <span>{texts.assignmentCount(cls.assignments)}</span>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <span className="text-xs font-medium text-ink-500">{texts.codeLabel}</span>
        <span className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base font-bold tracking-widest text-ink-900" data-testid="class-code">
          {cls.code}
        </span>
        {!cls.joinOpen && <Badge tone="warn">{texts.closedForJoining}</Badge>}
      </div>
    </li>
  );
}
