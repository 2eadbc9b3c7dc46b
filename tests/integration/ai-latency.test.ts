// Measures an explanation's latency on the offline assistant and on the cached path (handler in-process,
// real PostgreSQL). Prints the medians; asserts the two paths really are the ones measured.
import { POST } from "../../app/generate_explaination/route";
import { db } from "../../lib/server/db/client";
import { resetEnvForTests } from "../../lib/env";
import { call } from "../support/route-client";
import { aiUser, courseWithLecture, explainBody, recordAnswer, tag } from "../support/ai-fixtures";

const N = 25;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

it(`median latency of ${N} offline and ${N} cached explanations`, async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  const teacher = await aiUser();
  const t = tag();
  const course = await courseWithLecture({
    teacherId: teacher.id,
    name: `Latency ${t}`,
    description: "Each answer is the number after the question's number.",
    questions: Array.from({ length: N }, (_, i) => ({
      question: `What comes after ${i}? (${t})`,
      options: [String(i + 1), String(i + 2), String(i + 3), String(i + 4)] as [string, string, string, string],
      correct: String(i + 1),
    })),
  });
  const questions = course.chapters[0]!.contents[0]!.assessments;
  // Explanations as learners see them under a recorded answer: one learner per question (one would pass the per-learner minute limit).
  const learners = new Map<number, Awaited<ReturnType<typeof aiUser>>>();
  for (const q of questions) {
    const learner = await aiUser();
    await recordAnswer(learner.id, q, q.option3);
    learners.set(q.id, learner);
  }
  // Warm-up: route module, Prisma client and connection pool.
  await call(POST, "/generate_explaination", { body: explainBody(questions[0]!.question, ["x", "y"], "x"), ip: "10.77.0.1" });

  const timed = async (q: (typeof questions)[number]) => {
    const started = performance.now();
    const res = await call(POST, "/generate_explaination", {
      body: explainBody(q.question, [q.option1, q.option2, q.option3, q.option4], q.option3),
      ip: `10.77.1.${q.position}`,
      headers: learners.get(q.id)!.headers,
    });
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    return { ms, text: res.json.explaination as string };
  };
  const offline: number[] = [];
  const cached: number[] = [];
  const texts: string[] = [];
  for (const q of questions) {
    const r = await timed(q);
    offline.push(r.ms);
    texts.push(r.text);
  }
  for (const [i, q] of questions.entries()) {
    const r = await timed(q);
    cached.push(r.ms);
    expect(r.text).toBe(texts[i]);
  }
  const prisma = await db();
  const rows = await prisma.aiAnswer.findMany({ where: { assessmentId: { in: questions.map((q) => q.id) } } });
  expect(rows).toHaveLength(N);
  expect(rows.every((r) => r.hits === 1 && r.provider === "offline")).toBe(true);

  console.log(
    `AI explanation latency (median of ${N}, in-process handler, PostgreSQL): offline ${median(offline).toFixed(1)} ms, cached ${median(cached).toFixed(1)} ms`,
  );
});
