// With a Python package source configured (PYODIDE_PACKAGES_URL), a cell's import loads the
// package the way numpy and matplotlib load: the source's pyodide-lock.json names the wheel, the worker fetches
// it from the source (its CSP allows that origin, still not the app's API) and installs it.
// The test builds a small pure-Python wheel, serves it from a local folder, and starts a second app server on
// the same build and database with the source configured.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import { test, expect } from "@playwright/test";
import { e2ePort, freePort, untilHealthy } from "./fixtures/extra-instance";
import { cell, output, setCode } from "./fixtures/labs";

let app: string;
const WHEEL = "lh_greet-1.0.0-py3-none-any.whl";

/** A zip archive (deflate) of the given files: the layout of a wheel. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function makePackageSource(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lh-wheels-"));
  const wheel = zip({
    "lh_greet/__init__.py": 'def hello(name):\n    return f"Hello, {name}, from a wheel!"\n',
    "lh_greet-1.0.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: lh-greet\nVersion: 1.0.0\n",
    "lh_greet-1.0.0.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: learnhub-e2e\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    "lh_greet-1.0.0.dist-info/RECORD":
      "lh_greet/__init__.py,,\nlh_greet-1.0.0.dist-info/METADATA,,\nlh_greet-1.0.0.dist-info/WHEEL,,\nlh_greet-1.0.0.dist-info/RECORD,,\n",
  });
  writeFileSync(path.join(dir, WHEEL), wheel);
  const core = JSON.parse(readFileSync("node_modules/pyodide/pyodide-lock.json", "utf8")) as { info: unknown };
  const lock = {
    info: core.info,
    packages: {
      "lh-greet": {
        name: "lh-greet",
        version: "1.0.0",
        file_name: WHEEL,
        install_dir: "site",
        sha256: createHash("sha256").update(wheel).digest("hex"),
        package_type: "package",
        imports: ["lh_greet"],
        depends: [],
        unvendored_tests: false,
      },
    },
  };
  writeFileSync(path.join(dir, "pyodide-lock.json"), JSON.stringify(lock));
  return dir;
}

let wheelServer: http.Server;
let appServer: ChildProcess;
const served: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = makePackageSource();
  // A package host on another port: the app is cross-origin isolated, so it answers with CORS and CORP.
  wheelServer = http.createServer((req, res) => {
    const name = path.basename(req.url ?? "/");
    served.push(name);
    try {
      const body = readFileSync(path.join(dir, name));
      res.writeHead(200, {
        "content-type": name.endsWith(".json") ? "application/json" : "application/zip",
        "access-control-allow-origin": "*",
        "cross-origin-resource-policy": "cross-origin",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => wheelServer.listen(0, "127.0.0.1", resolve));
  const wheelPort = (wheelServer.address() as { port: number }).port;

  const db = JSON.parse(readFileSync(`.data/e2e-db-${e2ePort}.json`, "utf8")) as { url: string };
  const appPort = await freePort();
  app = `http://127.0.0.1:${appPort}`;
  appServer = spawn(process.execPath, ["dist/server.mjs"], {
    stdio: "ignore",
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      AUTH_SECRET: "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      APP_URL: app,
      AUTH_URL: app,
      HOST: "127.0.0.1",
      PORT: String(appPort),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      PYODIDE_PACKAGES_URL: `http://127.0.0.1:${wheelPort}/`,
    },
  });
  await untilHealthy(`${app}/api/health`, appServer, 120_000);
});

test.afterAll(async () => {
  appServer?.kill("SIGTERM");
  await new Promise((resolve) => wheelServer?.close(resolve));
});

test("a package from the configured source loads through the lock file, and the API stays out of reach", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(`${app}/#/Coder_2`);
  await expect(page.locator(".monaco-editor")).toHaveCount(3, { timeout: 60_000 });
  await expect(output(page, 1)).toContainText("Python ready", { timeout: 150_000 });

  await setCode(page, 3, 'import lh_greet; print(lh_greet.hello("Asha"))');
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("Hello, Asha, from a wheel!", { timeout: 60_000 });
  expect(served).toContain("pyodide-lock.json");
  expect(served).toContain(WHEEL);

  await setCode(page, 2, 'import pyodide.http; print("LEAKED", pyodide.http.open_url("/api/health").read())');
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  // This error and no other: the request was made, and the worker's policy refused it.
  await expect(output(page, 2)).toContainText(
    new RegExp(`Error: .*NetworkError: Failed to execute 'send' on 'XMLHttpRequest': Failed to load '${app.replace(/[.]/g, "\\.")}/api/health'`),
  );
  await expect(output(page, 2)).not.toContainText("LEAKED");
});
