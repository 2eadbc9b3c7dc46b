"use client";
// /teacher/classes/:id/learners/:userId: one learner's courses and progress, every skills-test attempt with each
// question's first and last choice and the right answer, and their lab code per cell (read-only, highlighted) with
// its pass (verified or self-reported) and the last run's output or error.
import { Link, useParams } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import type { LearnerReport } from "@/lib/schemas/teaching";
import { ClassNotFound } from "./class-not-found";
import { CodeView, OutputView } from "./code-view";
import { formatDate, formatDateTime } from "./format";
import { OutcomeBadge } from "./run-outcome";
import { TeacherGate } from "./teacher-gate";
import { Badge, ColumnHeads, EmptyState, TableFrame } from "./ui";
import { isClassNotFound, isNotFound, useClassDetail, useLearnerReport } from "./use-classes";
import { texts } from "./texts";

export function LearnerPage() {
  return (
    <TeacherGate>
      <LearnerScreen />
    </TeacherGate>
  );
}

function LearnerScreen() {
  const params = useParams();
  const classId = Number(params.id);
  const userId = Number(params.userId);
  const report = useLearnerReport(classId, userId);
  const cls = useClassDetail(classId);
  if (report.isPending) return <LoadingText>{texts.loading}</LoadingText>;
  if (report.isError) {
    if (isNotFound(report.error)) return <ClassNotFound title={isClassNotFound(report.error) ? texts.classNotFound : texts.learnerNotFound} />;
    return (
      <div className="px-4 py-10">
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      </div>
    );
  }
  const r = report.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <Link to={`/teacher/classes/${classId}?tab=gradebook`} className="text-sm font-medium text-brand-700 hover:underline">
        {texts.backToClass(cls.data?.class.name ?? texts.tabs.gradebook)}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-ink-900">{texts.learnerTitle(r.learner.username)}</h1>
      <p className="mt-1 text-ink-700">{texts.learnerMeta(r.learner.email, formatDate(r.learner.joinedAt))}</p>
      <Courses courses={r.courses} />
      <Attempts attempts={r.attempts} />
      <Labs labs={r.labs} />
    </div>
  );
}

