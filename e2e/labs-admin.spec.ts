// Lab Activities and the Lab Creator (contract §2, §4, §5, §8) against the real lab API: the two columns of
// seeded labs, and an author creating, reordering, editing and deleting a lab with the spec's messages.
import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";

type Row = { id: string; LAB_ID: number; TITLE: string; CELL_ID: number; PRE_TEXT: string; CODE: string; language: string };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** A lab ID nobody else uses in this run. */
const freshLabId = () => String(100_000 + Math.floor(Math.random() * 1_000_000_000));

async function openCreator(page: Page) {
  await page.goto("/#/LabCreator");
  await expect(page.getByRole("heading", { level: 1, name: "Lab Creator" })).toBeVisible();
}

test.describe("Lab Activities", () => {
  test("two columns of seeded labs, each title once, opening its lab page in a new tab", async ({ page, request }) => {
    const rec = await apiLogin(request, demo.learner);
    // A second lab with an existing title is listed once.
    const author = await apiLogin(request, demo.author);
    const dupId = Number(freshLabId());
    const created = await request.post("/api/lab/lab", {
      headers: { "x-access-token": author.accessToken },
      data: { lab_id: dupId, title: "JavaScript Basics", cell_id: 1, pre_text: "A copy", code: "console.log(1)", language: "javascript" },
    });
    expect(created.status()).toBeLessThan(300);

    await storeLogin(page, rec);
    await page.getByRole("navigation").getByRole("link", { name: "Lab Activities" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Lab Activities" })).toBeVisible();
    const web = page.getByTestId("web-labs");
    const java = page.getByTestId("java-labs");
    await expect(web.getByRole("heading", { name: "JavaScript Labs" })).toBeVisible();
    await expect(java.getByRole("heading", { name: "Java Labs" })).toBeVisible();

    const intro = web.getByRole("link", { name: /^Introduction to Python/ });
    await expect(intro).toHaveAttribute("href", "#/Coder?lab_id=1");
    await expect(intro).toHaveAttribute("target", "_blank");
    await expect(web.getByRole("link", { name: /^JavaScript Basics/ })).toHaveCount(1);
    const javaLab = java.getByRole("link", { name: /^Java Foundations: Output and Variables/ });
    await expect(javaLab).toHaveAttribute("href", "#/JavaCoder?lab_id=5");
    await expect(web.getByRole("link", { name: /^Java Foundations/ })).toHaveCount(0);

    const [tab] = await Promise.all([page.context().waitForEvent("page"), javaLab.click()]);
    await expect.poll(() => tab.url()).toContain("#/JavaCoder?lab_id=5");
    await tab.close();

    await expectNoSeriousA11yIssues(page);
    // A learner cannot create labs, so the button that would lead to a refusal is not shown to them.
    await expect(page.getByRole("link", { name: "+ Create New Lab" })).toHaveCount(0);
    await storeLogin(page, author);
    await page.getByRole("navigation").getByRole("link", { name: "Lab Activities" }).first().click();
    await page.getByRole("link", { name: "+ Create New Lab" }).click();
    await expect(page).toHaveURL(/#\/LabCreator$/);

    const rows = ((await (await request.get("/api/lab/labs")).json()) as { labs: Row[] }).labs.filter((r) => r.LAB_ID === dupId);
    for (const r of rows) await request.delete("/api/lab/lab", { headers: { "x-access-token": author.accessToken }, data: { id: r.id } });
  });
});

test.describe("Lab Creator", () => {
  test("a learner is told labs are for authors, and the server refuses their writes", async ({ page, request }) => {
    const rec = await apiLogin(request, demo.learner);
    await storeLogin(page, rec);
    await openCreator(page);
    await expect(page.getByText("Labs are created and edited by lab authors.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Lab" })).toHaveCount(0);
    const res = await request.post("/api/lab/lab", {
      headers: { "x-access-token": rec.accessToken },
      data: { lab_id: Number(freshLabId()), title: "Mine", cell_id: 1, pre_text: "", code: "# x" },
    });
    expect(res.status()).toBe(403);
  });

  test("an author creates, reorders, edits and deletes a lab, with the spec's messages", async ({ page, request }) => {
    const author = await apiLogin(request, demo.author);
    await storeLogin(page, author);
    await openCreator(page);
    const form = page.locator("form", { has: page.getByRole("heading", { name: "New lab" }) });
    const create = form.getByRole("button", { name: "Create Lab" });
    const alert = form.getByRole("alert");

    // Validation, in the spec's order and words; nothing is sent.
    await create.click();
    await expect(alert).toHaveText("Lab title is required");
    const title = `Loops lab ${unique()}`;
    await form.getByLabel("Lab title").fill(title);
    await form.getByLabel("Lab ID").fill("twelve");
    await create.click();
    await expect(alert).toHaveText("Lab ID must be a valid number");
    const labId = freshLabId();
    await form.getByLabel("Lab ID").fill(labId);
    await form.getByRole("button", { name: "Remove cell 1" }).click();
    await create.click();
    await expect(alert).toHaveText("Add at least one cell to the lab");

    // Three cells; a new cell gets the highest number plus one and a Python comment line.
    for (let i = 0; i < 3; i++) await form.getByRole("button", { name: "Add New Cell" }).click();
    await expect(form.getByLabel("Code of cell 1")).toHaveValue(/^#/);
    for (const n of [1, 2, 3]) {
      await form.getByLabel(`Description of cell ${n}`).fill(`Step ${n}`);
      await form.getByLabel(`Code of cell ${n}`).fill(`print(${n})`);
    }
    // Moving the third cell up renumbers from 1: the old cell 3 is now cell 2.
    await form.getByRole("button", { name: "Move up cell 3" }).click();
    await expect(form.getByLabel("Description of cell 2")).toHaveValue("Step 3");
    await expect(form.getByLabel("Description of cell 3")).toHaveValue("Step 2");

    await create.click();
    await expect(page.getByRole("status").filter({ hasText: `Lab "${title}" created successfully` })).toBeVisible();
    const list = page.getByTestId("existing-labs");
    const entry = list.getByRole("listitem").filter({ hasText: title });
    await expect(entry).toContainText(`Lab ID: ${labId} · 3 cells`);
    await expect(entry.getByRole("link", { name: /Preview/ })).toHaveAttribute("href", `#/Coder?lab_id=${labId}`);
    const saved = ((await (await request.get(`/api/lab/lab/cells/${labId}`)).json()) as { labCells: Row[] }).labCells;
    expect(saved.map((c) => [c.CELL_ID, c.PRE_TEXT, c.CODE])).toEqual([
      [1, "Step 1", "print(1)"],
      [2, "Step 3", "print(3)"],
      [3, "Step 2", "print(2)"],
    ]);

    // The same lab ID cannot be created twice.
    await form.getByLabel("Lab title").fill(`${title} again`);
    await form.getByLabel("Lab ID").fill(labId);
    await create.click();
    await expect(alert).toContainText(`Lab ID ${labId} is already used by the lab "${title}"`);
    await form.getByRole("button", { name: "Reset Form" }).click();

    // Edit: loaded, one cell removed and one changed, then Update Lab.
    await entry.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lab "${title}" loaded for editing` })).toBeVisible();
    const editForm = page.locator("form", { has: page.getByRole("heading", { name: `Editing lab ${labId}` }) });
    await expect(editForm.getByLabel("Lab title")).toHaveValue(title);
    await editForm.getByRole("button", { name: "Remove cell 3" }).click();
    await editForm.getByLabel("Code of cell 2").fill("for i in range(3):\n    print(i)");
    await editForm.getByRole("button", { name: "Update Lab" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lab "${title}" updated successfully` })).toBeVisible();
    await expect(entry).toContainText(`Lab ID: ${labId} · 2 cells`);
    const updated = ((await (await request.get(`/api/lab/lab/cells/${labId}`)).json()) as { labCells: Row[] }).labCells;
    expect(updated.map((c) => [c.CELL_ID, c.CODE])).toEqual([
      [1, "print(1)"],
      [2, "for i in range(3):\n    print(i)"],
    ]);

    await expectNoSeriousA11yIssues(page);

    // Delete asks first, with the lab's title.
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await entry.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lab "${title}" deleted successfully` })).toBeVisible();
    expect(asked).toEqual([`Are you sure you want to delete the lab "${title}"?`]);
    await expect(entry).toHaveCount(0);
    expect(((await (await request.get(`/api/lab/lab/cells/${labId}`)).json()) as { labCells: Row[] }).labCells).toEqual([]);
  });

  test("a failed save says 'Failed to save lab' with the server's answer, and keeps the form", async ({ page, request }) => {
    const author = await apiLogin(request, demo.author);
    await storeLogin(page, author);
    await openCreator(page);
    await page.route("**/api/lab/lab", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "Something went wrong. Please try again.", code: "internal", status: 500 }),
          })
        : route.fallback(),
    );
    const title = `Kept ${unique()}`;
    await page.getByLabel("Lab title").fill(title);
    await page.getByLabel("Lab ID").fill(freshLabId());
    await page.getByLabel("Code of cell 1").fill("print('still here')");
    await page.getByRole("button", { name: "Create Lab" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to save lab" });
    await expect(alert).toContainText("Server response: 500 Something went wrong. Please try again.");
    await expect(page.getByLabel("Lab title")).toHaveValue(title);
    await expect(page.getByLabel("Code of cell 1")).toHaveValue("print('still here')");
  });
});
