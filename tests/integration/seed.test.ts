// The demo seed on a throw-away in-memory PGlite (independent of DATABASE_URL): the catalogue is complete
// and consistent, every file it points at exists, the demo accounts work, and a second run changes nothing.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { openPglite, pgliteRunner } from "../../lib/server/db/driver";
import { migrate } from "../../lib/server/db/migrator";
import { seedDemo, type SeedResult } from "../../prisma/seed/index";
import { DEMO_ACCOUNTS, OPEN_CAMPUS, SCHOOL_BOARDS, UPSKILLING_BOARD, INTRO_PYTHON_LAB_ID, JS_BASICS_LAB_ID } from "../../prisma/seed/catalogue";
import { createBoard, createCourse, createGrade, createOrganization, createSchoolClass, createUser, enrol, createLab } from "../../prisma/seed/factories";
import { verifyPassword } from "../../prisma/seed/password";
import { durationText, mp4DurationSeconds } from "../../lib/media/mp4-duration";

const PUBLIC = path.join(process.cwd(), "public");
const VIDEOS = path.join(process.cwd(), "media", "videos");

let pglite: PGlite;
let prisma: PrismaClient;
let first: SeedResult;

beforeAll(async () => {
  pglite = await openPglite(undefined);
  await migrate(pgliteRunner(pglite));
  prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  first = await seedDemo(prisma);
}, 120_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await pglite?.close();
});

const allCourses = () =>
  prisma.course.findMany({
    include: {
      grade: true,
      board: true,
      user: { select: { username: true, role: true } },
      chapters: {
        orderBy: { position: "asc" },
        include: { contents: { orderBy: { position: "asc" }, include: { assessments: { orderBy: { position: "asc" } } } } },
      },
    },
    orderBy: { id: "asc" },
  });

