// The app page carries a strict Content-Security-Policy (a fresh nonce per response, no
// 'unsafe-inline' or 'unsafe-eval' for scripts), an injected inline script does not run, and the screens that
// load the most (home, the catalogue, the Monaco labs, the JavaScript sandbox) run without one violation.
import { test, expect, type Page } from "@playwright/test";
import { cell, output, setCode } from "./fixtures/labs";

function directive(csp: string, name: string): string {
  return (
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ""
  );
}

function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test("the document's policy: nonce-based scripts, no inline or eval, no plugins, no foreign framing", async ({ request }) => {
  const first = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const second = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const script = directive(first, "script-src");
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(script).toContain("'strict-dynamic'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(directive(first, "object-src")).toBe("object-src 'none'");
  expect(directive(first, "base-uri")).toBe("base-uri 'none'");
  expect(directive(first, "frame-ancestors")).toBe("frame-ancestors 'self'");
  expect(directive(second, "script-src")).not.toBe(script);
});

test("a prefetched document carries the same policy, and so does any other HTML answer", async ({ request }) => {
  const prefetches: Record<string, string>[] = [{ purpose: "prefetch" }, { "sec-purpose": "prefetch" }, { "next-router-prefetch": "1" }];
  for (const headers of prefetches) {
    const res = await request.get("/", { headers });
    expect(res.headers()["content-type"]).toMatch(/^text\/html/);
    expect(directive(res.headers()["content-security-policy"] ?? "", "script-src")).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  }
  // A framework answer outside the app page's matcher (an unknown API path) is HTML too: nothing of it may run.
  const missing = await request.get("/api/no-such-route");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"] ?? "").toMatch(/^text\/html/);
  expect(directive(missing.headers()["content-security-policy"] ?? "", "default-src")).toBe("default-src 'none'");
});

test("an injected inline script does not run; home and catalogue show their courses without a violation", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/#/");
  await expect(page.getByTestId("course-card").first()).toBeVisible({ timeout: 30_000 });
  // Markup an attacker gets into the page (an HTML injection), each piece of which runs in a page without the
  // policy: an inline handler, and a script in a same-origin frame's document.
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected: string[] };
    w.__injected = [];
    document.body.insertAdjacentHTML("beforeend", `<img alt="" src="/no-such-image.png" onerror="window.__injected.push('handler')">`);
    const frame = document.createElement("iframe");
    frame.srcdoc = "<script>parent.__injected.push('frame')</scr" + "ipt>";
    document.body.appendChild(frame);
    await new Promise((r) => setTimeout(r, 1500));
    return w.__injected;
  });
  expect(ran).toEqual([]);
  expect(violations.some((v) => v.includes("inline event handler"))).toBe(true);
  violations.length = 0;
  await page.goto("/#/courses");
  await expect(page.getByTestId("course-card").first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);

  // Last, as it replaces the page: a script the HTML parser inserts from written markup (document.write, a DOM
  // injection sink). The document keeps its policy, so the script is refused.
  const written = await page.evaluate(async () => {
    document.open();
    document.write("<p>written</p><script>window.__written = 'ran'</scr" + "ipt>");
    document.close();
    await new Promise((r) => setTimeout(r, 500));
    return (window as unknown as { __written?: string }).__written ?? "refused";
  });
  expect(written).toBe("refused");
  expect(violations.some((v) => v.includes("inline script"))).toBe(true);
});

test("the JavaScript lab (Monaco, the sandbox frame and its worker) runs under the policy", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await page.goto("/#/Coder_3");
  await expect(page.locator(".monaco-editor")).toHaveCount(4, { timeout: 60_000 });
  await setCode(page, 1, "console.log('sum', [1, 2, 3].reduce((a, b) => a + b, 0))");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("sum 6", { timeout: 30_000 });
  expect(violations).toEqual([]);
});