function Courses({ courses }: { courses: LearnerReport["courses"] }) {
  return (
    <section aria-labelledby="learner-courses" className="mt-8">
      <h2 id="learner-courses" className="text-xl font-semibold text-ink-900">
        {texts.coursesTitle}
      </h2>
      {courses.length === 0 ? (
        <div className="mt-3">
          <EmptyState>{texts.noCourses}</EmptyState>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {courses.map((c) => (
            <li key={c.courseId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink-900">{c.name}</p>
              <div className="mt-2 flex items-center gap-3">
                <div
                  role="progressbar"
                  aria-label={c.name}
                  aria-valuenow={c.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full bg-brand-600" style={{ width: `${c.percent}%` }} />
                </div>
                <span className="text-sm font-semibold">{c.percent}%</span>
              </div>
              <p className="mt-1 text-xs text-ink-700">
                {texts.lessonsViewed(c.contents.viewed, c.contents.total)} · {texts.testsPassed(c.tests.passed, c.tests.total)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Attempts({ attempts }: { attempts: LearnerReport["attempts"] }) {
  return (
    <section aria-labelledby="learner-attempts" className="mt-10">
      <h2 id="learner-attempts" className="text-xl font-semibold text-ink-900">
        {texts.attemptsTitle}
      </h2>
      {attempts.length === 0 ? (
        <div className="mt-3">
          <EmptyState>{texts.noAttempts}</EmptyState>
        </div>
      ) : (
        <div className="mt-3 space-y-6">
          {attempts.map((a) => (
            <article key={a.attemptId} aria-labelledby={`attempt-${a.attemptId}`} data-testid="attempt">
              <h3 id={`attempt-${a.attemptId}`} className="font-semibold text-ink-900">
                {texts.attemptHeading(a.course, a.lecture, a.attemptNumber)}
              </h3>
              <p className="text-sm text-ink-700">
                {texts.attemptScore(a.score, a.total)} · {formatDateTime(a.finishedAt ?? a.startedAt)}
              </p>
              <div className="mt-2">
                <TableFrame label={texts.attemptHeading(a.course, a.lecture, a.attemptNumber)}>
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <ColumnHeads columns={[texts.colQuestion, texts.colFirst, texts.colLast, texts.colRight]} cell="px-3 py-2" />
                    <tbody className="divide-y divide-slate-100">
                      {a.answers.map((q, i) => (
                        <tr key={i}>
                          <th scope="row" className="px-3 py-2 font-normal">
                            {q.question}
                          </th>
                          <td className="px-3 py-2">
                            <span className={q.firstCorrect ? "text-green-800" : "text-red-800"}>{q.firstChoice}</span>{" "}
                            <Badge tone={q.firstCorrect ? "good" : "bad"}>{q.firstCorrect ? texts.right : texts.wrong}</Badge>
                          </td>
                          <td className="px-3 py-2">{q.lastChoice}</td>
                          <td className="px-3 py-2 font-semibold">{q.correct}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
              </div>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

function Labs({ labs }: { labs: LearnerReport["labs"] }) {
  return (
    <section aria-labelledby="learner-labs" className="mt-10">
      <h2 id="learner-labs" className="text-xl font-semibold text-ink-900">
        {texts.labsTitle}
      </h2>
      {labs.length === 0 ? (
        <div className="mt-3">
          <EmptyState>{texts.noLabWork}</EmptyState>
        </div>
      ) : (
        labs.map((lab) => (
          <article key={lab.labId} aria-labelledby={`lab-${lab.labId}`} className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 id={`lab-${lab.labId}`} className="text-lg font-semibold text-ink-900">
              {lab.title} <span className="text-sm font-normal text-ink-500">({texts.languages[lab.language]})</span>
            </h3>
            <ol className="mt-3 space-y-6">
              {lab.cells.map((cell) => (
                <li key={cell.cellId} data-testid="learner-cell">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-semibold text-ink-900">{texts.cellHeading(cell.number)}</h4>
                    {!cell.checked ? (
                      <Badge>{texts.noChecks}</Badge>
                    ) : cell.pass === "verified" ? (
                      <Badge tone="good">{texts.passVerified}</Badge>
                    ) : cell.pass === "self-reported" ? (
                      <Badge tone="warn">{texts.passSelf}</Badge>
                    ) : (
                      <Badge>{texts.notPassed}</Badge>
                    )}
                  </div>
                  {cell.instructions && <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{cell.instructions}</p>}
                  <div className="mt-2">
                    {cell.savedCode !== null ? (
                      <CodeView code={cell.savedCode} language={lab.language} label={`${texts.savedCode}, ${texts.cellHeading(cell.number)}`} />
                    ) : (
                      <p className="text-sm text-ink-500">{texts.noSavedCode}</p>
                    )}
                  </div>
                  {cell.lastRun ? (
                    <div className="mt-2 space-y-2">
                      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
                        {texts.lastRun(formatDateTime(cell.lastRun.at))}
                        <OutcomeBadge outcome={cell.lastRun.outcome} />
                      </p>
                      {cell.lastRun.code !== cell.savedCode && (
                        <CodeView code={cell.lastRun.code} language={lab.language} label={`${texts.lastRunCode}, ${texts.cellHeading(cell.number)}`} />
                      )}
                      {cell.lastRun.errorLine && (
                        <OutputView error text={cell.lastRun.errorLine} label={`${texts.outcome.error}, ${texts.cellHeading(cell.number)}`} />
                      )}
                      <OutputView text={cell.lastRun.output || texts.noOutput} label={`${texts.output}, ${texts.cellHeading(cell.number)}`} />
                    </div>
                  ) : (
                    <p className="mt-2 text-sm text-ink-500">{texts.noRun}</p>
                  )}
                </li>
              ))}
            </ol>
          </article>
        ))
      )}
    </section>
  );
}
