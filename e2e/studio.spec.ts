// The course studio in a real browser against the real server. An author builds a course from the account menu: the
// form (a refused price shown beside its field, what was typed kept), two chapters, a reading written in Markdown
// (its preview drawn while typing), a matching game, and a skills test with a question typed and more imported from
// a GIFT file — first a file with a refused question (its line and reason listed, nothing imported), then a good
// one; a lesson and a chapter moved by keyboard (the move announced, the focus kept, the order saved) and a lesson by drag; a lesson
// deleted after a confirmation that says what goes with it; a learner's preview; Publish. Then a learner finds the
// course in the catalogue (Start Learning), enrols in the player, reads the reading and passes the test; the author
// then rewrites a question, and the learner's attempt keeps the question it was taken on. A learner opening the studio gets no
// studio, and the API refuses them. Screenshots of each screen at desktop width and 360 px go to the test's output.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loginThroughApi, type SignInRecord } from "./fixtures/auth-api";
import { budgets } from "./fixtures/budgets";
import { demo, storeLogin } from "./fixtures/helpers";
import { ownLearner } from "./fixtures/own-learner";
import { openPlayer, pickLesson } from "./fixtures/player-course";
import { createClass, joinWithCode, teacherLogin } from "./fixtures/classes";

// A whole course built through its screens, each compiled on first visit by `next dev`.
test.setTimeout(300_000);
test.describe.configure({ mode: "serial" });

const learner = ownLearner();
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const COURSE = `Plant life ${stamp}`;
const READING = "How leaves work";
const GAME = "Match the parts";
const TEST = "Plants quiz";
const SCRAP = "Scrap notes";

const TYPED = { question: "Which part of a plant takes in water?", options: ["Leaf", "Root", "Flower"], right: "Root" };
/** The first question as the author rewrites it after a learner's attempt. */
const EDITED = { question: "Which part of a plant makes its food?", right: "Leaf blade" };
const GOOD_GIFT = `// Plants, chapter 1
::Q1:: What do leaves make food from? {
=Sunlight, water and air
~Soil only
~Flowers
#### Photosynthesis uses light, water and carbon dioxide.
}

::Q2:: Which gas do leaves give out in daylight? {
~Nitrogen
=Oxygen
~Helium
}
`;
// The same file with a short-answer question in the middle: refused (tests take multiple choice), nothing imported.
const BAD_GIFT = GOOD_GIFT.replace("::Q2::", "::Short:: Name the green pigment in leaves. {=chlorophyll}\n\n::Q2::");

let courseId = 0;

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);
};

const chapterCard = (page: Page, name: string) =>
  page.getByTestId("studio-chapter").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const lessonRow = (page: Page, name: string) => page.getByTestId("studio-content").filter({ hasText: name });

