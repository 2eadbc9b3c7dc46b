"use client";
// The class sheet: one slip per new learner (class, school, name, username, one-time password, where to sign in).
// The passwords exist only in this page's memory: the sheet says so, and printing is the way to keep them.
// Printing shows only the slips, on A4, eight to a page, never a slip cut across two pages.
import { createPortal } from "react-dom";
import { primaryButton, secondaryButton } from "./ui";
import { texts } from "./texts";

export type SheetLearner = { name: string; username: string; oneTimePassword: string };

const SLIPS_PER_PAGE = 8;

// Everything but the printed copy is hidden on paper; the printed copy is hidden on screen.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 10mm; }
  body > *:not([data-class-sheet-print]) { display: none !important; }
  [data-class-sheet-print] { display: block !important; }
}
@media screen { [data-class-sheet-print] { display: none !important; } }
`;

type Props = { className: string; school: string; learners: SheetLearner[]; onClose: () => void; title?: string; summary?: string };

export function ClassSheet({ className, school, learners, onClose, title = texts.sheetTitle, summary }: Props) {
  const origin = pageOrigin();
  const pages: SheetLearner[][] = [];
  for (let i = 0; i < learners.length; i += SLIPS_PER_PAGE) pages.push(learners.slice(i, i + SLIPS_PER_PAGE));
  const slip = (l: SheetLearner) => <Slip key={l.username} learner={l} className={className} school={school} origin={origin} />;
  return (
    <section aria-labelledby="class-sheet-heading" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6" data-testid="class-sheet">
      <style>{PRINT_CSS}</style>
      <h2 id="class-sheet-heading" className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <p role="status" className="mt-1 text-sm font-semibold text-ink-900">
        {summary ?? texts.sheetCreated(learners.length)}
      </p>
      <p className="mt-2 text-sm text-amber-950">{texts.sheetOnce}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {texts.print}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {texts.sheetDone}
        </button>
      </div>
      <ul aria-label={texts.slipsLabel} className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {learners.map((l) => (
          <li key={l.username}>{slip(l)}</li>
        ))}
      </ul>
      {typeof document !== "undefined" &&
        createPortal(
          <div data-class-sheet-print="" aria-hidden="true">
            {pages.map((page, i) => (
              <div key={i} style={{ breakAfter: i < pages.length - 1 ? "page" : "auto" }} className="grid grid-cols-2 gap-[4mm]">
                {page.map(slip)}
              </div>
            ))}
          </div>,
          document.body,
        )}
    </section>
  );
}

/** Where learners sign in: this page's own address (the screens run only in the browser). */
export function pageOrigin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

function Slip({ learner, className, school, origin }: { learner: SheetLearner; className: string; school: string; origin: string }) {
  return (
    <article className="h-full rounded-lg border border-dashed border-slate-500 bg-white p-3 text-ink-900" style={{ breakInside: "avoid" }} data-testid="slip">
      <h3 className="text-sm font-bold">{texts.slipTitle}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-ink-500">{texts.slipClass}</dt>
        <dd>{className}</dd>
        <dt className="text-ink-500">{texts.slipSchool}</dt>
        <dd>{school}</dd>
        <dt className="text-ink-500">{texts.slipName}</dt>
        <dd className="font-semibold">{learner.name}</dd>
        <dt className="text-ink-500">{texts.slipUsername}</dt>
        <dd className="font-mono font-bold break-all" data-testid="slip-username">
          {learner.username}
        </dd>
        <dt className="text-ink-500">{texts.slipPassword}</dt>
        <dd className="font-mono text-base font-bold tracking-wider" data-testid="slip-password">
          {learner.oneTimePassword}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-ink-700">{texts.slipWhere(origin)}</p>
      <p className="text-xs text-ink-700">{texts.slipNext}</p>
    </article>
  );
}
