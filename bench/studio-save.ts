// The course studio's saves on a running app: several authors at once (a school's teachers preparing next week),
// each on a course of their own with a chapter of ten lessons, saving what the studio's screens save — the course
// form, a reading's Markdown (5 KB), a skills test of 20 questions, a lessons reorder — one after another as a person
// clicks. Each save's time from request to answer: p50/p95 per kind against the target (p95 ≤ 300 ms), and every
// answer must be 200 (the studio's write limit, 120 a minute per author, is kept: 91 writes an author).
// `npm run bench` runs it against the production server it starts (bench/run.ts); alone:
//   npx tsx bench/studio-save.ts <appUrl> <postgresql url of the app's database>
import { signedInAuthor } from "./uploads";

const AUTHORS = Number(process.env.BENCH_STUDIO_AUTHORS ?? 5);
const ROUNDS = 20;
const TARGET_P95_MS = 300;

export type StudioSaveFigure = { what: string; value: string; target: string; ok: boolean };
type Kind = "course form" | "reading (5 KB)" | "skills test (20 questions)" | "lessons reorder";

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

const reading = (round: number) =>
  `# Lesson notes, draft ${round}\n\n` +
  Array.from({ length: 40 }, (_, i) => `- Point ${i + 1}: fractions with **unlike** denominators need a common one (${round}).`).join("\n") +
  "\n\n```python\nprint(1/2 + 1/3)\n```\n";

const testBody = (round: number) => ({
  passPercent: 60,
  shuffleOptions: round % 2 === 0,
  questions: Array.from({ length: 20 }, (_, i) => ({
    question: `What is ${i + 2} × ${round + 3}?`,
    options: [String((i + 2) * (round + 3)), String((i + 2) * (round + 3) + 1), String((i + 2) * (round + 3) + 2), String((i + 2) * (round + 3) - 1)],
    correct: 1,
    explanation: round % 3 === 0 ? "Multiply the two numbers." : null,
  })),
});

async function oneAuthor(appUrl: string, databaseUrl: string, times: Map<Kind, number[]>, failures: string[]) {
  const { token, courseId } = await signedInAuthor(appUrl, databaseUrl, "studio-save");
  const send = async (method: string, path: string, body: unknown, kind?: Kind) => {
    const t0 = performance.now();
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-access-token": token },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200 && res.status !== 201) failures.push(`${method} ${path} → ${res.status} ${text.slice(0, 160)}`);
    if (kind) times.get(kind)!.push(ms);
    return JSON.parse(text) as { course: { chapters: { id: number; contents: { id: number; kind: string }[] }[] } };
  };
  const added = await send("POST", `/api/studio/courses/${courseId}/chapters`, { name: "Week 1" });
  if (!added.course?.chapters[0]) throw new Error(`adding a chapter failed: ${failures.join("; ")} ${JSON.stringify(added).slice(0, 300)}`);
  const chapterId = added.course.chapters[0]!.id;
  let course = added.course;
  for (let i = 0; i < 10; i++) {
    const kind = i === 9 ? "test" : "reading";
    course = (await send("POST", `/api/studio/chapters/${chapterId}/contents`, { kind, name: `Lesson ${i + 1}`, body: kind === "reading" ? reading(0) : "" }))
      .course;
  }
  const contents = course.chapters[0]!.contents;
  const readingId = contents[0]!.id;
  // The last lesson was added as a skills test (until it has questions the studio lists it as a reading).
  const testId = contents[contents.length - 1]!.id;
  let order = contents.map((c) => c.id);
  for (let round = 1; round <= ROUNDS; round++) {
    await send(
      "PUT",
      `/api/studio/courses/${courseId}`,
      {
        name: `Grade 8 Fractions (${round})`,
        subject: "Mathematics",
        language: "English",
        description: `Draft **${round}**.`,
        duration: "6 weeks",
        price: "0",
      },
      "course form",
    );
    await send("PUT", `/api/studio/contents/${readingId}`, { body: reading(round) }, "reading (5 KB)");
    await send("PUT", `/api/studio/contents/${testId}/test`, testBody(round), "skills test (20 questions)");
    order = [...order.slice(1), order[0]!];
    await send("PUT", `/api/studio/chapters/${chapterId}/contents`, { contentIds: order }, "lessons reorder");
  }
}

export async function studioSaveFigures({ appUrl, databaseUrl }: { appUrl: string; databaseUrl: string }) {
  const kinds: Kind[] = ["course form", "reading (5 KB)", "skills test (20 questions)", "lessons reorder"];
  const times = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
  const failures: string[] = [];
  const t0 = performance.now();
  await Promise.all(Array.from({ length: AUTHORS }, () => oneAuthor(appUrl, databaseUrl, times, failures)));
  const seconds = (performance.now() - t0) / 1000;
  const all = kinds.flatMap((k) => times.get(k)!);
  const figures: StudioSaveFigure[] = [
    ...kinds.map((k) => {
      const xs = times.get(k)!;
      const p95 = Math.round(percentile(xs, 95));
      return {
        what: `${k}: p50 / p95 (${xs.length} saves)`,
        value: `${Math.round(percentile(xs, 50))} / ${p95} ms`,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
        ok: p95 <= TARGET_P95_MS,
      };
    }),
    {
      what: `all saves of ${AUTHORS} authors at once: p95`,
      value: `${Math.round(percentile(all, 95))} ms in ${seconds.toFixed(1)} s`,
      target: `≤ ${TARGET_P95_MS} ms`,
      ok: percentile(all, 95) <= TARGET_P95_MS,
    },
    { what: "answers other than 200/201", value: String(failures.length), target: "0", ok: failures.length === 0 },
  ];
  return { figures, failures: failures.slice(0, 5) };
}

export function printStudioSaveFigures(figures: StudioSaveFigure[]) {
  console.log("course studio saves (bench/studio-save.ts):");
  for (const f of figures) console.log(`  ${f.ok ? "✓" : "✗"} ${f.what.padEnd(52)} ${f.value.padStart(22)}   target ${f.target}`);
}

if (process.argv[1] && /studio-save\.ts$/.test(process.argv[1])) {
  const [appUrl, databaseUrl] = process.argv.slice(2);
  if (!appUrl || !databaseUrl) {
    console.error("usage: npx tsx bench/studio-save.ts <appUrl> <database url>");
    process.exit(2);
  }
  studioSaveFigures({ appUrl, databaseUrl }).then(
    (r) => {
      printStudioSaveFigures(r.figures);
      if (r.failures.length) console.log(r.failures.join("\n"));
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
