// Build step for the Python labs' runtime (called by scripts/prepare-assets.mjs), shaped for a school's link (issue 24):
// - Pyodide's files are served from /pyodide/<version>-<id>/, a folder named by the contents of everything in it, and
//   cached for good by browsers and by a school's caching proxy (scripts/server/static-assets.ts). A new build with
//   other contents gets a new folder; the previous build's folder stays, for pages loaded before the deploy.
// - The three big files (WebAssembly, standard library, start-up snapshot) are also cut into 2 MiB chunks, each named by
//   its SHA-256 under /pyodide/chunks/ and brotli-compressed on its own (quality 11 and a 16 MB window for the two a
//   first visit needs). The lab worker downloads those (lib/client/labs/python/runtime-download.ts): a download cut
//   short continues from the chunks already in the browser's caches, and an unchanged chunk keeps its address
//   across builds.
// - The standard library is repacked without per-file deflate (stored), so brotli compresses it as one text
//   (2.48 MB as shipped → 1.68 MB), and the modules Python imports while starting are precompiled (precompileStdlib:
//   a start without the snapshot, as on a slow link, takes a third of the time). The snapshot is made from that same
//   zip (it remembers the zip's layout).
// Expensive results are reused by later builds: the snapshot and its compressed chunks in
// node_modules/.cache/learnhub-python, and the WebAssembly's and standard library's compressed chunks (the same bytes
// in every build of a Pyodide version) in the user's cache folder (chunkCacheDir), named by the chunk's SHA-256 and the
// compression's settings, so a fresh clone on the same machine does not compress them again (about 40 s of both
// cores). A kept body is used only when it decodes to the chunk's own bytes (checked at every build, a few ms each).
// Writes public/pyodide/manifest.json, which the worker, the service worker, next.config.mjs and the bench read.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from "node:zlib";
import { unzipSync, zipSync } from "fflate";
import { precompress } from "./precompress.mjs";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const CHUNK_BYTES = 2 * 1024 * 1024;
const SOURCE = "node_modules/pyodide";
const PUBLIC = "public/pyodide";
const CHUNKS = `${PUBLIC}/chunks`;
/** Served whole, as Pyodide asks for them (small, or the whole-file fallback of the big ones). */
const SMALL = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide-lock.json"];

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

function newer(file, than) {
  return existsSync(file) && than.every((t) => !existsSync(t) || statSync(file).mtimeMs >= statSync(t).mtimeMs);
}

/** The standard library zip with every member stored (not deflated), same order; deterministic. */
function repackStdlib(from, to) {
  if (newer(to, [from])) return;
  const entries = unzipSync(readFileSync(from));
  const files = {};
  // Fixed dates: the same input makes the same bytes (zipimport does not look at them for .py sources).
  for (const [name, data] of Object.entries(entries)) files[name] = [data, { level: 0, mtime: new Date("2000-01-01T00:00:00Z") }];
  writeFileSync(to, zipSync(files, { level: 0 }));
}

// Run inside Pyodide: the modules Python and Pyodide import while starting (141 in Pyodide 314) replaced by their
// bytecode (unchecked hash-based .pyc, which zipimport takes without looking for the source). Python compiles a
// module's source on every import from a read-only zip; for these that was most of a start without the snapshot:
// 7.4-7.8 s against 2.5-3.3 s in Node at a load of 13 on 2 cores. They cost 0.5 MB more as sent (2.35 against 1.86 MB
// at brotli 9); a traceback through one of them names file and line without the source line.
const PRECOMPILE = `
import sys, zipfile, io, marshal, importlib.util
ZIP = "/lib/python%d%d.zip" % sys.version_info[:2]
started = {m.__file__[len(ZIP) + 1:] for m in list(sys.modules.values()) if (getattr(m, "__file__", None) or "").startswith(ZIP + "/")}
src = zipfile.ZipFile(ZIP)
out = io.BytesIO()
dst = zipfile.ZipFile(out, "w", zipfile.ZIP_STORED)
for info in src.infolist():
    data = src.read(info.filename)
    if info.filename not in started:
        dst.writestr(info, data)
        continue
    code = compile(data, ZIP + "/" + info.filename, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(data)
    dst.writestr(zipfile.ZipInfo(info.filename[:-3] + ".pyc", date_time=info.date_time), header + marshal.dumps(code))
dst.close()
open("/tmp/stdlib.zip", "wb").write(out.getvalue())
len(started)
`;

