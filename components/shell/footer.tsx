"use client";
// Footer: Home, Course, About us, Privacy Policy, a contact line, social links; its colour follows the route.
import { Link, useLocation } from "react-router";

const colourByRoute: [RegExp, string][] = [
  [/^\/$/, "bg-brand-900 text-slate-100"],
  [/^\/courses/i, "bg-slate-900 text-slate-100"],
  [/^\/(enrollpage|coursedetails|mylearning)/i, "bg-indigo-950 text-slate-100"],
  [/^\/(about|privacypolicy)/i, "bg-teal-900 text-slate-100"],
];

export function footerClass(pathname: string): string {
  return colourByRoute.find(([re]) => re.test(pathname))?.[1] ?? "bg-slate-800 text-slate-100";
}

const social = [
  { label: "LearnHub on YouTube", href: "https://www.youtube.com/@learnhub", text: "YouTube" },
  { label: "LearnHub on Instagram", href: "https://www.instagram.com/learnhub", text: "Instagram" },
  { label: "LearnHub on LinkedIn", href: "https://www.linkedin.com/company/learnhub", text: "LinkedIn" },
];

/** `picture`: drawn by the server's first paint too, without the live footer's test id. */
export function Footer({ picture = false }: { picture?: boolean }) {
  const { pathname } = useLocation();
  return (
    <footer className={`${footerClass(pathname)} mt-16`} data-testid={picture ? undefined : "footer"}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">LearnHub</p>
          <p className="mt-2 text-sm opacity-80">Education for everyone — courses by grade and board, and skills for life.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/courses">
                Course
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/about">
                About us
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/privacypolicy">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            Contact us:{" "}
            <a className="underline" href="mailto:hello@learnhub.local">
              hello@learnhub.local
            </a>{" "}
            · +91 80 4000 1234
          </p>
          <ul className="mt-3 flex gap-4">
            {social.map((s) => (
              <li key={s.href}>
                <a className="underline" href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer">
                  {s.text}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 opacity-70">© {new Date().getFullYear()} LearnHub Learning Pvt. Ltd.</p>
        </div>
      </div>
    </footer>
  );
}
