// A course built in the studio, through its routes: a draft the catalogue does not show, saved with clear
// messages for bad fields (nothing changed), published into the catalogue and unpublished out of it; chapters and
// lessons of every kind added, renamed, reordered (a reorder that omits or repeats one is refused) and deleted with
// what they take said first; learners' progress on the rest kept and the course's % over current lessons only.
import { db } from "../../lib/server/db/client";
import { EMPTY_COURSE } from "../../lib/server/studio/set-published";
import { account, school, type Account } from "./teaching-fixtures";
import { learner, studio, studioSnapshot } from "./studio-fixtures";

let teacher: Account;
let pupil: Account;
beforeAll(async () => {
  const s = await school();
  teacher = await account("teacher", s.id);
  pupil = await account("user", s.id);
});

type Course = { id: number; status: number; published: boolean; chapters: Chapter[] };
type Chapter = { id: number; name: string; position: number; contents: Lesson[]; impact: Impact };
type Lesson = { id: number; name: string; kind: string; contentType: string; video: string | null; body: string | null; game: unknown; impact: Impact };
type Impact = { contents: number; questions: number; learners: number; attempts: number };

async function newCourse(who: Account, form: Record<string, unknown> = {}) {
  const res = await studio.create(who, { name: "Grade 8 Fractions", ...form });
  expect(res.status).toBe(201);
  return res.json.course as Course;
}
async function chapterOf(who: Account, courseId: number, name = "Chapter") {
  const res = await studio.addChapter(who, courseId, name);
  expect(res.status).toBe(201);
  return (res.json.course as Course).chapters.at(-1)!;
}
async function lesson(who: Account, chapterId: number, body: Record<string, unknown>) {
  const res = await studio.addContent(who, chapterId, body);
  expect([res.status, res.json.message]).toEqual([201, "Lesson added."]);
  const chapter = (res.json.course as Course).chapters.find((c) => c.id === chapterId)!;
  return chapter.contents.at(-1)!;
}

