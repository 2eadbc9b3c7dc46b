// The classroom scenarios: N learners from one address do the same thing within seconds.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { Learner } from "./app";
import { createLab } from "../../prisma/seed/factories";
import { RULES } from "../../lib/server/rate-limit/rules";
import { solvedCaptcha } from "./captcha";
import { summarize, timed } from "./stats";

type Json = Record<string, unknown>;

async function post(baseUrl: string, path: string, body: unknown, token?: string, signal?: AbortSignal) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "x-access-token": token } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await res.json().catch(() => null)) as Json | null;
  return { status: res.status, json };
}

async function get(baseUrl: string, path: string, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { "x-access-token": token } : {} });
  await res.arrayBuffer();
  return res.status;
}

/** Everyone presses "Login" at once, each with a solved captcha. */
export async function loginStorm(baseUrl: string, learners: Learner[]) {
  const solveStart = performance.now();
  const captchas: string[] = [];
  for (const _ of learners) captchas.push(await solvedCaptcha(baseUrl));
  const solveMs = (performance.now() - solveStart) / learners.length;
  const results = await Promise.all(
    learners.map((l, i) => timed(() => post(baseUrl, "/api/auth/signin", { email: l.email, password: l.password, recaptcha: captchas[i] }))),
  );
  const tokens = results.map((r) => String((r.value.json?.user as Json | undefined)?.accessToken ?? r.value.json?.accessToken ?? ""));
  const ok = results.filter((r) => r.value.status === 200 && tokens[results.indexOf(r)]).length;
  const statuses = countStatuses(results.map((r) => r.value.status));
  return { ok, total: learners.length, statuses, solveMsPerLearner: Math.round(solveMs), latency: summarize(results.map((r) => r.ms)), tokens };
}

const HELLO = `public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, class!");\n  }\n}\n`;

/** One learner runs hello world a few times on an otherwise idle server (after one run that wakes everything). */
export async function javaIdle(baseUrl: string, token: string, runs = 10) {
  await post(baseUrl, "/api/lab/run-java", { code: HELLO }, token);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await timed(() => post(baseUrl, "/api/lab/run-java", { code: HELLO }, token)));
  const ok = results.filter((r) => r.value.status === 200 && String(r.value.json?.output ?? "").includes("Hello, class!")).length;
  return { ok, total: runs, latency: summarize(results.map((r) => r.ms)) };
}

/** Everyone presses Compile & Run on hello world at once. */
export async function javaBurst(baseUrl: string, tokens: string[]) {
  const results = await Promise.all(tokens.map((t) => timed(() => post(baseUrl, "/api/lab/run-java", { code: HELLO }, t))));
  const ok = results.filter((r) => r.value.status === 200 && String(r.value.json?.output ?? "").includes("Hello, class!")).length;
  return { ok, total: tokens.length, statuses: countStatuses(results.map((r) => r.value.status)), latency: summarize(results.map((r) => r.ms)) };
}

type Plan = { courseId: number; lectureIds: number[]; quiz: { contentId: number; assessmentIds: number[] } };

export async function lessonPlan(prisma: PrismaClient): Promise<Plan> {
  const course = await prisma.course.findFirstOrThrow({
    where: { status: 3, chapters: { some: { contents: { some: { assessments: { some: {} } } } } } },
    include: { chapters: { include: { contents: { include: { assessments: { select: { id: true } } } } } } },
    orderBy: { id: "asc" },
  });
  const contents = course.chapters.flatMap((c) => c.contents);
  const quiz = contents.find((c) => c.assessments.length > 0)!;
  return { courseId: course.id, lectureIds: contents.map((c) => c.id), quiz: { contentId: quiz.id, assessmentIds: quiz.assessments.map((a) => a.id) } };
}

/**
 * A lesson with no think time: each learner enrols, then loops — open the course, tick a content as
 * viewed, start the quiz, answer every question, finish. Every write the server acknowledges is
 * remembered and looked up in the database afterwards. A learner's round is never shorter than the
 * per-learner ceiling of test starts allows (60 a minute: one round a second, far beyond a person), so
 * what is measured is the server's capacity, not its refusals of a bot.
 */
export const LESSON_ROUND_MS = Math.ceil(((RULES["quiz-start"].duration * 1000) / RULES["quiz-start"].points) * 1.05);