describe("seedDemo on an empty database", () => {
  it("seeds quickly and reports what it wrote", () => {
    expect(first.skipped).toBe(false);
    if (first.skipped) return;
    expect(first.ms).toBeLessThan(20_000);
    expect(first.courses.published).toBeGreaterThanOrEqual(15);
    expect(first.assessments).toBeGreaterThan(300);
  });

  it("publishes at least 12 school courses over grades 6–12 and the three school boards", async () => {
    const school = (await allCourses()).filter((c) => c.status === 3 && c.board && SCHOOL_BOARDS.includes(c.board.name));
    expect(school.length).toBeGreaterThanOrEqual(12);
    expect(new Set(school.map((c) => c.grade?.level))).toEqual(new Set([6, 7, 8, 9, 10, 11, 12]));
    expect(new Set(school.map((c) => c.board!.name)).size).toBeGreaterThanOrEqual(3);
    expect(school.filter((c) => c.grade?.level === 8).length).toBeGreaterThanOrEqual(2);
  });

  it("publishes at least 3 upskilling courses and hides at least 3 unpublished ones", async () => {
    const courses = await allCourses();
    const upskilling = courses.filter((c) => c.status === 3 && c.board?.name === UPSKILLING_BOARD);
    expect(upskilling.length).toBeGreaterThanOrEqual(3);
    expect(upskilling.every((c) => (c.grade?.level ?? 0) > 100)).toBe(true);
    expect(courses.filter((c) => c.status !== 3).length).toBeGreaterThanOrEqual(3);
  });

  it("gives every course a teacher, a description, a cover that exists and sensible course info", async () => {
    const courses = await allCourses();
    expect(new Set(courses.map((c) => c.name)).size).toBe(courses.length);
    for (const c of courses) {
      expect(c.user.role).toBe("author");
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.img).toMatch(/^\/img\/courses\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(PUBLIC, c.img!))).toBe(true);
    }
    // Some courses have no instructor (shown as 'N/A'), some are priced; every duration is its videos' (below).
    expect(courses.every((c) => c.language === "English")).toBe(true);
    expect(courses.some((c) => c.instructorName === null && c.status === 3)).toBe(true);
    expect(courses.some((c) => c.price !== "0" && c.currency === "RS" && c.status === 3)).toBe(true);
  });

  it("builds every published course from ≥ 3 chapters of 2–4 contents, with a game and an animated lecture", async () => {
    for (const c of (await allCourses()).filter((x) => x.status === 3)) {
      expect(c.chapters.length).toBeGreaterThanOrEqual(3);
      c.chapters.forEach((ch, i) => {
        expect(ch.position).toBe(i + 1);
        expect(ch.contents.length).toBeGreaterThanOrEqual(2);
        expect(ch.contents.length).toBeLessThanOrEqual(4);
      });
      const types = c.chapters.flatMap((ch) => ch.contents.map((x) => x.contentType));
      expect(types).toContain("game");
      expect(types).toContain("2");
      expect(types.every((t) => ["lecture", "2", "game"].includes(t))).toBe(true);
    }
  });

  it("gives every lecture and animated lecture a description and at least 5 four-option questions", async () => {
    const contents = (await allCourses()).flatMap((c) => c.chapters.flatMap((ch) => ch.contents));
    for (const content of contents.filter((x) => x.contentType !== "game")) {
      expect(content.description.length).toBeGreaterThan(20);
      expect(content.assessments.length).toBeGreaterThanOrEqual(5);
    }
    for (const game of contents.filter((x) => x.contentType === "game")) expect(game.assessments.length).toBeLessThanOrEqual(3);
  });

  it("stores every assessment's correct answer as exactly one of its four distinct options", async () => {
    const rows = await prisma.assessment.findMany();
    expect(rows.length).toBeGreaterThan(300);
    const slots = new Set<number>();
    for (const a of rows) {
      const options = [a.option1, a.option2, a.option3, a.option4];
      expect(new Set(options).size).toBe(4);
      expect(options.filter((o) => o === a.correct)).toHaveLength(1);
      expect(a.question.trim().length).toBeGreaterThan(5);
      slots.add(options.indexOf(a.correct));
    }
    // The right answer is not always in the same place.
    expect(slots).toEqual(new Set([0, 1, 2, 3]));
  });

  it("points lectures at videos the app serves itself (they play on a default install) and games at files under public/games", async () => {
    const contents = await prisma.content.findMany();
    const lectures = contents.filter((c) => c.contentType !== "game");
    // No outside video: a default install allows only its own (VIDEO_HOSTS unset), and a school's link may be offline.
    for (const c of lectures) {
      expect(c.video).toMatch(/^[a-z0-9-]+\.mp4$/);
      expect(existsSync(path.join(VIDEOS, c.video!))).toBe(true);
    }
    const games = contents.filter((c) => c.contentType === "game");
    expect(new Set(games.map((g) => g.video!.split("?")[0])).size).toBeGreaterThanOrEqual(3);
    for (const g of games) {
      expect(g.video).toMatch(/^\/games\/[a-z-]+\/index\.html(\?[a-z]+=[a-z0-9]+)?$/);
      expect(existsSync(path.join(PUBLIC, g.video!.split("?")[0]!))).toBe(true);
    }
  });

  it("creates the demo accounts with argon2id hashes of the documented passwords", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await prisma.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(account.role);
      expect(user.emailVerified).toBe(true);
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, account.password + "x")).toBe(false);
    }
    const teachers = await prisma.user.findMany({ where: { taughtCourses: { some: {} } } });
    expect(teachers.length).toBeGreaterThanOrEqual(3);
    expect(teachers.every((t) => t.role === "author" && /^(ms|mr)\.[a-z]+\.[a-z]+$/.test(t.username))).toBe(true);
  });

  it("has organization 3 for sign-ups and a school with class codes", async () => {
    expect(await prisma.organization.findUnique({ where: { id: OPEN_CAMPUS.id } })).toMatchObject({ name: "LearnHub Open Campus" });
    const classes = await prisma.schoolClass.findMany({ include: { organization: true } });
    expect(classes.find((c) => c.code === "SUN-8A")?.organization.name).toBe("Sunrise Public School");
    expect(classes.find((c) => c.code === "SUN-9B")?.organization.name).toBe("Sunrise Public School");
    // The id sequence continues after the explicit id 3.
    const next = await createOrganization(prisma, {});
    expect(next.id).toBeGreaterThan(OPEN_CAMPUS.id);
  });

  it("states each course's duration as the real length of its lecture videos (issue 24 row 3)", async () => {
    for (const c of await allCourses()) {
      let seconds = 0;
      for (const ch of c.chapters)
        for (const x of ch.contents) if (x.contentType !== "game") seconds += mp4DurationSeconds(readFileSync(path.join(VIDEOS, x.video!)))!;
      expect(seconds).toBeGreaterThan(0);
      expect({ course: c.name, duration: c.duration }).toEqual({ course: c.name, duration: durationText(seconds) });
    }
    // The served clips are 12 s each: a course of five lectures and an animated one is about a minute, not "6 hours".
    expect(mp4DurationSeconds(readFileSync(path.join(VIDEOS, "force-and-pressure.mp4")))).toBe(12);
    expect((await allCourses()).find((c) => c.name.startsWith("Grade 8 Science"))!.duration).toMatch(/^\d+ min( \d+ s)?$/);
  });

  it("runs every seeded Python cell on the default install: standard library only (Run all does not stop)", async () => {
    const python = await prisma.labCell.findMany({ where: { language: "python" } });
    expect(python.length).toBeGreaterThan(3);
    const stdlib = new Set(["math", "random", "statistics", "string", "datetime", "time", "turtle", "collections", "itertools", "functools", "json", "re"]);
    for (const c of python) {
      const imports = [...c.code.matchAll(/^\s*(?:import|from)\s+([A-Za-z_][\w]*)/gm)].map((m) => m[1]!);
      for (const name of imports)
        expect({ lab: c.labId, cell: c.cellId, import: name, stdlib: stdlib.has(name) }).toEqual({ lab: c.labId, cell: c.cellId, import: name, stdlib: true });
    }
  });

  it("seeds the fixed Python and JavaScript labs and the Java labs", async () => {
    const cells = await prisma.labCell.findMany({ orderBy: [{ labId: "asc" }, { cellId: "asc" }] });
    const lab = (id: number) => cells.filter((c) => c.labId === id);
    const intro = lab(INTRO_PYTHON_LAB_ID);
    expect(intro.map((c) => c.cellId)).toEqual([1, 2, 3]);
    expect(intro.every((c) => c.title === "Introduction to Python" && c.language === "python" && c.code.includes("input(") && c.preText.length > 40)).toBe(
      true,
    );
    const js = lab(JS_BASICS_LAB_ID);
    expect(js.map((c) => c.cellId)).toEqual([1, 2, 3, 4]);
    expect(js.every((c) => c.title === "JavaScript Basics" && c.language === "javascript")).toBe(true);
    expect(new Set(cells.filter((c) => c.language === "javascript").map((c) => c.labId)).size).toBeGreaterThanOrEqual(3);
    const java = cells.filter((c) => c.language === "java");
    expect(new Set(java.map((c) => c.labId)).size).toBeGreaterThanOrEqual(2);
    for (const c of java) expect(c.code).toMatch(/public class Main\s*\{[\s\S]*public static void main\(String\[\] args\)/);
    // Lab ids are unique across languages, and each lab's title is one title.
    const titles = new Map<number, Set<string>>();
    for (const c of cells) titles.set(c.labId, (titles.get(c.labId) ?? new Set()).add(`${c.language}:${c.title}`));
    for (const t of titles.values()) expect(t.size).toBe(1);
  });

  it("does nothing the second time", async () => {
    const before = await Promise.all([prisma.course.count(), prisma.user.count(), prisma.assessment.count(), prisma.labCell.count()]);
    expect(await seedDemo(prisma)).toMatchObject({ skipped: true });
    expect(await Promise.all([prisma.course.count(), prisma.user.count(), prisma.assessment.count(), prisma.labCell.count()])).toEqual(before);
  });
});

