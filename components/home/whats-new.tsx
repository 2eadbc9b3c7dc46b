// What's new: the four benefits the home page advertises (contract §1, §2).
import { homeTexts as t } from "./texts";

// Line icons (chat, target, code, game pad): drawn inline so they look the same on every device.
const icons = [
  "M4 5h16v11H8l-4 4z",
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  "M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14",
  "M6 12h4M8 10v4M15 11h.01M18 13h.01M7 6h10a5 5 0 0 1 5 5v2a4 4 0 0 1-7 2.6L14 14h-4l-1 1.6A4 4 0 0 1 2 13v-2a5 5 0 0 1 5-5z",
];

export function WhatsNew() {
  return (
    <section aria-labelledby="whats-new-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="whats-new-title" className="text-2xl font-bold text-ink-900">
        {t.whatsNewTitle}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
        {t.benefits.map((b, i) => (
          <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-lg bg-brand-50 text-brand-600">
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={icons[i]} />
              </svg>
            </span>
            <h3 className="mt-3 font-semibold text-ink-900">{b.title}</h3>
            <p className="mt-1 text-sm text-ink-700">{b.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