export async function lesson(baseUrl: string, learners: Learner[], tokens: string[], plan: Plan, seconds: number, prisma: PrismaClient) {
  const latencies: number[] = [];
  const statuses: number[] = [];
  const ackViews = new Set<string>();
  const ackAnswers = new Set<string>();
  const until = Date.now() + seconds * 1000;
  const byCall = new Map<string, number[]>();
  const track = async <T extends { status: number } | number>(call: string, fn: () => Promise<T>) => {
    const r = await timed(fn);
    latencies.push(r.ms);
    byCall.set(call, [...(byCall.get(call) ?? []), r.ms]);
    statuses.push(typeof r.value === "number" ? r.value : r.value.status);
    return r.value;
  };
  await Promise.all(
    learners.map(async (l, i) => {
      const token = tokens[i]!;
      await track("enroll", () => post(baseUrl, "/api/enrollments/enroll", { userId: l.id, courseId: plan.courseId }, token));
      let step = i;
      for (let round = 0; Date.now() < until;) {
        const rest = LESSON_ROUND_MS - (Date.now() - round);
        if (rest > 0) await new Promise((r) => setTimeout(r, rest));
        round = Date.now();
        await track("course details", () => get(baseUrl, `/api/courses/getUserCourseDetails/${l.id}/${plan.courseId}`, token));
        const contentId = plan.lectureIds[step++ % plan.lectureIds.length]!;
        const view = await track("view", () => post(baseUrl, "/api/progress/view", { contentId }, token));
        if (view.status === 200) ackViews.add(`${l.id}:${contentId}`);
        const start = await track("quiz start", () => post(baseUrl, "/api/quiz/attempts", { contentId: plan.quiz.contentId }, token));
        const attemptId = Number(start.json?.attemptId);
        if (start.status !== 200 && start.status !== 201) continue;
        for (const assessmentId of plan.quiz.assessmentIds) {
          const a = await track("answer", () => post(baseUrl, `/api/quiz/attempts/${attemptId}/answers`, { assessmentId, choice: 1 + (step % 4) }, token));
          if (a.status === 200) ackAnswers.add(`${attemptId}:${assessmentId}`);
        }
        await track("finish", () => post(baseUrl, `/api/quiz/attempts/${attemptId}/finish`, {}, token));
      }
    }),
  );
  const views = await prisma.contentProgress.findMany({
    where: { userId: { in: learners.map((l) => l.id) }, viewed: true },
    select: { userId: true, contentId: true },
  });
  const storedViews = new Set(views.map((v) => `${v.userId}:${v.contentId}`));
  const answers = await prisma.quizAnswer.findMany({
    where: { attempt: { userId: { in: learners.map((l) => l.id) } } },
    select: { attemptId: true, assessmentId: true },
  });
  const storedAnswers = new Set(answers.map((a) => `${a.attemptId}:${a.assessmentId}`));
  const lost = [...ackViews].filter((k) => !storedViews.has(k)).length + [...ackAnswers].filter((k) => !storedAnswers.has(k)).length;
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    latency: summarize(latencies),
    byCall: Object.fromEntries([...byCall].map(([call, ms]) => [call, summarize(ms)])),
    errors: statuses.filter((s) => s >= 400).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    statuses: countStatuses(statuses),
    acknowledgedWrites: ackViews.size + ackAnswers.size,
    lost,
  };
}

/**
 * Auto-checked cells: everyone's checks pass at once (each browser reports it), then one learner's script
 * floods the same report. Every acknowledged pass must be stored; the flood must meet the per-account limit
 * and leave classmates at the same address untouched.
 */
export async function checksBurst(baseUrl: string, tokens: string[], prisma: PrismaClient) {
  const [cell, other] = await createLab(prisma as never, {
    labId: 900_001,
    title: "Bench checks",
    cells: [
      { preText: "Print 42.", code: "print(41)\n", expectedOutput: "42\n" },
      { preText: "Print 43.", code: "print(42)\n", expectedOutput: "43\n" },
    ],
  });
  const report = (token: string, id: string) => timed(() => post(baseUrl, "/api/lab/check-passed", { id }, token));
  const burst = await Promise.all(tokens.map((t) => report(t, cell!.id)));
  const acknowledged = burst.filter((r) => r.value.status === 200).length;
  const stored = await prisma.userCellPass.count({ where: { cellId: cell!.id } });

  const flooder = tokens[0]!;
  const floodSize = RULES["lab-write"].points + 80;
  const flood: number[] = [];
  for (let i = 0; i < floodSize; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, floodSize - i) }, () => post(baseUrl, "/api/lab/check-passed", { id: other!.id }, flooder)),
    );
    flood.push(...batch.map((r) => r.status));
  }
  const classmates = await Promise.all(tokens.slice(1).map((t) => post(baseUrl, "/api/lab/check-passed", { id: other!.id }, t)));
  return {
    acknowledged,
    stored,
    total: tokens.length,
    statuses: countStatuses(burst.map((r) => r.value.status)),
    latency: summarize(burst.map((r) => r.ms)),
    flood: { sent: floodSize, limit: RULES["lab-write"].points, statuses: countStatuses(flood) },
    classmatesAfterFlood: { ok: classmates.filter((r) => r.status === 200).length, total: classmates.length },
  };
}