/** The served standard library: the stored zip with the start-up modules precompiled (PRECOMPILE). */
async function precompileStdlib(from, to, log) {
  if (newer(to, [from, path.join(SOURCE, "pyodide.asm.wasm")])) return;
  const started = Date.now();
  const { loadPyodide } = await import("pyodide");
  const py = await loadPyodide({ stdLibURL: path.resolve(from) });
  const count = py.runPython(PRECOMPILE);
  writeFileSync(to, py.FS.readFile("/tmp/stdlib.zip"));
  log(`standard library: ${count} start-up modules precompiled in ${Date.now() - started} ms`);
}

/**
 * Python's memory right after start-up, for the lab worker to restore instead of starting the interpreter (about 2 s
 * instead of 6-10 s on the 2-core machine), made from the repacked standard library. Made again only when the
 * WebAssembly or the zip is newer; the labs start without it when it cannot be made.
 */
async function makeSnapshot(work, log) {
  const file = path.join(work, "snapshot.bin");
  const stdlib = path.join(work, "python_stdlib.zip");
  if (newer(file, [path.join(SOURCE, "pyodide.asm.wasm"), stdlib])) return file;
  const started = Date.now();
  try {
    const { loadPyodide } = await import("pyodide");
    const py = await loadPyodide({ _makeSnapshot: true, stdLibURL: path.resolve(stdlib) });
    writeFileSync(file, py.makeMemorySnapshot());
    log(`Python start-up snapshot made in ${Date.now() - started} ms`);
    return file;
  } catch (e) {
    rmSync(file, { force: true });
    log(`no Python start-up snapshot (${e instanceof Error ? e.message : e}); the labs start Python without it`);
    return null;
  }
}

/**
 * Where compressed chunks are kept between builds: LEARNHUB_BUILD_CACHE, else the user's cache folder
 * ($XDG_CACHE_HOME or ~/.cache), else node_modules/.cache when neither can be written.
 */
function chunkCacheDir(fallback) {
  const home = process.env.HOME;
  const base = process.env.LEARNHUB_BUILD_CACHE || process.env.XDG_CACHE_HOME || (home ? path.join(home, ".cache") : "");
  if (base) {
    const dir = path.join(base, "learnhub", "python-chunks");
    try {
      mkdirSync(dir, { recursive: true });
      const probe = path.join(dir, `.probe-${process.pid}`);
      writeFileSync(probe, "");
      rmSync(probe);
      return dir;
    } catch {
      // A read-only home (a locked-down build user): the clone's own cache.
    }
  }
  mkdirSync(fallback, { recursive: true });
  return fallback;
}

/** Written beside, then renamed: another build reading the cache at the same time never sees half a file. */
function writeWhole(file, bytes) {
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
}

/** A kept body is used only when it decodes to the chunk itself: the user's cache folder is writable by others than this build. */
function decodesTo(file, decode, digest) {
  try {
    return existsSync(file) && sha256(decode(readFileSync(file))) === digest;
  } catch {
    return false;
  }
}

/** The brotli and gzip bodies of one chunk, from the cache folder when an earlier build made them (and they decode to it). */
async function compressChunk(bytes, digest, quality, cacheDir) {
  // The settings are in the name: other settings make other files.
  const br = path.join(cacheDir, `${digest}.q${quality}w24.br`);
  const gzFile = path.join(cacheDir, `${digest}.l9.gz`);
  if (!decodesTo(br, brotliDecompressSync, digest))
    writeWhole(
      br,
      await brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  if (!decodesTo(gzFile, gunzipSync, digest)) writeWhole(gzFile, await gz(bytes, { level: 9 }));
  return { br, gz: gzFile };
}

/** A copy, made again at every build: a link would let a later change to a cached file reach what is served. */
function place(from, to) {
  copyFileSync(from, to);
}

/** Cuts a file into chunks under public/pyodide/chunks; returns its manifest entry. */
async function chunked(file, quality, cacheDir) {
  const bytes = readFileSync(file);
  const chunks = [];
  const jobs = [];
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    const part = bytes.subarray(at, Math.min(bytes.length, at + CHUNK_BYTES));
    const digest = sha256(part);
    const name = `${digest.slice(0, 24)}.bin`;
    const target = path.join(CHUNKS, name);
    const chunk = { url: `/pyodide/chunks/${name}`, size: part.length, encoded: 0, sha256: digest };
    chunks.push(chunk);
    jobs.push(
      (async () => {
        if (!existsSync(target)) writeFileSync(target, part);
        const made = await compressChunk(part, digest, quality, cacheDir);
        place(made.br, `${target}.br`);
        place(made.gz, `${target}.gz`);
        chunk.encoded = statSync(made.br).size;
      })(),
    );
  }
  await Promise.all(jobs);
  return { size: bytes.length, sha256: sha256(bytes), chunks };
}

