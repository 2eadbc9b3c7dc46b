"use client";
// /teacher/classes/:id: one class in sections — Learners, Class code, Assignments, Gradebook, Tests, Live lab.
// The open section is in the address (?tab=), so a link, Back and a reload come back to it.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import type { ClassDetail } from "@/lib/schemas/classes";
import { AssignmentsSection } from "./assignments-section";
import { ClassCodeSection } from "./class-code-section";
import { ClassNotFound } from "./class-not-found";
import { GradebookSection } from "./gradebook-section";
import { LearnersSection } from "./learners-section";
import { LiveLabSection, TestsSection } from "./class-links-sections";
import { classMeta } from "./my-classes-page";
import { TeacherGate } from "./teacher-gate";
import { Notice } from "./ui";
import { isNotFound, useClassDetail } from "./use-classes";
import { texts } from "./texts";

const TABS = ["learners", "code", "assignments", "gradebook", "tests", "live"] as const;
type TabName = (typeof TABS)[number];

export function ClassPage() {
  return (
    <TeacherGate>
      <ClassScreen />
    </TeacherGate>
  );
}

function ClassScreen() {
  const id = Number(useParams().id);
  const detail = useClassDetail(id);
  if (detail.isPending) return <LoadingText>{texts.loadingClass}</LoadingText>;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <ClassNotFound />;
    return (
      <div className="px-4 py-10">
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  return <ClassView detail={detail.data} />;
}

function ClassView({ detail }: { detail: ClassDetail }) {
  const [params, setParams] = useSearchParams();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const current = Math.max(0, TABS.indexOf((params.get("tab") ?? "learners") as TabName));
  const cls = detail.class;
  const select = (index: number) =>
    setParams(
      (p) => {
        p.set("tab", TABS[index]!);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link to="/teacher" className="text-sm font-medium text-brand-700 hover:underline">
        {texts.backToClasses}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-ink-900">{cls.name}</h1>
      <p className="mt-1 text-ink-700">{texts.classMeta([cls.school.name, classMeta(cls), cls.teacher ? texts.teacherLabel(cls.teacher.username) : ""])}</p>
      {created === cls.code && (
        <div className="mt-4">
          <Notice tone="good">{texts.created(cls.name, cls.code)}</Notice>
        </div>
      )}
      <TabGroup selectedIndex={current} onChange={select} className="mt-6">
        <TabList aria-label={texts.tabsLabel} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
          {TABS.map((t) => (
            <Tab
              key={t}
              className="shrink-0 rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-slate-100 data-selected:border-brand-600 data-selected:text-brand-700"
            >
              {texts.tabs[t]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <LearnersSection detail={detail} />
          </TabPanel>
          <TabPanel>
            <ClassCodeSection cls={cls} />
          </TabPanel>
          <TabPanel>
            <AssignmentsSection detail={detail} />
          </TabPanel>
          <TabPanel>
            <GradebookSection classId={cls.id} />
          </TabPanel>
          <TabPanel>
            <TestsSection detail={detail} />
          </TabPanel>
          <TabPanel>
            <LiveLabSection detail={detail} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
