// One course as a card: cover, grade and board, name, the person teaching it, and one action.
import type { ReactNode } from "react";
import { CourseCover } from "./course-cover";
import { gradeAndBoard } from "./format";

type Props = {
  course: { id: number; name: string; img: string | null; grade: { name: string } | null; board: { name: string } | null };
  person: { label: string; name: string };
  action: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
  /** The server-rendered first paint marks its cards apart from the live ones. */
  testId?: string;
  /** Cards in the first screenful load their cover at once. */
  eager?: boolean;
};

export function CourseCard({ course, person, action, className = "", headingLevel: Heading = "h3", testId = "course-card", eager = false }: Props) {
  return (
    <article
      data-testid={testId}
      data-course-id={course.id}
      className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${className}`}
    >
      <CourseCover img={course.img} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{gradeAndBoard(course.grade, course.board)}</p>
        {/* elementtiming: the browser records when the first card's title was painted (npm run bench reads it). */}
        <Heading className="text-lg font-semibold leading-snug text-ink-900" {...{ elementtiming: "course-card" }}>
          {course.name}
        </Heading>
        <p className="text-sm text-ink-500">
          {person.label}: <span className="font-medium text-ink-700">{person.name}</span>
        </p>
        <div className="mt-auto pt-2">{action}</div>
      </div>
    </article>
  );
}

export const primaryAction =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-offset-2";
