import "server-only";
// An uploaded .h5p package (a zip file) unpacked into storage under h5p/<id>/ — only after its whole directory was
// read and checked: every path relative and inside the package (no "..", no absolute or drive paths, no
// backslashes), no symbolic links or other special files, no encrypted entries, at most H5P_MAX_FILES entries and
// H5P_MAX_UNPACKED_MB bytes in all (a zip bomb is refused before one byte is inflated; each entry's real size must
// match its declared one), an h5p.json naming a main library the package brings with it, and content/content.json.
// Only the file types H5P itself allows are unpacked (the rest — an .html, an .exe — is left out, never served).
// The zip is read through the storage interface with ranged reads, so it works the same on disk and on S3.
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { env } from "@/lib/env";
import { isSafeKey } from "@/lib/server/storage/keys";
import type { ObjectStorage } from "@/lib/server/storage/types";

export class H5pRefused extends Error {}

/** H5P's default list of file types a package may hold (h5p-php-library's whitelist), less the Flash. */
export const H5P_EXTENSIONS = new Set(
  (
    "json png jpg jpeg gif bmp tif tiff svg eot ttf woff woff2 otf webm mp4 ogg mp3 m4a wav txt pdf rtf doc docx xls xlsx " +
    "ppt pptx odt ods odp xml csv diff patch md textile vtt webvtt gltf glb js css"
  ).split(" "),
);

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

export type H5pManifest = { title: string; mainLibrary: string; libraries: string[] };

type Checked = { entry: Entry; name: string };

function refuse(message: string): never {
  throw new H5pRefused(message);
}

/** The unix file type an entry's creator recorded (0 when it recorded none: a plain file or folder by its name). */
function unixType(entry: Entry): number {
  const madeBy = entry.versionMadeBy >> 8;
  // 3 = UNIX, 19 = OS X: the high 16 bits of the external attributes are st_mode.
  if (madeBy !== 3 && madeBy !== 19) return 0;
  return (entry.externalFileAttributes >>> 16) & S_IFMT;
}

/** Why a path may not be unpacked, or null. Checked on the raw name, before any library normalises it. */
export function unsafePathReason(raw: string): string | null {
  if (raw.includes("\\")) return "uses backslashes";
  if (raw.startsWith("/") || /^[A-Za-z]:/.test(raw)) return "is an absolute path";
  if (raw.split("/").some((s) => s === "..")) return "leaves the package's folder";
  if (/[\u0000-\u001f\u007f]/.test(raw)) return "contains control characters";
  if (raw.length > 400) return "is too long";
  return null;
}

class StorageZipReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly key: string,
  ) {
    super();
  }

  _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.storage.read(this.key, { start, end: end - 1 }).then(
      (s) => s.on("error", (e) => out.destroy(e)).pipe(out),
      (e: Error) => out.destroy(e),
    );
    return out;
  }
}

function openZip(storage: ObjectStorage, key: string, size: number): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are kept raw (decodeStrings: false) and checked here, so a hostile one is refused with its reason
    // instead of being silently rewritten; entry sizes are checked against what actually inflates.
    yauzl.fromRandomAccessReader(
      new StorageZipReader(storage, key),
      size,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (err, zip) => (err || !zip ? reject(new H5pRefused(`This .h5p file is not a readable zip file (${err?.message ?? "no directory"}).`)) : resolve(zip)),
    );
  });
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (e: Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (e: Error) => reject(new H5pRefused(`This .h5p file is damaged (${e.message}).`)));
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, s) => (err || !s ? reject(err) : resolve(s))));
}