describe("factories", () => {
  it("can be called again and again without unique collisions", async () => {
    const org = await createOrganization(prisma);
    const [g1, g2] = [await createGrade(prisma), await createGrade(prisma)];
    const [b1, b2] = [await createBoard(prisma), await createBoard(prisma)];
    const cls = await Promise.all([
      createSchoolClass(prisma, { organizationId: org.id }),
      createSchoolClass(prisma, { organizationId: org.id, gradeId: g1.id }),
    ]);
    const users = await Promise.all([createUser(prisma), createUser(prisma), createUser(prisma, { role: "author" })]);
    expect(new Set(users.map((u) => u.username)).size).toBe(3);
    expect(g1.level).not.toBe(g2.level);
    expect(b1.name).not.toBe(b2.name);
    expect(cls[0].code).not.toBe(cls[1].code);

    const mixed = await createUser(prisma, { email: "  Mixed.Case@Example.TEST ", password: "S3cret#pw" });
    expect(mixed.email).toBe("mixed.case@example.test");

    const course = await createCourse(prisma, {
      userId: users[2]!.id,
      gradeId: g1.id,
      boardId: b1.id,
      chapters: [
        {
          name: "One",
          contents: [
            { name: "L1", video: "intro.mp4", assessments: [{ question: "2 + 2?", options: ["3", "4", "5", "6"], correct: "4" }] },
            { name: "G", contentType: "game", video: "/games/term-match/index.html" },
          ],
        },
        { name: "Two", contents: [{ name: "A", contentType: "2", video: "https://example.test/a.mp4" }] },
      ],
    });
    expect(course.status).toBe(3);
    expect(course.chapters.map((c) => c.contents.map((x) => [x.name, x.position, x.assessmentCount]))).toEqual([
      [
        ["L1", 1, 1],
        ["G", 2, 0],
      ],
      [["A", 1, 0]],
    ]);
    const saved = await prisma.course.findUniqueOrThrow({ where: { id: course.id } });
    expect(saved).toMatchObject({ duration: "90-min", language: "English", price: "0", currency: "RS", instructorName: null });
    const again = await createCourse(prisma, { userId: users[2]!.id });
    expect(again.name).not.toBe(course.name);

    const e = await enrol(prisma, { userId: users[0]!.id, courseId: course.id });
    expect(e).toMatchObject({ userId: users[0]!.id, courseId: course.id });
    const lab = await createLab(prisma, {
      labId: 9000,
      title: "Factory lab",
      cells: [
        { preText: "a", code: "print(1)" },
        { preText: "b", code: "print(2)" },
      ],
    });
    expect(lab.map((c) => c.cellId).sort()).toEqual([1, 2]);
  });
});

