// The Python lab's copies of its runtime files live in the origin's private file system, which every learner of a
// browser profile shares (a school's computers). A security review altered "division by zero" inside the stored
// snapshot from a cell, and the next learner's `print(1/0)` said "division by LOL!". The worker now uses a copy only
// when its SHA-256 is the build's file's (lib/client/labs/python/runtime-copies.ts), and a cell cannot reach the
// origin's storage at all (lib/client/labs/python/worker-lockdown.ts).
import { test, expect, type Page } from "@playwright/test";
import { cell, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

test.describe.configure({ mode: "serial" });

/** The names of the stored copies, read by the page. */
function copies(page: Page) {
  return page.evaluate(async () => {
    const dir = (await navigator.storage.getDirectory()) as unknown as { keys(): AsyncIterable<string> };
    const names: string[] = [];
    for await (const name of dir.keys()) if (name.startsWith("pyodide-")) names.push(name);
    return names.sort();
  });
}

const FOUR_COPIES = [/^pyodide-snapshot-\w+\.bin$/, /^pyodide-snapshot-\w+\.ok$/, /^pyodide-wasm-\w+\.bin$/, /^pyodide-wasm-\w+\.ok$/].map((re) =>
  expect.stringMatching(re),
);

/** Each stored copy's data file with the SHA-256 of its bytes. */
function copyDigests(page: Page) {
  return page.evaluate(async () => {
    const dir = await navigator.storage.getDirectory();
    const out: Record<string, string> = {};
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
      if (!name.startsWith("pyodide-") || !name.endsWith(".bin")) continue;
      const bytes = await (await (await dir.getFileHandle(name)).getFile()).arrayBuffer();
      out[name] = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
    }
    return out;
  });
}

/** Overwrites every "division by zero" in a stored copy with "division by LOL!", as the review did; how many. */
function tamper(page: Page, prefix: string) {
  return page.evaluate(async (prefix) => {
    const dir = await navigator.storage.getDirectory();
    let name = "";
    for await (const entry of (dir as unknown as { keys(): AsyncIterable<string> }).keys())
      if (entry.startsWith(prefix) && entry.endsWith(".bin")) name = entry;
    const file = await dir.getFileHandle(name);
    const bytes = new Uint8Array(await (await file.getFile()).arrayBuffer());
    const needle = new TextEncoder().encode("division by zero");
    const writable = await file.createWritable({ keepExistingData: true });
    let found = 0;
    for (let i = bytes.indexOf(needle[0]!); i !== -1; i = bytes.indexOf(needle[0]!, i + 1)) {
      if (needle.every((b, j) => bytes[i + j] === b)) {
        await writable.write({ type: "write", position: i + 12, data: new TextEncoder().encode("LOL!") });
        found++;
      }
    }
    await writable.close();
    return found;
  }, prefix);
}

function readyPhases(page: Page) {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("labs:python-ready")[0] as PerformanceMark | undefined;
    return Object.keys((mark?.detail as { phases?: Record<string, number> } | undefined)?.phases ?? {});
  });
}

async function runCell(page: Page, n: number, code: string) {
  await setCode(page, n, code);
  await cell(page, n).getByRole("button", { name: "Run Code" }).click();
  await expect(cell(page, n).getByRole("button", { name: "Run Code" })).toBeEnabled({ timeout: budgets.python });
}

