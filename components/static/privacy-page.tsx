"use client";
// Privacy Policy: the four sections of contract §2 — information collected, how data is used,
// data storage and sharing, confidentiality.
import { Link } from "react-router";

// It says only what the product does (issue 24 row 11): every sentence below is a feature of this code, not a
// promise about how an operator runs it. Change it with the behaviour it describes.
const sections = [
  {
    id: "information-collected",
    title: "Information we collect",
    paragraphs: [
      "When you sign up we store your name, your email address and your password, kept only as a salted argon2id hash that nobody can read back. If you give a class code, we record that you joined that class and its school.",
      "A teacher can also add learners to a class without an email address: the account then has a username and a one-time password, and records which teacher made it and when the teacher confirmed that a parent or guardian consented. Signing up yourself has no consent step.",
      "While you learn we store which courses you enrol in, which lessons you have opened, where you stopped in each video, your first and last answer to every skills-test question with your scores, your best score in each game, the code you save in the labs, and, for the labs, your latest run of each cell (its code, what it printed and whether it passed).",
      "Messages to the chatbot and the lab assistant are not stored; we count how many AI requests you make each day. Explanations of quiz answers are kept per question (not per person) so the next learner gets them faster.",
    ],
  },
  {
    id: "how-data-is-used",
    title: "How we use your data",
    paragraphs: [
      "Your account details log you in and receive the codes and password-reset links you ask for. Your progress lets you resume where you left off, ticks the lessons you have seen, and picks the courses recommended to you from your skills-test results.",
      "Text you send to the AI helpers is used to answer you. Unless the operator of this LearnHub connects a language model, the answers come from LearnHub's built-in assistant and your text never leaves the server.",
      "We do not sell your data, show advertising or use advertising trackers.",
    ],
  },
  {
    id: "storage-and-sharing",
    title: "Data storage and sharing",
    paragraphs: [
      "Your data is kept in this LearnHub's database, run by the school or organisation that operates it. Emails go through a mail service only when the operator has configured one; text for the AI helpers goes to a language model only when the operator has connected one.",
      "If you are in a class, its teacher sees your progress, skills-test answers and scores, the lab code you saved and your latest lab runs for that class; an administrator of your school sees the same. Other learners never see your name or results.",
      "An administrator can export everything LearnHub stores about a learner as one file, and delete a learner's account together with everything stored about them. Ask your teacher or your school's administrator for either.",
    ],
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    paragraphs: [
      "Passwords, login tokens, one-time codes and reset links are treated as secrets: they are never written to logs. Logging out ends your session on the server; codes expire after 10 minutes and reset links after 30 minutes, each usable once.",
      "What administrators and teachers change about people and classes — roles, schools, disabled accounts, consents, class codes, exports and deletions — is recorded with who did it and when.",
      "Questions about this policy: ask the school or organisation that gave you access to this LearnHub.",
    ],
  },
];

export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-ink-700">
      <header>
        <h1 className="text-4xl font-extrabold text-ink-900">Privacy Policy</h1>
        <p className="mt-3">
          This policy explains what LearnHub collects when you use it, why, where it is kept and who can see it. It describes what the software does. Last
          updated: November 2026.
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
