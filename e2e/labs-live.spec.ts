// The lab screens against the real /api/lab handlers and the seeded catalogue (JavaScript lab 3, Java lab 5).
import { test, expect } from "@playwright/test";
import { javaFoundationsLab } from "../prisma/seed/catalogue/labs-java";
import { jsArraysLab, jsBasicsLab } from "../prisma/seed/catalogue/labs-javascript";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

test("/Coder?lab_id=3 loads the seeded JavaScript lab from the API and runs a cell", async ({ page }) => {
  await page.goto(`/#/Coder?lab_id=${jsArraysLab.labId}`);
  await expect(page.getByRole("heading", { level: 1, name: jsArraysLab.title })).toBeVisible();
  await editorsReady(page, jsArraysLab.cells.length);
  await expect(cell(page, 2)).toContainText(jsArraysLab.cells[1]!.preText.slice(0, 30));
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText("Malayalam -> true");
  await expect(output(page, 2)).toContainText("school -> false");
});

test("an id with no cells shows the empty state from the real API", async ({ page }) => {
  await page.goto("/#/Coder?lab_id=424242");
  await expect(page.getByRole("heading", { name: "No lab content found" })).toBeVisible();
  await expect(page.getByText("Could not find any cells for Lab ID: 424242")).toBeVisible();
});

test("a visitor's Java run is refused by the server and the page says to log in", async ({ page }) => {
  await page.goto(`/#/JavaCoder?lab_id=${javaFoundationsLab.labId}`);
  await editorsReady(page, javaFoundationsLab.cells.length);
  await cell(page, 1).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 1)).toContainText("Error: ");
  await expect(output(page, 1)).toContainText("log in to run them");
  await expect(output(page, 1)).not.toContainText("Compilation successful!");
});

test("logged in: Java Compile & Run through the server sandbox, Save Code keeps the learner's copy", async ({ page, request }) => {
  await storeLogin(page, await apiLogin(request, await learnerCreds()));
  await page.goto(`/#/JavaCoder?lab_id=${javaFoundationsLab.labId}`);
  await expect(page.getByRole("heading", { level: 1, name: javaFoundationsLab.title })).toBeVisible();
  await editorsReady(page, javaFoundationsLab.cells.length);
  const started = Date.now();
  await cell(page, 1).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 1)).toContainText("Compilation successful!", { timeout: 30_000 });
  console.log(`[figure] Java compile & run through the API (sandboxed): ${Date.now() - started} ms`);
  await expect(output(page, 1)).toContainText("Hello, Meera!");

  const mine = 'public class Main { public static void main(String[] a) { System.out.println("mine " + (6 * 7)); } }';
  await setCode(page, 2, mine);
  await cell(page, 2).getByRole("button", { name: "Save Code" }).click();
  await expect(cell(page, 2).getByText("Code saved successfully!")).toBeVisible();
  await page.reload();
  await editorsReady(page, javaFoundationsLab.cells.length);
  await expect(cell(page, 2).locator(".view-lines")).toContainText("mine");
  await cell(page, 2).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 2)).toContainText("mine 42", { timeout: 30_000 });

  await setCode(page, 2, "public class Main { public static void main(String[] a) { int x = ; } }");
  await cell(page, 2).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 2)).toContainText("Compilation or execution error:", { timeout: 30_000 });
});

test("the lab assistant answers through the real API", async ({ page }) => {
  await page.goto("/#/Coder_2");
  await page.getByRole("textbox", { name: "Your question" }).fill("How does a while loop work?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("lab-chat-response")).not.toBeEmpty({ timeout: 30_000 });
  await expect(page.getByTestId("lab-chat-response")).not.toContainText("Thinking...");
  await expect(page.getByTestId("lab-chat-response")).not.toContainText("Error");
});

test("the fixed JavaScript lab keeps a logged-in learner's saved code; a visitor sees the fixed content", async ({ page, request, browser }) => {
  // The demo author: no other spec saves code on this lab.
  await storeLogin(page, await apiLogin(request, demo.author));
  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: jsBasicsLab.title })).toBeVisible();
  await editorsReady(page, jsBasicsLab.cells.length);
  await setCode(page, 1, 'console.log("kept " + (6 * 7));');
  await cell(page, 1).getByRole("button", { name: "Save Code" }).click();
  await expect(cell(page, 1).getByText("Code saved successfully!")).toBeVisible();

  await page.reload();
  await editorsReady(page, jsBasicsLab.cells.length);
  await expect(cell(page, 1).locator(".view-lines")).toContainText("kept");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("kept 42");

  // Another browser without a login: the fixed content, untouched by the learner's copy.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/#/Coder_3");
  await editorsReady(visitor, jsBasicsLab.cells.length);
  await expect(cell(visitor, 1).locator(".view-lines")).not.toContainText("kept");
  await visitor.context().close();
});