describe("static assets", () => {
  const gamesDir = path.join(PUBLIC, "games");
  const games = ["arithmetic-race", "term-match", "fraction-builder"];

  it.each(games)("%s is one self-contained HTML file that reports its score", (name) => {
    const file = path.join(gamesDir, name, "index.html");
    const html = readFileSync(file, "utf8");
    expect(statSync(file).size).toBeLessThan(30 * 1024);
    expect(html).toContain('type: "learnhub:game-score"');
    expect(html).toContain(`GAME = "${name}"`);
    expect(html).toMatch(/aria-live=/);
    expect(html).toMatch(/:focus-visible/);
    const forbidden = {
      externalUrl: /(src|href)=["']?(https?:)?\/\//i,
      storage: /localStorage|sessionStorage|document\.cookie/,
      alert: /\balert\(/,
      form: /<form[\s>]/,
    };
    const found = Object.entries(forbidden)
      .filter(([, re]) => re.test(html))
      .map(([k]) => k);
    expect(found).toEqual([]);
  });

  it("keeps the served lecture videos small", () => {
    // The repository's own (uploads land in the same folder: an e2e run leaves some behind, named by the server).
    const files = readdirSync(VIDEOS).filter((f) => f.endsWith(".mp4") && !/^[0-9a-f]{32}\.mp4$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(files).toContain("intro.mp4");
    const total = files.reduce((sum, f) => sum + statSync(path.join(VIDEOS, f)).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
