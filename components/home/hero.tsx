// The home hero: the promise, three feature tags and a way in. Text and artwork side by side from
// 600 px up (contract §9), stacked below. No network request sits in front of it, so it paints first.
import { Link } from "react-router";
import { homeTexts as t } from "./texts";

/** `picture`: the server's first paint draws it too, without ids (the live hero's test ids and heading id stay unique). */
export function Hero({ picture = false }: { picture?: boolean }) {
  const id = (name: string) => (picture ? undefined : name);
  return (
    <section aria-labelledby={id("hero-title")} className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div data-testid={id("hero")} className="mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 py-12 min-[600px]:flex-row min-[600px]:py-16">
        <div data-testid={id("hero-text")} className="flex-1">
          <h1 id={id("hero-title")} className="text-3xl font-extrabold leading-tight text-ink-900 sm:text-4xl lg:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-700">{t.heroLead}</p>
          <ul aria-label="Features" className="mt-6 flex flex-wrap gap-2">
            {t.featureTags.map((tag) => (
              <li key={tag} className="rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
                {tag}
              </li>
            ))}
          </ul>
          <Link to="/courses" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700">
            {t.heroCta}
          </Link>
        </div>
        <div data-testid={id("hero-art")} className="w-full max-w-md flex-1">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}

function HeroArt() {
  return (
    <svg viewBox="0 0 400 300" role="img" aria-label="A student learning on a laptop with lessons, games and quizzes" className="h-auto w-full">
      <rect x="20" y="30" width="360" height="240" rx="24" fill="#dbe7ff" />
      <rect x="60" y="70" width="280" height="160" rx="12" fill="#fff" />
      <rect x="60" y="70" width="280" height="28" rx="12" fill="#2a55d9" />
      <circle cx="78" cy="84" r="5" fill="#fff" />
      <circle cx="94" cy="84" r="5" fill="#fff" opacity=".7" />
      <polygon points="180,130 180,190 228,160" fill="#2a55d9" />
      <rect x="84" y="205" width="232" height="8" rx="4" fill="#e2e8f0" />
      <rect x="84" y="205" width="120" height="8" rx="4" fill="#f59e0b" />
      <g transform="translate(300 40)">
        <circle r="30" fill="#f59e0b" />
        <text y="8" textAnchor="middle" fontSize="24" fontWeight="700" fill="#fff">
          A+
        </text>
      </g>
      <g transform="translate(70 250)">
        <rect width="90" height="34" rx="17" fill="#172c6b" />
        <text x="45" y="22" textAnchor="middle" fontSize="14" fill="#fff">
          Quiz 5/5
        </text>
      </g>
    </svg>
  );
}
