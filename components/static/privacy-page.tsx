"use client";
// Privacy Policy: the four sections of contract §2 — information collected, how data is used,
// data storage and sharing, confidentiality.
import { Link } from "react-router";

const sections = [
  {
    id: "information-collected",
    title: "Information we collect",
    paragraphs: [
      "When you sign up we collect your name, your email address and a password, which we store only as a salted hash — nobody at LearnHub can read it. If your school gave you a class code, we also record the class and school it belongs to.",
      "While you learn we record which courses you enrol in, which lessons you have opened, where you stopped in a video, and your answers and scores in skills tests. When you use the chatbot, the lab helper or answer explanations, we process the text you send.",
      "Our servers keep short technical logs (time of a request, your IP address, the page asked for) to keep the service secure and to find faults. We do not use advertising trackers.",
    ],
  },
  {
    id: "how-data-is-used",
    title: "How we use your data",
    paragraphs: [
      "We use your account details to log you in, to send you the verification and password-reset emails you ask for, and to show your teacher's class the right courses.",
      "Your progress and test results let you resume where you left off and power the personalised recommendations on the home page. Text you send to our AI helpers is used only to answer you.",
      "We never sell your data and never use it for advertising. Aggregated, anonymous figures (for example, how many learners finished a chapter) help us improve our courses.",
    ],
  },
  {
    id: "storage-and-sharing",
    title: "Data storage and sharing",
    paragraphs: [
      "Your data is stored in a managed database in India, encrypted in transit and at rest, with daily backups kept for 30 days. Access is limited to the few staff who operate the service.",
      "We share data only with service providers that help us run LearnHub — email delivery and the AI model that answers questions — under contracts that forbid any other use. If you joined through a school, your teacher can see your enrolments and test results for that class.",
      "We disclose information to authorities only when the law requires it. You can ask for a copy of your data, or for your account and data to be deleted, at any time.",
    ],
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    paragraphs: [
      "Everyone at LearnHub who can reach learner data is bound by a confidentiality agreement, and every access is logged. Passwords, login tokens and reset links are treated as secrets: they are never written to logs and expire automatically.",
      "Many of our learners are children. We ask schools and parents to consent before a learner under 18 joins, collect no more than the service needs, and never show a learner's name or results to other learners.",
      "If something ever goes wrong with your data we will tell you, and the relevant authority, promptly. Questions about this policy: privacy@learnhub.local.",
    ],
  },
];

export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-ink-700">
      <header>
        <h1 className="text-4xl font-extrabold text-ink-900">Privacy Policy</h1>
        <p className="mt-3">
          This policy explains what LearnHub Learning Pvt. Ltd. collects when you use LearnHub, why, where it is kept and who can see it. Last updated: November
          2026.
        </p>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <ol className="list-decimal space-y-1 pl-5">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                className="text-brand-700 hover:underline"
                href={`#/privacypolicy`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(s.id)?.scrollIntoView({ behavior: "smooth" });
                  document.getElementById(s.id)?.focus();
                }}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} aria-labelledby={`${s.id}-title`} id={s.id} tabIndex={-1} className="mt-10 outline-none">
          <h2 id={`${s.id}-title`} className="text-2xl font-bold text-ink-900">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-12 text-sm">
        See also:{" "}
        <Link to="/about" className="text-brand-700 underline">
          About LearnHub
        </Link>
        .
      </p>
    </article>
  );
}
