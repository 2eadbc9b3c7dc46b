"use client";
// /teacher/classes/:id/live/:labId: while a class works on a lab, each learner's cell, how their last run ended
// (passed / failed its checks / an error with its first line / ran) and how long ago — refreshed every 3 s while
// the tab is visible (TanStack's refetchInterval pauses in a hidden tab), saying so when a refresh fails.
// Opening a learner shows their current code per cell, read-only, with each cell's last output.
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { classesApi, classKeys } from "@/lib/client/classes-api";
import type { LiveLab } from "@/lib/schemas/teaching";
import { ClassNotFound } from "./class-not-found";
import { CodeView, OutputView } from "./code-view";
import { formatTime, secondsSince } from "./format";
import { OutcomeBadge } from "./run-outcome";
import { TeacherGate } from "./teacher-gate";
import { EmptyState, errorMessage, secondaryButton } from "./ui";
import { isClassNotFound, useClassDetail } from "./use-classes";
import { texts } from "./texts";

const REFRESH_MS = 3_000;

export function LiveLabPage() {
  return (
    <TeacherGate>
      <LiveLabScreen />
    </TeacherGate>
  );
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/** The current time, moving once a second, for "x s ago". */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

function LiveLabScreen() {
  const params = useParams();
  const classId = Number(params.id);
  const labId = Number(params.labId);
  const cls = useClassDetail(classId);
  const visible = usePageVisible();
  const live = useQuery({
    queryKey: classKeys.live(classId, labId),
    queryFn: ({ signal }) => classesApi.liveLab(classId, labId, signal),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const [open, setOpen] = useState<{ id: number; username: string } | null>(null);
  const now = useNow();

  if (live.isPending) return <LoadingText>{texts.loading}</LoadingText>;
  if (live.isError && !live.data) {
    if (isClassNotFound(live.error)) return <ClassNotFound />;
    return (
      <div className="px-4 py-10">
        <LoadError error={live.error} onRetry={() => void live.refetch()} />
      </div>
    );
  }
  const data = live.data!;
  // The server's clock at the answer, moved on by the time since it came: "x s ago" does not depend on this computer's clock.
  const serverNow = Date.parse(data.now) + (now - live.dataUpdatedAt);
  const checkedCells = data.lab.cells.filter((c) => c.checked).length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link to={`/teacher/classes/${classId}?tab=live`} className="text-sm font-medium text-brand-700 hover:underline">
        {texts.backToClass(cls.data?.class.name ?? texts.tabs.live)}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-ink-900">{texts.livePageTitle(data.lab.title)}</h1>
      <p className="mt-1 text-sm text-ink-700">
        {texts.languages[data.lab.language]} · {texts.liveEvery}
      </p>
      <div className="mt-3" aria-live="polite">
        {live.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="live-status">
            {texts.liveFailed(formatTime(live.dataUpdatedAt), errorMessage(live.error))}
          </p>
        ) : !visible ? (
          <p className="text-sm text-ink-700" data-testid="live-status">
            {texts.livePaused}
          </p>
        ) : (
          <p className="text-sm text-ink-500" data-testid="live-status">
            {texts.liveUpdated(formatTime(live.dataUpdatedAt))}
          </p>
        )}
      </div>
      {data.learners.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{texts.liveNoLearners}</EmptyState>
        </div>
      ) : (
        <ul aria-label={texts.liveLearnersLabel} className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.learners.map((l) => (
            <LearnerCard key={l.id} learner={l} serverNow={serverNow} checkedCells={checkedCells} onOpen={() => setOpen({ id: l.id, username: l.username })} />
          ))}
        </ul>
      )}
      <LearnerCodeDialog classId={classId} labId={labId} language={data.lab.language} learner={open} onClose={() => setOpen(null)} />
    </div>
  );
}

type LiveLearner = LiveLab["learners"][number];

function LearnerCard({ learner, serverNow, checkedCells, onOpen }: { learner: LiveLearner; serverNow: number; checkedCells: number; onOpen: () => void }) {
  const border =
    learner.outcome === "error"
      ? "border-red-300"
      : learner.outcome === "failed"
        ? "border-amber-300"
        : learner.outcome === "passed"
          ? "border-green-300"
          : "border-slate-200";
  return (
    <li data-testid="live-learner" data-username={learner.username}>
      <button
        type="button"
        onClick={onOpen}
        className={`flex h-full w-full flex-col rounded-xl border-2 ${border} bg-white p-4 text-left shadow-sm hover:bg-slate-50`}
      >
        <span className="flex w-full flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-ink-900">{learner.username}</span>
          <OutcomeBadge outcome={learner.outcome} />
        </span>
        <span className="mt-1 block text-sm text-ink-700">
          {texts.onCell(learner.cell)}
          {learner.lastRunAt && ` · ${texts.ago(secondsSince(learner.lastRunAt, serverNow))}`}
        </span>
        {learner.errorLine && (
          <span className="mt-2 block truncate rounded bg-red-50 px-2 py-1 font-mono text-xs text-red-900" data-testid="error-line" title={learner.errorLine}>
            {learner.errorLine}
          </span>
        )}
        <span className="mt-2 block text-xs text-ink-500">{texts.passedCells(learner.passed, checkedCells)}</span>
        <span className="sr-only">{texts.openLearner}</span>
      </button>
    </li>
  );
}

type DialogProps = {
  classId: number;
  labId: number;
  language: LiveLab["lab"]["language"];
  learner: { id: number; username: string } | null;
  onClose: () => void;
};

function LearnerCodeDialog({ classId, labId, language, learner, onClose }: DialogProps) {
  const userId = learner?.id ?? 0;
  const code = useQuery({
    queryKey: classKeys.liveCode(classId, labId, userId),
    queryFn: ({ signal }) => classesApi.liveCode(classId, labId, userId, signal),
    enabled: learner !== null,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  return (
    <Dialog open={learner !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel className="h-full w-full max-w-2xl overflow-y-auto bg-white p-4 shadow-xl sm:p-6" data-testid="live-code">
          <div className="flex items-start justify-between gap-3">
            <DialogTitle className="text-xl font-semibold text-ink-900">{texts.liveCodeTitle(learner?.username ?? "")}</DialogTitle>
            <button type="button" className={secondaryButton} onClick={onClose}>
              {texts.closePanel}
            </button>
          </div>
          <Description className="mt-1 text-sm text-ink-700">{texts.liveCodeNote}</Description>
          {code.isPending ? (
            <LoadingText>{texts.loading}</LoadingText>
          ) : code.isError && !code.data ? (
            <LoadError error={code.error} onRetry={() => void code.refetch()} />
          ) : (
            <ol className="mt-4 space-y-6">
              {code.data!.cells.map((c) => (
                <li key={c.cellId}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-ink-900">{texts.cellHeading(c.number)}</h3>
                    <OutcomeBadge outcome={c.outcome} />
                  </div>
                  <div className="mt-2">
                    <CodeView code={c.code} language={language} label={`${texts.liveCodeTitle(learner?.username ?? "")}, ${texts.cellHeading(c.number)}`} />
                  </div>
                  {c.errorLine && (
                    <div className="mt-2">
                      <OutputView error text={c.errorLine} label={`${texts.outcome.error}, ${texts.cellHeading(c.number)}`} />
                    </div>
                  )}
                  {c.lastRunAt && (
                    <div className="mt-2">
                      <OutputView text={c.output || texts.noOutput} label={`${texts.output}, ${texts.cellHeading(c.number)}`} />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
