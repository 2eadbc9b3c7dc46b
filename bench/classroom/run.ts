// `npm run bench:classroom`: a class of N learners (default 40) behind one address — login storm, Java
// burst, a lesson with no think time, then every acknowledged write checked in the database, and a class
// signing up. Prints each figure beside the issue's target; writes bench/results/classroom.json.
// Needs `npm run build` and the local PostgreSQL (Redis too with BENCH_REDIS=1). Asserts nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { startApp } from "./app";
import { answersBurst, checksBurst, javaBurst, javaIdle, LESSON_ROUND_MS, lesson, lessonPlan, loginStorm, signups } from "./scenarios";
import { poll, reads, seedSchool, setupClassroom, signInStaff, verificationsBurst } from "./teaching";

const N = Number(process.env.BENCH_LEARNERS ?? 40);
const LESSON_SEC = Number(process.env.BENCH_LESSON_SEC ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
// BENCH_ONLY=java, lesson, checks, answers, teaching or signups (comma-separated) runs the login storm (it makes the tokens) and those parts only.
const ONLY = process.env.BENCH_ONLY ?? "";
const wants = (part: string) => !ONLY || ONLY.split(",").includes(part);

function row(what: string, now: string, target: string) {
  console.log(`${what.padEnd(58)} ${now.padEnd(44)} target: ${target}`);
}

async function main() {
  const app = await startApp({ learners: N, port: PORT, redis: process.env.BENCH_REDIS === "1" });
  try {
    const login = await loginStorm(app.baseUrl, app.learners);
    row(`${N} log in at once (captcha solved each)`, `${login.ok}/${N}, p50 ${login.latency.p50} ms, p95 ${login.latency.p95} ms`, `${N}/${N}, p95 ≤ 2000 ms`);
    const tokens = login.tokens;

    const javaOne = wants("java") ? await javaIdle(app.baseUrl, tokens[0]!) : undefined;
    if (javaOne) row("one hello world, idle server (median of 10)", `${javaOne.ok}/${javaOne.total}, p50 ${javaOne.latency.p50} ms`, "p50 ≤ 150 ms");

    const java = wants("java") ? await javaBurst(app.baseUrl, tokens) : undefined;
    if (java) {
      row(
        `${N} press Compile & Run on hello world at once`,
        `${java.ok}/${N}, p50 ${java.latency.p50} ms, p95 ${java.latency.p95} ms`,
        `${N}/${N}, p95 ≤ 5000 ms`,
      );
    }

    const les = wants("lesson") ? await lesson(app.baseUrl, app.learners, tokens, await lessonPlan(app.prisma), LESSON_SEC, app.prisma) : undefined;
    if (les) {
      row(
        `a ${LESSON_SEC}-s lesson, ${N} learners, no think time (a round ≥ ${LESSON_ROUND_MS} ms)`,
        `${les.rps} req/s, p99 ${les.latency.p99} ms, ${les.serverErrors} 5xx, ${les.errors} errors, ${les.lost} lost of ${les.acknowledgedWrites}`,
        "0 errors / 0 lost; p99 ≤ 300 ms",
      );
      for (const [call, l] of Object.entries(les.byCall)) console.log(`    ${call.padEnd(16)} n ${String(l.n).padStart(5)}  p50 ${l.p50} ms  p99 ${l.p99} ms`);
    }

    const checks = wants("checks") ? await checksBurst(app.baseUrl, tokens, app.prisma) : undefined;
    if (checks) {
      row(
        `${N} report a passed check at once`,
        `${checks.acknowledged}/${N} acknowledged, ${checks.stored} stored, p95 ${checks.latency.p95} ms`,
        `${N}/${N}, every acknowledged pass stored`,
      );
      const f = checks.flood;
      row(
        `one learner floods ${f.sent} reports, then the class reports`,
        `${f.statuses["200"] ?? 0} accepted, ${f.statuses["429"] ?? 0} × 429; class ${checks.classmatesAfterFlood.ok}/${checks.classmatesAfterFlood.total}`,
        `≤ ${f.limit} a minute in all, rest 429; class ${N - 1}/${N - 1}`,
      );
    }

    const answers = wants("answers") ? await answersBurst(app.baseUrl, app.learners, tokens, await lessonPlan(app.prisma), app.prisma) : undefined;
    if (answers) {
      row(
        `${N} answer question 1 at once, each in their own test`,
        `${answers.burst.ok}/${N} answered, ${answers.burst.stored} stored, p95 ${answers.burst.latency.p95} ms`,
        `${N}/${N}, every answer stored`,
      );
      const b = answers.breaker;
      row(
        "one learner answers in a classmate's test (10 tries)",
        `${JSON.stringify(b.intoClassmate)}, ${b.classmateRowsFromBreaker} rows written there`,
        "all 403, 0 rows",
      );
      row("the same learner sends a test address that is not an id", `${b.notAnId}`, "400");
      row(
        `the same learner floods ${b.flood.sent} answers into their own test`,
        `${b.flood.statuses["200"] ?? 0} accepted, ${b.flood.statuses["429"] ?? 0} × 429, ${b.flood.rowsInOwnAttempt} rows`,
        `≤ ${b.flood.limit} a minute, rest 429; one row per question`,
      );
      row(`then the other ${N - 1} answer question 2`, `${answers.rest.ok}/${answers.rest.total}, ${answers.rest.stored} stored`, `${N - 1}/${N - 1}`);
    }

    let teaching: Record<string, unknown> | undefined;
    if (wants("teaching")) {
      const room = await setupClassroom(app.prisma, app.learners);
      const staff = await signInStaff(app.baseUrl, app.prisma, room, 40);
      const plan = await lessonPlan(app.prisma);
      const lessonSec = Math.min(LESSON_SEC, 30);
      const baseline = await lesson(app.baseUrl, app.learners, tokens, plan, lessonSec, app.prisma);
      const during = lesson(app.baseUrl, app.learners, tokens, plan, lessonSec, app.prisma);
      const [withTeachers, book, live, liveAll] = await Promise.all([
        during,
        poll(app.baseUrl, [staff.teacher], `/api/classes/${room.classId}/gradebook`, 5_000, during),
        poll(app.baseUrl, [staff.teacher], `/api/classes/${room.classId}/live/${room.labIds[0]}`, 3_000, during),
        poll(app.baseUrl, staff.admins, `/api/classes/${room.classId}/live/${room.labIds[0]}`, 3_000, during),
      ]);
      row(
        `the gradebook (${N} learners, 5 courses of 40 lessons, 10 tests, 3 labs) during the lesson`,
        `p95 ${book.latency.p95} ms (n ${book.latency.n})`,
        "p95 ≤ 300 ms",
      );
      row(`the live lab view during the lesson (the teacher, every 3 s)`, `p95 ${live.latency.p95} ms (n ${live.latency.n})`, "p95 ≤ 300 ms");
      row(`40 teachers poll the live view every 3 s during the lesson`, `p95 ${liveAll.latency.p95} ms, ${JSON.stringify(liveAll.statuses)}`, "p95 ≤ 300 ms");
      const moved = Math.round((100 * (withTeachers.latency.p99 - baseline.latency.p99)) / baseline.latency.p99);
      row(
        "the lesson's p99: alone → with the teachers' polling",
        `${baseline.latency.p99} → ${withTeachers.latency.p99} ms (${moved >= 0 ? "+" : ""}${moved}%), ${withTeachers.serverErrors} 5xx, ${withTeachers.lost} lost`,
        "≤ +10%, 0 5xx, 0 lost",
      );
      const verifications = await verificationsBurst(app.baseUrl, app.prisma, room, tokens, staff.admins.slice(0, 5));
      row(
        `${N} lab passes verified by the server at once`,
        `${verifications.answeredVerified}/${N} verified (${verifications.storedVerified} stored), p95 ${verifications.latency.p95} ms`,
        `${N}/${N}, p95 ≤ 10000 ms`,
      );
      row("meanwhile 5 other learners' Java runs", `${verifications.java.ok}/5, p95 ${verifications.java.latency.p95} ms`, "5/5, served in the same line");
      const school = await seedSchool(app.prisma, room);
      const classList = await reads(app.baseUrl, staff.teacher, "/api/classes", 20);
      const schoolList = await reads(app.baseUrl, staff.admins[0]!, "/api/classes", 20);
      const schoolBook = await reads(app.baseUrl, staff.admins[0]!, `/api/classes/${school.classIds[0]}/gradebook`, 20);
      const csv = await reads(app.baseUrl, staff.admins[0]!, `/api/classes/${school.classIds[0]}/gradebook/csv`, 5);
      console.log(`    (school seeded in ${school.ms} ms: ${JSON.stringify(school.rows)})`);
      row("a school of 2,000 in 60 classes: a teacher's class list", `p95 ${classList.latency.p95} ms`, "p95 ≤ 300 ms");
      row("… the admin's list of the school's 60 classes", `p95 ${schoolList.latency.p95} ms`, "p95 ≤ 300 ms");
      row("… a class's gradebook (34 learners, 15 items)", `p95 ${schoolBook.latency.p95} ms, ${schoolBook.bytes} bytes`, "p95 ≤ 300 ms");
      row("… its CSV export", `max ${csv.latency.max} ms, ${csv.bytes} bytes`, "≤ 1000 ms");
      teaching = {
        baseline: baseline.latency,
        withTeachers: withTeachers.latency,
        book,
        live,
        liveAll,
        verifications,
        school,
        classList,
        schoolList,
        schoolBook,
        csv,
      };
    }

    const sign = wants("signups") ? await signups(app.baseUrl, N, app.prisma) : undefined;
    if (sign)
      row(`${N} new learners sign up from one address`, `${sign.ok}/${N} answered 2xx, ${sign.created} accounts, p95 ${sign.latency.p95} ms`, `${N}/${N}`);

    const results = {
      learners: N,
      at: new Date().toISOString(),
      login: { ...login, tokens: undefined },
      javaIdle: javaOne,
      java,
      lesson: les,
      checks,
      answers,
      teaching,
      signups: sign,
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(`bench/results/classroom${ONLY ? `-${ONLY.replace(/,/g, "-")}` : ""}.json`, JSON.stringify(results, null, 2));
    console.log(
      "\nStatus counts:",
      JSON.stringify({
        login: login.statuses,
        java: java?.statuses,
        lesson: les?.statuses,
        checks: checks?.statuses,
        flood: checks?.flood.statuses,
        signups: sign?.statuses,
      }),
    );
  } finally {
    await app.stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