test("a runtime copy altered in the origin's files is never used: the next visit downloads the file again", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/#/Coder_2");
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await expect.poll(() => copies(page), { timeout: 30_000 }).toEqual(FOUR_COPIES);
  const built = await copyDigests(page);

  // The review's change, made from the page (a cell can no longer reach these files), to both copies.
  expect(await tamper(page, "pyodide-snapshot-")).toBeGreaterThan(0);
  expect(await tamper(page, "pyodide-wasm-")).toBeGreaterThan(0);
  expect(await copyDigests(page)).not.toEqual(built);

  await page.reload();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  // The interpreter that came up used neither copy. (Which worker saw them altered and dropped them depends on how
  // many the page started: the dev server's strict mode starts a second.)
  const phases = await readyPhases(page);
  expect(phases).not.toContain("snapshotCopyRead");
  expect(phases).not.toContain("wasmCopyRead");
  await runCell(page, 1, "print(1/0)");
  await expect(output(page, 1)).toContainText("ZeroDivisionError: division by zero");
  await expect(output(page, 1)).not.toContainText("LOL");

  // The files downloaded again are stored again, as the build made them, and the visit after uses them.
  await expect.poll(() => copyDigests(page), { timeout: 30_000 }).toEqual(built);
  await expect.poll(() => copies(page), { timeout: 30_000 }).toEqual(FOUR_COPIES);
  await page.reload();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  expect(await readyPhases(page)).toEqual(expect.arrayContaining(["snapshotCopyRead", "wasmCopyRead"]));
  await runCell(page, 1, "print(1/0)");
  await expect(output(page, 1)).toContainText("ZeroDivisionError: division by zero");
});

// One line each (the editor would indent a multi-line paste); `attempt` prints how each way in ended.
const ATTEMPT =
  "import js; exec(\"def attempt(label, f):\\n try:\\n  f()\\n  print(label, 'REACHED')\\n except BaseException as e:\\n  print(label, 'refused:', str(e).strip().splitlines()[-1])\")";
const STORAGE_WAYS = [
  ["storage", "lambda: js.navigator.storage.getDirectory()"],
  ["getDirectory", "lambda: js.StorageManager.prototype.getDirectory"],
  ["navigator-prototype", "lambda: js.Object.getOwnPropertyDescriptor(js.Object.getPrototypeOf(js.navigator), 'storage').get.call(js.navigator)"],
  ["caches", "lambda: js.caches.open('x')"],
  ["indexedDB", "lambda: js.indexedDB.open('x')"],
  ["global-prototype", "lambda: js.Object.getOwnPropertyDescriptor(js.Object.getPrototypeOf(js.self.constructor.prototype), 'indexedDB').get.call(js.self)"],
  ["buckets", "lambda: js.navigator.storageBuckets.open('x')"],
  ["old-file-system", "lambda: js.webkitRequestFileSystemSync(0, 1024)"],
  ["old-file-system-url", "lambda: js.webkitResolveLocalFileSystemURL('filesystem:' + js.location.origin + '/temporary/')"],
] as const;