async function studioCourse(request: APIRequestContext, who: SignInRecord) {
  const res = await request.get(`/api/studio/courses/${courseId}`, { headers: { "x-access-token": who.accessToken } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { course: { chapters: { name: string; contents: { name: string; kind: string; questions: number }[] }[]; published: boolean } })
    .course;
}

async function addLesson(page: Page, chapter: string, kind: string, name: string) {
  const card = chapterCard(page, chapter);
  await card.getByRole("button", { name: `Add a lesson to ${chapter}` }).click();
  const form = card.getByRole("form", { name: `Add a lesson to ${chapter}` });
  await form.getByLabel("Kind").selectOption({ label: kind });
  await form.getByLabel("Lesson name").fill(name);
  return form;
}

test("an author builds a course in the studio, previews it and publishes it", async ({ page, request }) => {
  const author = await loginThroughApi(request, demo.author);
  await storeLogin(page, author);
  await nav(page).getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Course studio" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Course studio" })).toBeVisible({ timeout: budgets.screen });

  // A new course: a draft, opened in the editor.
  await page.getByLabel("Course name").fill(COURSE);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible({ timeout: budgets.screen });
  courseId = Number(/#\/studio\/courses\/(\d+)$/.exec(page.url())![1]);
  expect(courseId).toBeGreaterThan(0);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // The form: a refused price is said beside it, and nothing typed is lost.
  const details = page.getByRole("region", { name: "Course details" });
  await details.getByLabel("Subject").fill("Biology");
  await details.getByRole("textbox", { name: "Description" }).fill("Learn how **plants** live:\n\n- leaves\n- roots");
  await details.getByLabel("Price").fill("ten rupees");
  await details.getByRole("button", { name: "Save" }).click();
  const price = details.getByLabel("Price");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(/must be an amount such as 0 or 499/);
  await expect(details.getByLabel("Subject")).toHaveValue("Biology");
  await details.getByRole("tab", { name: "Preview" }).click();
  await expect(details.getByTestId("markdown-preview").locator("strong")).toHaveText("plants");
  await price.fill("0");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Saved.")).toBeVisible();
  await expect(price).not.toHaveAttribute("aria-invalid", "true");

  // Two chapters.
  for (const name of ["Animals", "Plants"]) {
    await page.getByLabel("New chapter's name").fill(name);
    await page.getByRole("button", { name: "Add chapter" }).click();
    await expect(chapterCard(page, name)).toBeVisible();
  }

  // A reading, its Markdown previewed while typed.
  let form = await addLesson(page, "Plants", "Reading", READING);
  await form.getByRole("textbox", { name: "Text (Markdown)" }).fill("# Leaves\n\nLeaves make **food** from light.\n\n```\nlight + water -> sugar\n```");
  await form.getByRole("tab", { name: "Preview" }).click();
  await expect(form.getByTestId("markdown-preview").getByRole("heading", { name: "Leaves" })).toBeVisible();
  await form.getByRole("button", { name: "Add lesson" }).click();
  await expect(lessonRow(page, READING)).toBeVisible();

  // A matching game: an empty pair is refused beside its field, then filled in.
  form = await addLesson(page, "Plants", "Game", GAME);
  await form.getByLabel("Pair 1: item").fill("Leaf");
  await form.getByLabel("Pair 1: its match").fill("Makes food");
  await form.getByLabel("Pair 2: item").fill("Root");
  await form.getByRole("button", { name: "Add lesson" }).click();
  await expect(form.getByLabel("Pair 2: its match")).toHaveAccessibleDescription(/is required/);
  await expect(form.getByLabel("Pair 1: item")).toHaveValue("Leaf");
  await form.getByLabel("Pair 2: its match").fill("Takes in water");
  await form.getByRole("button", { name: "Add a pair" }).click();
  await form.getByLabel("Pair 3: item").fill("Flower");
  await form.getByLabel("Pair 3: its match").fill("Makes seeds");
  await form.getByRole("button", { name: "Add lesson" }).click();
  await expect(lessonRow(page, GAME)).toBeVisible();

  // A skills test: added, its editor opens; a question typed with a third option and the second one right.
  form = await addLesson(page, "Plants", "Skills test", TEST);
  await form.getByRole("button", { name: "Add lesson" }).click();
  const editor = lessonRow(page, TEST).getByTestId("test-editor");
  await expect(editor).toBeVisible();
  await editor.getByRole("button", { name: "Add a question" }).click();
  const q1 = editor.getByTestId("test-question").first();
  await q1.getByLabel("Question", { exact: true }).fill(TYPED.question);
  await q1.getByRole("button", { name: "Add an option" }).click();
  for (const [i, o] of TYPED.options.entries()) await q1.getByLabel(`Option ${i + 1}`, { exact: true }).fill(o);
  await q1.getByRole("radio", { name: "Option 2 is the right answer" }).check();
  await q1.getByLabel("Explanation (optional)").fill("Roots take in water from the soil.");
  await editor.getByRole("button", { name: "Save test" }).click();
  await expect(editor.getByText("Test saved: 1 question.")).toBeVisible();

  // Import: a file with a refused question imports nothing and lists the refused line with its reason.
  const importer = editor.getByTestId("question-import");
  await importer.getByLabel("Question file").setInputFiles({ name: "plants.gift", mimeType: "text/plain", buffer: Buffer.from(BAD_GIFT) });
  await importer.getByRole("button", { name: "Import" }).click();
  await expect(importer.getByText(/^Nothing was imported: 1 line refused/)).toBeVisible();
  const refused = importer.getByTestId("refused-lines").locator("tbody tr");
  await expect(refused).toHaveCount(1);
  await expect(refused.first()).toContainText("Name the green pigment");
  await expect(refused.first()).toContainText("short-answer question cannot be imported");
  expect((await studioCourse(request, author)).chapters.find((c) => c.name === "Plants")!.contents.find((c) => c.name === TEST)!.questions).toBe(1);
  // The corrected file: both questions added after the typed one.
  await importer.getByLabel("Question file").setInputFiles({ name: "plants.gift", mimeType: "text/plain", buffer: Buffer.from(GOOD_GIFT) });
  await importer.getByRole("button", { name: "Import" }).click();
  await expect(importer.getByText("Imported 2 questions.")).toBeVisible();
  await expect(editor.getByTestId("test-question")).toHaveCount(3);
  await expect(editor.getByTestId("test-question").nth(1).getByLabel("Question", { exact: true })).toHaveValue("What do leaves make food from?");
  await shot(page, "studio-editor");

  // Keyboard reordering: the test moves up above the game; the move is announced and the focus stays on it.
  const up = page.getByRole("button", { name: `Move ${TEST} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("studio-announcer")).toHaveText(`${TEST} moved to position 2 of 3.`);
  await expect(up).toBeFocused();
  await expect(chapterCard(page, "Plants").getByTestId("studio-content")).toHaveText([new RegExp(READING), new RegExp(TEST), new RegExp(GAME)]);
  // The chapter Plants moves above Animals the same way.
  await page.getByRole("button", { name: "Move Plants up" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("studio-announcer")).toHaveText("Plants moved to position 1 of 2.");
  await expect(page.getByRole("button", { name: "Move Plants down" })).toBeFocused();
  await expect
    .poll(async () => (await studioCourse(request, author)).chapters.map((c) => [c.name, c.contents.map((x) => x.name)]))
    .toEqual([
      ["Plants", [READING, TEST, GAME]],
      ["Animals", []],
    ]);

  // By drag, with the mouse: the game dragged by its handle onto the reading takes its place. The drag starts where
  // the button went down (locator.dragTo scrolls to the target first, and the drag then began on whatever row had
  // scrolled under the pointer: the reading, dropped on itself), then the page scrolls to the reading.
  const handle = lessonRow(page, GAME).getByTestId("drag-handle");
  await handle.hover();
  await page.mouse.down();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 3 });
  await lessonRow(page, READING).hover();
  await page.mouse.up();
  await expect(page.getByTestId("studio-announcer")).toHaveText(`${GAME} moved to position 1 of 3.`);
  await expect(chapterCard(page, "Plants").getByTestId("studio-content")).toHaveText([new RegExp(GAME), new RegExp(READING), new RegExp(TEST)]);
  await expect.poll(async () => (await studioCourse(request, author)).chapters[0]!.contents.map((x) => x.name)).toEqual([GAME, READING, TEST]);

  // A lesson deleted after a confirmation that says what goes with it.
  form = await addLesson(page, "Animals", "Reading", SCRAP);
  await form.getByRole("button", { name: "Add lesson" }).click();
  await lessonRow(page, SCRAP)
    .getByRole("button", { name: `Delete ${SCRAP}` })
    .click();
  const confirm = page.getByRole("dialog", { name: `Delete the lesson “${SCRAP}”?` });
  await expect(confirm).toContainText("This deletes the lesson with nothing else. Learners keep their progress on the rest of the course.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(lessonRow(page, SCRAP)).toHaveCount(0);
  await expect(page.getByTestId("studio-announcer")).toHaveText(`${SCRAP} was deleted.`);
  await page.getByRole("button", { name: "Delete Plants", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Delete the chapter “Plants”?" })).toContainText("with 3 lessons, 3 test questions.");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  // The learner's preview: the reading as learners get it, the test's questions.
  await page.getByRole("link", { name: "Preview as a learner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Preview: ${COURSE}` })).toBeVisible({ timeout: budgets.screen });
  await page.getByRole("radio", { name: new RegExp(`^${READING}`) }).check();
  await expect(page.getByTestId("preview-reading").getByRole("heading", { name: "Leaves" })).toBeVisible();
  await expect(page.getByTestId("preview-reading").locator("pre")).toContainText("light + water -> sugar");
  await page.getByRole("radio", { name: new RegExp(`^${TEST}`) }).check();
  await expect(page.getByTestId("preview-questions").locator(":scope > li")).toHaveCount(3);
  await shot(page, "studio-preview");

  // Publish.
  await page.getByRole("link", { name: "← Back to the editor" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published. Learners can now find the course in the catalogue.")).toBeVisible();
  expect((await studioCourse(request, author)).published).toBe(true);

  await page.goto("/#/studio");
  const card = page.getByTestId("studio-course").filter({ hasText: COURSE });
  await expect(card).toContainText("Published");
  await expect(card).toContainText("3 lessons");
  await shot(page, "studio-courses");
});