/**
 * Builds public/pyodide/<version>-<id>/, public/pyodide/chunks/ and public/pyodide/manifest.json from the npm
 * package; returns the manifest. `log` prints a line.
 */
export async function preparePythonRuntime(log = (line) => console.log(`prepare-assets: ${line}`)) {
  const version = JSON.parse(readFileSync(path.join(SOURCE, "package.json"), "utf8")).version;
  const work = path.join("node_modules/.cache/learnhub-python", version);
  const cacheDir = path.join(work, "compressed");
  mkdirSync(cacheDir, { recursive: true });
  // The WebAssembly and the standard library are the same bytes in every build of a Pyodide version, so their chunks
  // are kept for every clone; the snapshot differs from build to build and stays with this clone.
  const sharedCacheDir = chunkCacheDir(cacheDir);
  mkdirSync(CHUNKS, { recursive: true });
  const started = Date.now();

  repackStdlib(path.join(SOURCE, "python_stdlib.zip"), path.join(work, "python_stdlib.sources.zip"));
  await precompileStdlib(path.join(work, "python_stdlib.sources.zip"), path.join(work, "python_stdlib.zip"), log);
  const snapshot = await makeSnapshot(work, log);
  const big = {
    wasm: { file: path.join(SOURCE, "pyodide.asm.wasm"), name: "pyodide.asm.wasm", quality: 11 },
    stdlib: { file: path.join(work, "python_stdlib.zip"), name: "python_stdlib.zip", quality: 11 },
    // Not on a slow link's first visit (the worker chooses by the throughput it measures): quicker to make.
    ...(snapshot ? { snapshot: { file: snapshot, name: "snapshot.bin", quality: 9 } } : {}),
  };
  const files = {};
  for (const [key, f] of Object.entries(big)) files[key] = await chunked(f.file, f.quality, key === "snapshot" ? cacheDir : sharedCacheDir);
  const small = {};
  for (const name of SMALL) small[name] = sha256(readFileSync(path.join(SOURCE, name)));

  const id = createHash("sha256")
    .update(JSON.stringify({ small, big: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f.sha256])) }))
    .digest("hex")
    .slice(0, 12);
  const folder = `${version}-${id}`;
  const dir = path.join(PUBLIC, folder);
  mkdirSync(dir, { recursive: true });
  for (const name of SMALL) {
    place(path.join(SOURCE, name), path.join(dir, name));
    precompress(path.join(dir, name));
  }
  for (const f of Object.values(big)) place(f.file, path.join(dir, f.name));

  const manifestFile = path.join(PUBLIC, "manifest.json");
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : null;
  const manifest = { version, folder, indexURL: `/pyodide/${folder}/`, files, small };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));

  // This build's folder, the previous build's (pages loaded before a deploy still find their runtime) and the
  // unversioned-by-content folder older builds used, for the same reason; every other folder and chunk goes.
  const keepFolders = new Set([folder, previous?.folder, version, "chunks"]);
  for (const entry of readdirSync(PUBLIC, { withFileTypes: true }))
    if (entry.isDirectory() && !keepFolders.has(entry.name)) rmSync(path.join(PUBLIC, entry.name), { recursive: true, force: true });
  const keepChunks = new Set(
    [manifest, previous?.folder && previous.folder !== folder ? previous : null]
      .filter(Boolean)
      .flatMap((m) => Object.values(m.files ?? {}).flatMap((f) => f.chunks.map((c) => c.url.split("/").pop()))),
  );
  for (const name of readdirSync(CHUNKS)) if (!keepChunks.has(name.replace(/\.(br|gz)$/, ""))) rmSync(path.join(CHUNKS, name), { force: true });

  const encoded = (f) => f.chunks.reduce((n, c) => n + c.encoded, 0);
  log(
    `Python runtime in /pyodide/${folder}/ (${Date.now() - started} ms): ` +
      Object.entries(files)
        .map(([k, f]) => `${k} ${(encoded(f) / 1e6).toFixed(2)} MB in ${f.chunks.length} chunks`)
        .join(", "),
  );
  return manifest;
}
