"use client";
// About: the company, its vision (education for everyone), its founder, partners and awards (contract §1).
import { Link } from "react-router";

const partners = [
  {
    name: "Partner schools",
    body: "More than 120 schools in Maharashtra, Karnataka and Delhi use LearnHub class codes to bring whole classes online together.",
  },
  {
    name: "Teacher community",
    body: "Practising CBSE, ICSE and State Board teachers write and review every course, so lessons follow the syllabus students actually sit.",
  },
  { name: "NGO programmes", body: "We work with non-profits that run after-school centres, giving their learners free access on shared and low-cost devices." },
];

const awards = [
  { year: "2025", name: "EdTech Innovation of the Year", by: "National Education Technology Forum" },
  { year: "2024", name: "Best Learning Platform for Schools", by: "Digital India Startup Awards" },
  { year: "2024", name: "Accessibility Champion", by: "Inclusive Tech Summit" },
];

export function AboutPage() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 text-ink-700">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">About us</p>
        <h1 className="mt-2 text-4xl font-extrabold text-ink-900">Education for everyone</h1>
        <p className="mt-4 text-lg">
          LearnHub is an education-technology company that helps school students learn at their own grade and pace, and helps anyone who wants to pick up a new
          skill do it without paying a fee or installing a thing.
        </p>
      </header>

      <section aria-labelledby="company" className="mt-12">
        <h2 id="company" className="text-2xl font-bold text-ink-900">
          The company
        </h2>
        <p className="mt-3">
          LearnHub Learning Pvt. Ltd. started in 2022 in Pune with a small team of teachers and engineers. Today our courses cover grades 6 to 12 across the
          CBSE, ICSE and Maharashtra State Board syllabuses, plus upskilling tracks in programming, data and communication. Every course mixes short video
          lectures, animated lessons, games and skills tests, and our coding labs let learners write and run Python, JavaScript and Java in the browser.
        </p>
      </section>

      <section aria-labelledby="vision" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="vision" className="text-2xl font-bold text-ink-900">
          Our vision: education for everyone
        </h2>
        <p className="mt-3">
          A student&apos;s chance to learn should not depend on the city they live in, the school they attend or what their family can afford. That is why our
          courses are free, work on modest phones and slow connections, and are organised the way schools are — by grade and board — so a learner can find
          exactly the chapter their class is on tonight. Skills tests show each learner what to practise next, and our AI helpers explain mistakes patiently, at
          any hour.
        </p>
      </section>

      <section aria-labelledby="founder" className="mt-10">
        <h2 id="founder" className="text-2xl font-bold text-ink-900">
          Our founder
        </h2>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <div aria-hidden="true" className="grid h-20 w-20 shrink-0 place-items-center rounded-full bg-brand-600 text-2xl font-bold text-white">
            AR
          </div>
          <div>
            <p className="font-semibold text-ink-900">Ananya Rao, founder and CEO</p>
            <p className="mt-2">
              Ananya taught mathematics in a government school in Pune for eight years. Watching bright students fall behind because they missed one lesson and
              never got a second explanation, she began recording short videos for her class. Parents shared them, other teachers asked to add their own, and
              LearnHub grew from there. She still reviews new maths courses herself.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="partners" className="mt-10">
        <h2 id="partners" className="text-2xl font-bold text-ink-900">
          Partners
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {partners.map((p) => (
            <li key={p.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-ink-900">{p.name}</h3>
              <p className="mt-2 text-sm">{p.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="awards" className="mt-10">
        <h2 id="awards" className="text-2xl font-bold text-ink-900">
          Awards
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {awards.map((a) => (
            <li key={a.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
              <span className="font-mono text-sm text-brand-700">{a.year}</span>
              <span className="font-semibold text-ink-900">{a.name}</span>
              <span className="text-sm text-ink-500">{a.by}</span>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-12">
        Ready to start?{" "}
        <Link to="/courses" className="font-semibold text-brand-700 underline">
          Browse the courses
        </Link>{" "}
        — every one of them is free.
      </p>
    </article>
  );
}