test("a learner finds the published course, enrols, reads the reading and passes the test", async ({ page, request }) => {
  expect(courseId).toBeGreaterThan(0);
  const rec = await loginThroughApi(request, await learner());
  await storeLogin(page, rec);
  await page.goto("/#/courses");
  await page.getByRole("searchbox", { name: "Search courses by name" }).fill(COURSE);
  const card = page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: COURSE, exact: true }) });
  await expect(card).toHaveCount(1, { timeout: budgets.screen });
  // The catalogue's Start Learning opens the player, which offers a learner not yet enrolled the course's syllabus
  // and Enrol.
  await card.getByRole("link", { name: `Start Learning: ${COURSE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enrol to open this course" })).toBeVisible({ timeout: budgets.screen });
  await page.getByRole("button", { name: "Enrol", exact: true }).click();
  await openPlayer(page, new URL(page.url()).hash, COURSE);

  await pickLesson(page, "Plants", READING);
  await expect(page.getByRole("heading", { name: "Leaves", exact: true })).toBeVisible({ timeout: budgets.screen });
  await expect(page.getByText("Leaves make food from light.")).toBeVisible();

  await pickLesson(page, "Plants", TEST);
  await page.getByRole("button", { name: "Skills Test", exact: true }).click();
  const answers = [TYPED.right, "Sunlight, water and air", "Oxygen"];
  for (const [i, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 3`)).toBeVisible({ timeout: budgets.screen });
    const graded = page.waitForResponse((r) => /\/api\/quiz\/attempts\/\d+\/answers$/.test(r.url()));
    await page.getByRole("radio", { name: answer, exact: true }).check();
    expect((await graded).status()).toBe(200);
    await page.getByRole("button", { name: /^(Next|Show Recommendation)$/ }).click();
  }
  await expect(page.getByText("Total Questions: 3 | Your Score: 3")).toBeVisible();
  await expect(page.getByText("Congratulations! You have passed the test")).toBeVisible();
});

