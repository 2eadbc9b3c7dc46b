import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext(); const page = await ctx.newPage();
await page.goto("http://127.0.0.1:3400/pyodide/314.0.7/pyodide-lock.json");
const v = await page.evaluate(() => document.querySelector('script')?.textContent?.match(/pyodide\/([^/]+)\//)?.[1]);
console.log(await page.evaluate(async () => {
  const url = [...performance.getEntriesByType("resource")].length, base = "/pyodide/314.0.7/pyodide.asm.wasm";
  const out = {};
  let t = performance.now(); const bytes = await (await fetch(base)).arrayBuffer(); out.fetch1 = performance.now() - t;
  t = performance.now(); const b2 = await (await fetch(base)).arrayBuffer(); out.fetchCached = performance.now() - t;
  t = performance.now(); await WebAssembly.compile(bytes); out.compileBytes = performance.now() - t;
  t = performance.now(); await WebAssembly.compile(bytes); out.compileBytes2 = performance.now() - t;
  t = performance.now(); await WebAssembly.compileStreaming(fetch(base)); out.compileStreaming = performance.now() - t;
  t = performance.now(); await WebAssembly.compileStreaming(fetch(base)); out.compileStreaming2 = performance.now() - t;
  return JSON.stringify(Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Math.round(v)])));
}));
await browser.close();