describe("a course's life: draft, save, publish, unpublish", () => {
  it("creates a draft the catalogue does not show, owned by its author", async () => {
    const course = await newCourse(teacher, { description: "Halves and quarters", price: "499", language: "Hindi" });
    expect(course).toMatchObject({
      status: 1,
      published: false,
      owner: { id: teacher.id },
      description: "Halves and quarters",
      price: "499",
      language: "Hindi",
    });
    expect(course.status).not.toBe(3);
    expect(await learner.catalogueIds(null)).not.toContain(course.id);
    expect(await learner.catalogueIds(pupil)).not.toContain(course.id);
    expect((await learner.enrol(pupil, course.id)).status).toBe(404);
  });

  it("refuses a save with a bad field, naming the field, and changes nothing", async () => {
    const course = await newCourse(teacher, { description: "Before" });
    const before = await studioSnapshot(course.id);
    const bad: [Record<string, unknown>, number, string][] = [
      [{ name: "" }, 400, "name: is required"],
      [{ name: "   " }, 400, "name: is required"],
      [{ name: "x".repeat(121) }, 400, "name: is too long"],
      [{ name: "Ok", price: "cheap" }, 400, "price: must be an amount such as 0 or 499"],
      [{ name: "Ok", cover: "../../etc/passwd" }, 400, "cover: is not a cover upload"],
      [{ name: "Ok", gradeId: 987654321 }, 400, "That grade, board or school does not exist."],
      [{ name: "Ok", description: "d".repeat(20_001) }, 400, "description: is too long"],
    ];
    for (const [form, status, message] of bad) {
      const res = await studio.update(teacher, course.id, form);
      expect([form, res.status, res.json.message]).toEqual([form, status, message]);
    }
    expect(await studioSnapshot(course.id)).toEqual(before);
    const good = await studio.update(teacher, course.id, { name: "Fractions, saved", description: "After", subject: "Maths" });
    expect(good.status).toBe(200);
    expect(good.json.course).toMatchObject({ name: "Fractions, saved", description: "After", subject: "Maths" });
  });

  it("publishes into the catalogue (status 3) and unpublishes out of it; an empty course cannot be published", async () => {
    const course = await newCourse(teacher);
    const empty = await studio.publish(teacher, course.id, true);
    expect([empty.status, empty.json.message]).toEqual([422, EMPTY_COURSE]);
    const chapter = await chapterOf(teacher, course.id);
    await lesson(teacher, chapter.id, { kind: "reading", name: "Read first", body: "Fractions are parts of a whole." });

    const published = await studio.publish(teacher, course.id, true);
    expect(published.status).toBe(200);
    expect(published.json.course).toMatchObject({ status: 3, published: true });
    expect(await learner.catalogueIds(null)).toContain(course.id);
    expect(await learner.catalogueIds(pupil)).toContain(course.id);

    const unpublished = await studio.publish(teacher, course.id, false);
    expect(unpublished.json.course).toMatchObject({ status: 1, published: false });
    expect(await learner.catalogueIds(null)).not.toContain(course.id);
    expect((await learner.enrol(pupil, course.id)).status).toBe(404);
  });

  it("hands the player a reading's Markdown as sanitised HTML (no script, no event handler, no javascript: link)", async () => {
    const course = await newCourse(teacher, { description: "# Fractions\n<script>alert(1)</script>" });
    const chapter = await chapterOf(teacher, course.id);
    const evil = [
      "# Halves",
      "",
      "Some **bold** text and `code`.",
      "",
      "<script>alert('x')</script>",
      '<img src="https://example.org/a.png" onerror="alert(1)">',
      "[click](javascript:alert(1))",
      '<iframe src="https://evil.example"></iframe>',
      "```js\nconsole.log(1 < 2);\n```",
    ].join("\n");
    const reading = await lesson(teacher, chapter.id, { kind: "reading", name: "Halves", body: evil });
    expect(reading.body).toBe(evil); // the studio edits the author's own text
    expect((await studio.publish(teacher, course.id, true)).status).toBe(200);
    expect((await learner.enrol(pupil, course.id)).status).toBe(201);

    const player = await learner.player(pupil, course.id);
    expect(player.status).toBe(200);
    const html = player.json.data.chapters[0].contents[0].reading as string;
    expect(html).toContain("<h1>Halves</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toMatch(/<img src="https:\/\/example\.org\/a\.png"[^>]*\/>/);
    expect(html).toContain("console.log(1 &lt; 2);");
    expect(html).not.toMatch(/<script|onerror|href="javascript:|<iframe/i);
    // The description is handed over as the author's text, and as sanitised HTML for the screens (no script).
    expect(player.json.data.course.description).toBe("# Fractions\n<script>alert(1)</script>");
    expect(player.json.data.course.descriptionHtml).toContain("<h1>Fractions</h1>");
    expect(player.json.data.course.descriptionHtml).not.toMatch(/<script|alert/);

    const preview = await studio.preview(teacher, course.id);
    expect(preview.status).toBe(200);
    expect(preview.json.chapters[0].contents[0].reading).toBe(html);
    expect(preview.json.course.descriptionHtml).toBe(player.json.data.course.descriptionHtml);
  });
});

describe("chapters and lessons", () => {
  it("adds a lesson of each kind, with its own fields checked", async () => {
    const course = await newCourse(teacher);
    const chapter = await chapterOf(teacher, course.id, "Everything");
    const key = "0123456789abcdef0123456789abcdef";
    const upload = await lesson(teacher, chapter.id, { kind: "lecture", name: "Recorded", video: `${key}.mp4` });
    expect(upload).toMatchObject({ kind: "lecture", contentType: "lecture", video: `${key}.mp4` });
    const linked = await lesson(teacher, chapter.id, { kind: "lecture", name: "Linked", video: "https://videos.example.org/halves.webm" });
    expect(linked).toMatchObject({ kind: "lecture", video: "https://videos.example.org/halves.webm" });
    const h5p = await lesson(teacher, chapter.id, { kind: "h5p", name: "Drag and drop", video: `h5p/${key}` });
    expect(h5p).toMatchObject({ kind: "h5p", contentType: "h5p", video: `h5p/${key}` });
    const games = {
      matching: {
        template: "matching",
        pairs: [
          { left: "1/2", right: "0.5" },
          { left: "1/4", right: "0.25" },
        ],
      },
      order: { template: "order", steps: ["Find a common denominator", "Add the numerators"] },
      flashcards: { template: "flashcards", cards: [{ front: "Numerator", back: "The top number" }] },
    };
    for (const [template, game] of Object.entries(games)) {
      const made = await lesson(teacher, chapter.id, { kind: "game", name: `Game ${template}`, game });
      expect(made).toMatchObject({ kind: "game", contentType: "game", video: `/games/templates/${template}/index.html`, game });
    }
    const reading = await lesson(teacher, chapter.id, { kind: "reading", name: "Notes", body: "Some *notes*" });
    expect(reading).toMatchObject({ kind: "reading", body: "Some *notes*" });
    const test = await lesson(teacher, chapter.id, { kind: "test", name: "Quiz" });
    expect(test).toMatchObject({ contentType: "reading", body: "" });
    expect((await studio.saveTest(teacher, test.id, { questions: [{ question: "1/2 = ?", options: ["0.5", "0.2"], correct: 1 }] })).status).toBe(200);
    const after = (await studio.get(teacher, course.id)).json.course as Course;
    expect(after.chapters[0]!.contents.map((c) => c.kind)).toEqual(["lecture", "lecture", "h5p", "game", "game", "game", "reading", "test"]);
    expect(after.chapters[0]!.contents.map((c) => c.name)).toEqual([
      "Recorded",
      "Linked",
      "Drag and drop",
      "Game matching",
      "Game order",
      "Game flashcards",
      "Notes",
      "Quiz",
    ]);
  });

  it("refuses a lesson with bad kind data, adding nothing", async () => {
    const course = await newCourse(teacher);
    const chapter = await chapterOf(teacher, course.id);
    const before = await studioSnapshot(course.id);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ kind: "lecture", name: "Plain http", video: "http://videos.example.org/a.mp4" }, /^video: must be a video upload or an https:\/\/ address/],
      [{ kind: "lecture", name: "Script", video: "javascript:alert(1)" }, /^video: must be a video upload/],
      [{ kind: "lecture", name: "Climb", video: "../secrets.mp4" }, /^video: must be a video upload/],
      [{ kind: "lecture", name: "Wrong type", video: "notes.pdf" }, /^video: must be a video upload/],
      [{ kind: "h5p", name: "Climb", video: "h5p/../../etc" }, /^video: is not an H5P upload/],
      [{ kind: "game", name: "One pair", game: { template: "matching", pairs: [{ left: "a", right: "b" }] } }, /^game\.pairs: needs at least 2 pairs/],
      [{ kind: "game", name: "One step", game: { template: "order", steps: ["only"] } }, /^game\.steps: needs at least 2 steps/],
      [{ kind: "game", name: "No cards", game: { template: "flashcards", cards: [] } }, /^game\.cards: needs at least 1 card/],
      [{ kind: "game", name: "Blank card", game: { template: "flashcards", cards: [{ front: " ", back: "b" }] } }, /^game\.cards\.0\.front: is required/],
      [{ kind: "game", name: "Extra", game: { template: "order", steps: ["a", "b"], script: "alert(1)" } }, /^game/],
      [{ kind: "game", name: "Unknown", game: { template: "crossword", words: [] } }, /^game/],
      [{ kind: "game", name: "Missing" }, /^game/],
      [{ kind: "quiz", name: "Unknown kind" }, /^kind/],
      [{ kind: "reading", name: "", body: "x" }, /^name: is required/],
    ];
    for (const [body, message] of bad) {
      const res = await studio.addContent(teacher, chapter.id, body);
      expect([body.name, res.status]).toEqual([body.name, 400]);
      expect(res.json.message).toMatch(message);
    }
    expect(await studioSnapshot(course.id)).toEqual(before);
  });

  it("changes a lesson's own fields only", async () => {
    const course = await newCourse(teacher);
    const chapter = await chapterOf(teacher, course.id);
    const lecture = await lesson(teacher, chapter.id, { kind: "lecture", name: "Video", video: "https://v.example.org/a.mp4" });
    const reading = await lesson(teacher, chapter.id, { kind: "reading", name: "Text", body: "Old" });
    const game = await lesson(teacher, chapter.id, { kind: "game", name: "Order", game: { template: "order", steps: ["a", "b"] } });

    const saved = await studio.updateContent(teacher, lecture.id, { name: "Video, renamed", video: "https://v.example.org/b.mp4" });
    expect(saved.status).toBe(200);
    expect((saved.json.course as Course).chapters[0]!.contents[0]).toMatchObject({ name: "Video, renamed", video: "https://v.example.org/b.mp4" });
    const refused: [number, Record<string, unknown>, string][] = [
      [lecture.id, { video: "http://v.example.org/c.mp4" }, "video: must be a video upload or an https:// address"],
      [lecture.id, { body: "text" }, "body: only a reading has text"],
      [reading.id, { video: "https://v.example.org/c.mp4" }, "video: this kind of content has no video"],
      [reading.id, { game: { template: "order", steps: ["a", "b"] } }, "game: only a game has template data"],
      [game.id, { body: "text" }, "body: only a reading has text"],
    ];
    const before = await studioSnapshot(course.id);
    for (const [id, body, message] of refused) {
      const res = await studio.updateContent(teacher, id, body);
      expect([body, res.status, res.json.message]).toEqual([body, 400, message]);
    }
    expect(await studioSnapshot(course.id)).toEqual(before);
    const newGame = { template: "order", steps: ["x", "y", "z"] };
    const changed = await studio.updateContent(teacher, game.id, { game: newGame });
    expect((changed.json.course as Course).chapters[0]!.contents[2]!.game).toEqual(newGame);
  });

  it("renames and reorders chapters; a reorder that omits, repeats or borrows a chapter is refused", async () => {
    const course = await newCourse(teacher);
    const a = await chapterOf(teacher, course.id, "A");
    const b = await chapterOf(teacher, course.id, "B");
    const c = await chapterOf(teacher, course.id, "C");
    const other = await chapterOf(teacher, (await newCourse(teacher)).id, "Elsewhere");
    expect((await studio.renameChapter(teacher, b.id, "B, renamed")).status).toBe(200);
    const before = await studioSnapshot(course.id);
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, b.id],
      [a.id, b.id, c.id, c.id],
      [a.id, b.id, other.id],
      [a.id, b.id, c.id, other.id],
    ]) {
      const res = await studio.reorderChapters(teacher, course.id, ids);
      expect([ids, res.status, res.json.message]).toEqual([ids, 409, "The chapters changed meanwhile. Reload the course and try again."]);
    }
    expect(await studioSnapshot(course.id)).toEqual(before);
    const res = await studio.reorderChapters(teacher, course.id, [c.id, a.id, b.id]);
    expect(res.status).toBe(200);
    expect((res.json.course as Course).chapters.map((ch) => [ch.name, ch.position])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B, renamed", 3],
    ]);
  });

  it("reorders a chapter's lessons and moves one in from another chapter; omitting, repeating or borrowing from another course is refused", async () => {
    const course = await newCourse(teacher);
    const one = await chapterOf(teacher, course.id, "One");
    const two = await chapterOf(teacher, course.id, "Two");
    const [x, y, z] = [
      await lesson(teacher, one.id, { kind: "reading", name: "x" }),
      await lesson(teacher, one.id, { kind: "reading", name: "y" }),
      await lesson(teacher, one.id, { kind: "reading", name: "z" }),
    ];
    const w = await lesson(teacher, two.id, { kind: "reading", name: "w" });
    const foreignChapter = await chapterOf(teacher, (await newCourse(teacher)).id);
    const foreign = await lesson(teacher, foreignChapter.id, { kind: "reading", name: "foreign" });
    const before = await studioSnapshot(course.id);
    for (const ids of [
      [x.id, y.id],
      [x.id, y.id, z.id, z.id],
      [x.id, y.id, z.id, foreign.id],
      [x.id, y.id, z.id, 987654321],
    ]) {
      const res = await studio.reorderContents(teacher, one.id, ids);
      expect([ids, res.status]).toEqual([ids, 409]);
    }
    expect(await studioSnapshot(course.id)).toEqual(before);
    const res = await studio.reorderContents(teacher, one.id, [z.id, w.id, x.id, y.id]);
    expect(res.status).toBe(200);
    const chapters = (res.json.course as Course).chapters;
    expect(chapters.map((ch) => ch.contents.map((c) => c.name))).toEqual([["z", "w", "x", "y"], []]);
  });

  it("says what deleting a chapter takes with it, then deletes it with its lessons, questions, progress and attempts", async () => {
    const course = await newCourse(teacher);
    const keep = await chapterOf(teacher, course.id, "Keep");
    const doomed = await chapterOf(teacher, course.id, "Doomed");
    const kept = await lesson(teacher, keep.id, { kind: "reading", name: "Kept", body: "stay" });
    const read = await lesson(teacher, doomed.id, { kind: "reading", name: "Goes", body: "bye" });
    const test = await lesson(teacher, doomed.id, { kind: "test", name: "Goes too" });
    const q = (n: number) => ({ question: `${n} + ${n}?`, options: [`${2 * n}`, `${2 * n + 1}`], correct: 1 });
    expect((await studio.saveTest(teacher, test.id, { questions: [q(1), q(2), q(3)] })).status).toBe(200);
    expect((await studio.publish(teacher, course.id, true)).status).toBe(200);
    const learners = [await account("user", null), await account("user", null)];
    for (const l of learners) {
      expect((await learner.enrol(l, course.id)).status).toBe(201);
      expect((await learner.view(l, read.id)).status).toBe(200);
      expect((await learner.view(l, kept.id)).status).toBe(200);
    }
    await learner.takeTest(learners[0]!, test.id, () => 1);

    const shown = (await studio.get(teacher, course.id)).json.course as Course;
    expect(shown.chapters.find((c) => c.id === doomed.id)!.impact).toEqual({ contents: 2, questions: 3, learners: 2, attempts: 1 });
    expect(shown.chapters.find((c) => c.id === doomed.id)!.contents.map((c) => c.impact)).toEqual([
      { contents: 1, questions: 0, learners: 2, attempts: 0 },
      // The learner took the test without opening it as a lesson: an attempt, no lesson progress.
      { contents: 1, questions: 3, learners: 0, attempts: 1 },
    ]);

    const res = await studio.deleteChapter(teacher, doomed.id);
    expect([res.status, res.json.message]).toEqual([200, "Chapter deleted."]);
    expect((res.json.course as Course).chapters.map((c) => c.name)).toEqual(["Keep"]);
    const prisma = await db();
    expect(await prisma.content.count({ where: { id: { in: [read.id, test.id] } } })).toBe(0);
    expect(await prisma.assessment.count({ where: { contentId: test.id } })).toBe(0);
    expect(await prisma.quizAttempt.count({ where: { contentId: test.id } })).toBe(0);
    expect(await prisma.contentProgress.count({ where: { contentId: kept.id } })).toBe(2);
    // A chapter added after is placed after the remaining one.
    const again = await studio.addChapter(teacher, course.id, "New");
    expect((again.json.course as Course).chapters.map((c) => c.name)).toEqual(["Keep", "New"]);
  });

  it("removing a lesson keeps learners' progress on the rest, and the course's % counts only current lessons", async () => {
    const course = await newCourse(teacher);
    const chapter = await chapterOf(teacher, course.id);
    const [a, b, c] = [
      await lesson(teacher, chapter.id, { kind: "reading", name: "a", body: "a" }),
      await lesson(teacher, chapter.id, { kind: "reading", name: "b", body: "b" }),
      await lesson(teacher, chapter.id, { kind: "reading", name: "c", body: "c" }),
    ];
    const d = await lesson(teacher, chapter.id, { kind: "reading", name: "d", body: "d" });
    expect((await studio.publish(teacher, course.id, true)).status).toBe(200);
    const l = await account("user", null);
    expect((await learner.enrol(l, course.id)).status).toBe(201);
    for (const x of [a, b, c]) expect((await learner.view(l, x.id)).status).toBe(200);
    expect(await learner.progress(l, course.id)).toMatchObject({ contents: { viewed: 3, total: 4 }, percent: 75, completed: false });

    // c was the learner's last lesson (their resume point): deleting it clears that, not the enrolment.
    const res = await studio.deleteContent(teacher, c.id);
    expect([res.status, res.json.message]).toEqual([200, "Lesson deleted."]);
    expect(await learner.progress(l, course.id)).toMatchObject({ contents: { viewed: 2, total: 3 }, percent: 66 });
    const player = await learner.player(l, course.id);
    expect(player.status).toBe(200);
    expect(player.json.data.resume).toBeNull();
    expect((player.json.data.chapters[0].contents as { name: string; viewed: boolean }[]).map((x) => [x.name, x.viewed])).toEqual([
      ["a", true],
      ["b", true],
      ["d", false],
    ]);
    expect((await studio.deleteContent(teacher, d.id)).status).toBe(200);
    expect(await learner.progress(l, course.id)).toMatchObject({ contents: { viewed: 2, total: 2 }, percent: 100, completed: true });
    // An empty chapter's course: the last lessons gone, the course has nothing to publish any more.
    expect((await studio.deleteContent(teacher, a.id)).status).toBe(200);
    expect((await studio.deleteContent(teacher, b.id)).status).toBe(200);
    expect(await learner.progress(l, course.id)).toMatchObject({ contents: { viewed: 0, total: 0 }, percent: 0, completed: false });
  });
});