/**
 * The teacher says "answer question 1": every learner answers at once, each in an attempt of their own; then one
 * learner tries to break it — answers in a classmate's attempt, sends an address that is not an id, and floods
 * answers in their own — and the rest of the class answers question 2. Every acknowledged answer is looked up.
 */
export async function answersBurst(baseUrl: string, learners: Learner[], tokens: string[], plan: Plan, prisma: PrismaClient) {
  const [first, second] = plan.quiz.assessmentIds;
  const attempts: number[] = [];
  for (const [i, l] of learners.entries()) {
    await post(baseUrl, "/api/enrollments/enroll", { userId: l.id, courseId: plan.courseId }, tokens[i]);
    attempts.push(Number((await post(baseUrl, "/api/quiz/attempts", { contentId: plan.quiz.contentId }, tokens[i])).json?.attemptId));
  }
  const answer = (i: number, attemptId: number | string, assessmentId: number, choice = 2) =>
    post(baseUrl, `/api/quiz/attempts/${attemptId}/answers`, { assessmentId, choice }, tokens[i]);
  const burst = await Promise.all(attempts.map((a, i) => timed(() => answer(i, a, first!))));
  const storedFirst = await prisma.quizAnswer.count({ where: { attemptId: { in: attempts }, assessmentId: first! } });

  const theirs = await Promise.all(Array.from({ length: 10 }, () => answer(0, attempts[1]!, second!, 1)));
  const notAnId = await answer(0, "1%20OR%201=1", first!);
  const floodSize = RULES["quiz-answer"].points + 100;
  const flood: number[] = [];
  for (let i = 0; i < floodSize; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, floodSize - i) }, (_, k) => answer(0, attempts[0]!, second!, 1 + (k % 4))));
    flood.push(...batch.map((r) => r.status));
  }
  const flooderRows = await prisma.quizAnswer.count({ where: { attemptId: attempts[0]! } });
  const classmateRowsFromBreaker = await prisma.quizAnswer.count({ where: { attemptId: attempts[1]!, assessmentId: second! } });

  const rest = await Promise.all(attempts.slice(1).map((a, i) => answer(i + 1, a, second!)));
  const storedSecond = await prisma.quizAnswer.count({ where: { attemptId: { in: attempts.slice(1) }, assessmentId: second! } });
  return {
    total: learners.length,
    burst: { ok: burst.filter((r) => r.value.status === 200).length, stored: storedFirst, latency: summarize(burst.map((r) => r.ms)) },
    breaker: {
      intoClassmate: countStatuses(theirs.map((r) => r.status)),
      classmateRowsFromBreaker,
      notAnId: notAnId.status,
      flood: { sent: floodSize, limit: RULES["quiz-answer"].points, statuses: countStatuses(flood), rowsInOwnAttempt: flooderRows },
    },
    rest: { ok: rest.filter((r) => r.status === 200).length, total: rest.length, stored: storedSecond },
  };
}

/** A class of new learners signs up from the school's address within minutes. */
export async function signups(baseUrl: string, n: number, prisma: PrismaClient) {
  const stamp = Date.now().toString(36);
  const statuses: number[] = [];
  const latencies: number[] = [];
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `new.learner.${stamp}.${i}@school.test`;
    emails.push(email);
    const recaptcha = await solvedCaptcha(baseUrl);
    const r = await timed(() =>
      post(baseUrl, "/api/auth/signup", { username: `New Learner ${i}`, email, password: `Maple-River-${stamp}-${i}-Kite`, recaptcha }),
    );
    statuses.push(r.value.status);
    latencies.push(r.ms);
  }
  const created = await prisma.user.count({ where: { email: { in: emails } } });
  return { ok: statuses.filter((s) => s >= 200 && s < 300).length, created, total: n, statuses: countStatuses(statuses), latency: summarize(latencies) };
}

function countStatuses(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}