async function entryText(zip: ZipFile, entry: Entry, max = 2 * 1024 * 1024): Promise<string> {
  if (entry.uncompressedSize > max) refuse(`${entry.fileName} is too large.`);
  const chunks: Buffer[] = [];
  for await (const c of await openEntry(zip, entry)) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function nameOf(entry: Entry): string {
  const raw = Buffer.isBuffer(entry.fileName) ? (entry.fileName as Buffer) : Buffer.from(String(entry.fileName));
  // Bit 11: the name is UTF-8; otherwise CP437, whose ASCII range is the same (other bytes make the name unsafe below).
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString("utf8") : raw.toString("latin1");
}

/** Every entry checked; what will be unpacked (allowed types, not folders or dotfiles) is returned. */
function check(entries: Entry[]): Checked[] {
  const e = env();
  if (entries.length > e.H5P_MAX_FILES) refuse(`This package has ${entries.length} files; at most ${e.H5P_MAX_FILES} are allowed.`);
  const maxBytes = e.H5P_MAX_UNPACKED_MB * 1024 * 1024;
  let total = 0;
  const seen = new Set<string>();
  const out: Checked[] = [];
  for (const entry of entries) {
    const name = nameOf(entry);
    const why = unsafePathReason(name);
    if (why) refuse(`This package is refused: the path “${name.slice(0, 120)}” ${why}.`);
    const type = unixType(entry);
    if (type === S_IFLNK) refuse(`This package is refused: “${name}” is a symbolic link.`);
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) refuse(`This package is refused: “${name}” is not a plain file.`);
    if (entry.generalPurposeBitFlag & 0x1) refuse(`This package is refused: “${name}” is encrypted.`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) refuse(`This package is refused: “${name}” uses an unsupported compression.`);
    total += entry.uncompressedSize;
    if (total > maxBytes) refuse(`This package unpacks to more than ${e.H5P_MAX_UNPACKED_MB} MB.`);
    if (name.endsWith("/") || type === S_IFDIR) continue;
    const lower = name.toLowerCase();
    if (seen.has(lower)) refuse(`This package is refused: “${name}” appears twice.`);
    seen.add(lower);
    const segments = name.split("/");
    if (segments.some((s) => s.startsWith(".")) || segments[0] === "__MACOSX") continue;
    const ext = lower.includes(".") ? lower.slice(lower.lastIndexOf(".") + 1) : "";
    if (!H5P_EXTENSIONS.has(ext)) continue;
    if (!isSafeKey(`h5p/x/${name}`)) refuse(`This package is refused: the file name “${name.slice(0, 120)}” is not allowed.`);
    out.push({ entry, name });
  }
  return out;
}

type Dependency = { machineName: string; majorVersion: number | string; minorVersion: number | string };

function manifestOf(text: string, files: Set<string>): H5pManifest {
  let json: { title?: unknown; mainLibrary?: unknown; preloadedDependencies?: unknown };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    refuse("This package's h5p.json is not valid JSON.");
  }
  const deps = Array.isArray(json.preloadedDependencies) ? (json.preloadedDependencies as Dependency[]) : null;
  if (typeof json.mainLibrary !== "string" || !deps?.length) refuse("This package's h5p.json names no main library.");
  const folders = deps.map((d) => {
    if (typeof d?.machineName !== "string" || !/^[A-Za-z0-9._-]+$/.test(d.machineName)) refuse("This package's h5p.json lists a library without a valid name.");
    return `${d.machineName}-${d.majorVersion}.${d.minorVersion}`;
  });
  const main = deps.find((d) => d.machineName === json.mainLibrary);
  if (!main) refuse(`This package's main library ${json.mainLibrary} is not among its dependencies.`);
  for (const folder of folders) {
    if (!files.has(`${folder}/library.json`)) {
      refuse(`This package does not include the library ${folder}. Export it from H5P with its libraries (the “Reuse” or “Download” button).`);
    }
  }
  return { title: typeof json.title === "string" ? json.title.slice(0, 255) : "", mainLibrary: json.mainLibrary, libraries: folders };
}

/** Checks the package in `source` and writes its files under h5p/<id>/; refuses (H5pRefused) with the reason. */
export async function unpackH5p({ storage, source, size, id }: { storage: ObjectStorage; source: string; size: number; id: string }): Promise<H5pManifest> {
  const zip = await openZip(storage, source, size);
  try {
    const files = check(await readEntries(zip));
    const byName = new Map(files.map((f) => [f.name, f.entry]));
    const h5pJson = byName.get("h5p.json");
    if (!h5pJson) refuse("This is not an H5P package: it has no h5p.json.");
    if (!byName.has("content/content.json")) refuse("This H5P package has no content/content.json.");
    const manifest = manifestOf(await entryText(zip, h5pJson), new Set(byName.keys()));
    try {
      JSON.parse(await entryText(zip, byName.get("content/content.json")!, 50 * 1024 * 1024));
    } catch (e) {
      if (e instanceof H5pRefused) throw e;
      refuse("This package's content/content.json is not valid JSON.");
    }
    for (const { entry, name } of files) {
      try {
        // Through a stream of our own: yauzl's errors (an entry larger than it declared) reach both sides.
        const bytes = new PassThrough();
        const [read, written] = await Promise.allSettled([
          pipeline(await openEntry(zip, entry), bytes),
          storage.write(`h5p/${id}/${name}`, bytes, { size: entry.uncompressedSize }),
        ]);
        if (read.status === "rejected") throw read.reason;
        if (written.status === "rejected") throw written.reason;
      } catch (e) {
        refuse(`This package is damaged: “${name}” could not be unpacked (${e instanceof Error ? e.message : String(e)}).`);
      }
    }
    return manifest;
  } finally {
    zip.close();
  }
}