test("a Python cell cannot reach the origin's storage: navigator.storage, caches, indexedDB and their ways round fail clearly and change nothing", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/#/Coder_2");
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await expect.poll(() => copies(page), { timeout: 30_000 }).toEqual(FOUR_COPIES);
  const before = await copyDigests(page);

  // The review's cell, as a learner would type it: a clear error.
  await runCell(page, 1, "from js import navigator; navigator.storage.getDirectory()");
  await expect(output(page, 1)).toContainText("Error:");
  await expect(output(page, 1)).toContainText("navigator.storage is not available to lab code");

  await runCell(page, 2, [ATTEMPT, ...STORAGE_WAYS.map(([label, f]) => `attempt('${label}', ${f})`)].join("; "));
  for (const [label] of STORAGE_WAYS) await expect(output(page, 2)).toContainText(`${label} refused: SecurityError:`);
  await expect(output(page, 2)).toContainText("not available to lab code");
  await expect(output(page, 2)).not.toContainText("REACHED");

  // A nested worker would have a fresh global scope, and JavaScript run from Python could import a blob: module:
  // the worker's policy refuses both (worker-src 'none'; scripts only from the worker file and /pyodide/; no eval).
  // `attempt` is in the notebook's namespace since cell 2.
  await runCell(
    page,
    3,
    [
      "seen = []; src = js.URL.createObjectURL(js.Blob.new(js.Array.of('postMessage(typeof indexedDB)'), js.Object.fromEntries(js.Array.of(js.Array.of('type', 'text/javascript')))))",
      "exec(\"def nested():\\n w = js.Worker.new(src)\\n w.onmessage = lambda e: seen.append('message ' + str(e.data))\\n w.onerror = lambda e: seen.append('error')\")",
      "attempt('worker', nested)",
    ].join("; "),
  );
  await expect(output(page, 3)).toContainText("worker ");
  // chr(40), chr(41): brackets, which the editor would close again inside a string.
  await runCell(
    page,
    3,
    "import pyodide.code; attempt('run_js', lambda: pyodide.code.run_js('import' + chr(40) + repr(src) + chr(41))); attempt('eval', lambda: js.eval('1'))",
  );
  await expect(output(page, 3)).toContainText("run_js refused:");
  await expect(output(page, 3)).toContainText("eval refused:");
  // A worker refused by the policy may be constructed and then fail: it must never run.
  await setCode(page, 3, 'print("nested:", seen)');
  await expect(async () => {
    await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
    await expect(output(page, 3)).toContainText("nested:", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(output(page, 3)).not.toContainText("message");
  // The worker itself (evaluated in its own context) cannot import a blob: module or start one as a worker either:
  // each is refused by its policy, which reports the directive.
  const worker = page.workers().find((w) => w.url().includes("/labs/python-worker.mjs"));
  expect(worker).toBeDefined();
  const refusals = await worker!.evaluate(async () => {
    const violated: string[] = [];
    self.addEventListener("securitypolicyviolation", (e) => violated.push(`${e.effectiveDirective} ${e.blockedURI.split(":")[0]}`));
    const blob = (code: string) => URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
    const imported = await import(blob("export default 1")).then(
      () => "imported",
      () => "refused",
    );
    const nested = await new Promise<string>((resolve) => {
      try {
        const w = new Worker(blob("postMessage(1)"));
        w.onmessage = () => resolve("ran");
        w.onerror = () => resolve("refused");
        setTimeout(() => resolve("never ran"), 5_000);
      } catch {
        resolve("refused");
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { imported, nested, violated };
  });
  expect(refusals).toEqual({ imported: "refused", nested: "refused", violated: expect.arrayContaining(["script-src-elem blob", "worker-src blob"]) });

  // Nothing changed: the same copies, and the next visit starts from them.
  expect(await copyDigests(page)).toEqual(before);
  await page.reload();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  const phases = await readyPhases(page);
  expect(phases).toEqual(expect.arrayContaining(["snapshotCopyRead", "wasmCopyRead"]));
  expect(phases).not.toContain("snapshotCopyRejected");
});

test("the worker is done with the origin's files before a cell runs: a cell that replaces their methods catches no call", async ({ page }) => {
  test.setTimeout(240_000);
  // Were a cell to run while the worker still stores its copies, a replaced method would be handed the worker's
  // own directory and files. Run is pressed while Python loads, so the cell goes in the moment it is ready.
  // The start-up snapshot is put in the HTTP cache first, where the worker always uses it: a machine this busy (Run
  // pressed during the start) can pass for a slow link, whose start goes without the snapshot and keeps no copy of it.
  await page.goto("/#/");
  await page.evaluate(async () => {
    const manifest = (await (await fetch("/pyodide/manifest.json")).json()) as { files: { snapshot: { chunks: { url: string }[] } } };
    for (const chunk of manifest.files.snapshot.chunks) await (await fetch(chunk.url)).arrayBuffer();
  });
  await page.goto("/#/Coder_2");
  await setCode(
    page,
    1,
    [
      "import js; from pyodide.ffi import create_proxy; caught = []",
      "D = js.FileSystemDirectoryHandle.prototype; F = js.FileSystemFileHandle.prototype",
      ...["keys", "getFileHandle", "removeEntry"].map((m) => `D.${m} = create_proxy(lambda *a: caught.append('${m}'))`),
      "F.createSyncAccessHandle = create_proxy(lambda *a: caught.append('createSyncAccessHandle')); print('replaced')",
    ].join("; "),
  );
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("replaced", { timeout: budgets.python });
  // The copies were stored all the same, before the cell ran.
  await page.waitForFunction(() => performance.getEntriesByName("labs:python-copies-kept").length > 0, undefined, { timeout: 10_000 }).catch(() => undefined);
  await runCell(page, 2, "print('caught:', caught)");
  await expect(output(page, 2)).toContainText("caught: []");
  await expect.poll(() => copies(page), { timeout: 30_000 }).toEqual(FOUR_COPIES);
});