test("the author changes the test after the learner's attempt: the attempt keeps the questions, choices and score it was taken on", async ({
  page,
  request,
}) => {
  expect(courseId).toBeGreaterThan(0);
  // The learner is in a class, so their teacher sees every attempt with its questions (the teacher's learner page).
  const rec = await loginThroughApi(request, await learner());
  const teacher = await teacherLogin(request);
  const cls = await createClass(request, teacher, `Biology ${stamp}`);
  await joinWithCode(request, rec, cls.code);

  // The author rewrites the first question and makes its first option the right one.
  const author = await loginThroughApi(request, demo.author);
  await storeLogin(page, author);
  await page.goto(`/#/studio/courses/${courseId}`);
  await page.getByRole("button", { name: `Edit ${TEST}` }).click();
  const editor = lessonRow(page, TEST).getByTestId("test-editor");
  const q1 = editor.getByTestId("test-question").first();
  await expect(q1.getByLabel("Question", { exact: true })).toHaveValue(TYPED.question);
  await q1.getByLabel("Question", { exact: true }).fill(EDITED.question);
  await q1.getByLabel("Option 1", { exact: true }).fill(EDITED.right);
  await q1.getByRole("radio", { name: "Option 1 is the right answer" }).check();
  await editor.getByRole("button", { name: "Save test" }).click();
  await expect(editor.getByText("Test saved: 3 questions.")).toBeVisible();

  // The teacher's view of the learner's attempt: the question as it was asked, the learner's choice right, 3 of 3.
  await storeLogin(page, teacher);
  await page.goto(`/#/teacher/classes/${cls.id}/learners/${rec.id}`);
  const attempt = page.getByTestId("attempt").filter({ hasText: COURSE });
  await expect(attempt).toHaveCount(1, { timeout: budgets.screen });
  await expect(attempt).toContainText("Score 3 of 3");
  const first = attempt.locator("tbody tr").first();
  await expect(first.getByRole("rowheader")).toHaveText(TYPED.question);
  // Its first choice, marked right.
  await expect(first.getByRole("cell").first()).toHaveText(`${TYPED.right} right`);
  await expect(first.getByRole("cell").last()).toHaveText(TYPED.right);
  await expect(attempt).not.toContainText(EDITED.question);

  // The learner's next attempt is on the test as it is now.
  await storeLogin(page, rec);
  const route = `#/coursedetails/${courseId}/${author.id}`;
  await openPlayer(page, route, COURSE);
  await pickLesson(page, "Plants", TEST);
  await page.getByRole("button", { name: "Skills Test", exact: true }).click();
  await expect(page.getByText("Question 1 of 3")).toBeVisible({ timeout: budgets.screen });
  await expect(page.getByText(EDITED.question)).toBeVisible();
  await expect(page.getByRole("radio", { name: EDITED.right, exact: true })).toBeVisible();
});

test("a learner gets no studio, and the studio's API refuses them", async ({ page, request }) => {
  const rec = await loginThroughApi(request, await learner());
  await storeLogin(page, rec);
  await nav(page).getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menuitem", { name: "My Learning" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Course studio" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/#/studio");
  await expect(page.getByRole("heading", { level: 1, name: "The course studio is for authors and teachers" })).toBeVisible({ timeout: budgets.screen });
  await expect(page.getByRole("button", { name: "Create course" })).toHaveCount(0);
  const res = await request.get("/api/studio/courses", { headers: { "x-access-token": rec.accessToken } });
  expect(res.status()).toBe(403);
});
