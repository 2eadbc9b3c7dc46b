// PGlite has no lock of its own: a second process opens the same data folder without complaint and the two
// instances then overwrite each other's files (seen here: the folder no longer opened afterwards). So before
// opening we look for any other process holding files inside the folder open, which a live PGlite always does.
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

export type PgliteHolder = { pid: number; command: string };

/** Other processes with files open inside `dir`; null when this platform cannot tell (no /proc). */
export function findPgliteHolders(dir: string): PgliteHolder[] | null {
  if (!existsSync("/proc/self/fd")) return null;
  const abs = path.resolve(dir);
  const holders: PgliteHolder[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to inspect
    }
    const holds = fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target === abs || target.startsWith(abs + path.sep);
      } catch {
        return false;
      }
    });
    if (holds) holders.push({ pid, command: commandOf(pid) });
  }
  return holders;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim().slice(0, 160) || "?";
  } catch {
    return "?";
  }
}

/** A live PGlite keeps `postmaster.pid` in its folder; one left behind by a crash is harmless. */
export function hasPidFile(dir: string): boolean {
  return existsSync(path.join(path.resolve(dir), "postmaster.pid"));
}

export function inUseMessage(dir: string, holders: PgliteHolder[]): string {
  const who = holders.map((h) => `  pid ${h.pid}: ${h.command}`).join("\n");
  return [
    `The embedded database in ${path.resolve(dir)} is in use by another process:`,
    who,
    "PGlite allows one process per data folder; opening it twice corrupts it.",
    "Stop the app (npm run dev / npm start) first, or point Studio at PostgreSQL with DATABASE_URL.",
  ].join("\n");
}
