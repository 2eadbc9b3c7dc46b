import "server-only";
// One cgroup per Java run, so a run's processes together are capped (memory, number of processes, CPU), not only
// each process on its own: six child JVMs of 600 MB each would otherwise take 3.6 GB from the host, and eight
// busy child processes every core for the whole time limit (another learner's hello world: 130 ms -> 800 ms).
// The run's cgroups are children of this server's own cgroup (under "learnhub-java/"), so whatever limits the
// host put on the server still apply above them. cgroup v1 (memory + pids hierarchies, cpu when mounted) and v2
// are supported; memory and pids are required, the CPU quota applies when the cpu controller is there.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { readFile, rmdir, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";

/** `cpu`: where run cgroups get their CPU quota (v1: the cpu hierarchy's base; v2: true), or why they do not. */
type CpuSupport = { cpu: string | true } | { cpu: null; cpuMissing: string };

export type CgroupSupport =
  ({ kind: "v1"; memoryBase: string; pidsBase: string } & CpuSupport) | ({ kind: "v2"; base: string } & CpuSupport) | { kind: "none"; reason: string };

export type RunCgroup = {
  /** cgroup.procs files the run's first process writes its pid into before exec'ing the sandbox. */
  procsFiles: string[];
  /** How many times the kernel's OOM killer killed a process of this run. */
  oomKills(): Promise<number>;
  /** SIGKILL to every process still in the run's cgroup. */
  killAll(): Promise<void>;
  remove(): Promise<void>;
};

type MountInfo = { mountPoint: string; fsType: string; superOptions: string };

function mounts(): MountInfo[] {
  return readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [left, right = ""] = line.split(" - ");
      const fields = left!.split(" ");
      const [fsType = "", , superOptions = ""] = right.split(" ");
      return { mountPoint: fields[4]!, fsType, superOptions };
    });
}

function ownCgroups(): Map<string, string> {
  const byController = new Map<string, string>();
  for (const line of readFileSync("/proc/self/cgroup", "utf8").split("\n").filter(Boolean)) {
    const [, controllers = "", p = "/"] = line.split(/:(.*?):/);
    if (controllers === "") byController.set("", p);
    for (const c of controllers.split(",")) byController.set(c, p);
  }
  return byController;
}

function probeWritable(dir: string) {
  mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, `probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  rmdirSync(probe);
}

function detectV1(own: Map<string, string>, all: MountInfo[]): CgroupSupport | null {
  const v1 = (controller: string) => all.find((m) => m.fsType === "cgroup" && m.superOptions.split(",").includes(controller));
  const mem = v1("memory");
  const pids = v1("pids");
  if (!mem || !pids) return null;
  const memoryBase = path.join(mem.mountPoint, own.get("memory") ?? "/", "learnhub-java");
  const pidsBase = path.join(pids.mountPoint, own.get("pids") ?? "/", "learnhub-java");
  probeWritable(memoryBase);
  probeWritable(pidsBase);
  return { kind: "v1", memoryBase, pidsBase, ...detectV1Cpu(own, v1("cpu")) };
}

/**
 * With the cpu controller the runs are scheduled as one group beside the host's other processes, which by default
 * weighs as much as a single busy process: on a busy host every run would then crawl. The group weighs as much as
 * one busy process per runner slot instead (what a one-threaded run weighed before; a many-threaded one weighed more).
 */
const groupWeight = (perProcess: number) => perProcess * env().JAVA_MAX_CONCURRENT;

function detectV1Cpu(own: Map<string, string>, mount: MountInfo | undefined): CpuSupport {
  if (!mount) return { cpu: null, cpuMissing: "no cgroup v1 cpu hierarchy is mounted" };
  const base = path.join(mount.mountPoint, own.get("cpu") ?? "/", "learnhub-java");
  try {
    probeWritable(base);
    if (!existsSync(path.join(base, "cpu.cfs_quota_us"))) return { cpu: null, cpuMissing: "the kernel has no CFS bandwidth control (cpu.cfs_quota_us)" };
    writeFileSync(path.join(base, "cpu.shares"), String(groupWeight(1024)));
    return { cpu: base };
  } catch (e) {
    return { cpu: null, cpuMissing: e instanceof Error ? e.message : String(e) };
  }
}

function detectV2(own: Map<string, string>, all: MountInfo[]): CgroupSupport | null {
  const unified = all.find((m) => m.fsType === "cgroup2");
  if (!unified) return null;
  const parent = path.join(unified.mountPoint, own.get("") ?? "/");
  const available = readFileSync(path.join(parent, "cgroup.controllers"), "utf8").split(/\s+/);
  if (!available.includes("memory") || !available.includes("pids")) {
    throw new Error(`the memory and pids controllers are not delegated to ${parent}`);
  }
  const base = path.join(parent, "learnhub-java");
  probeWritable(base);
  // Controllers for the runs (children of base); base itself holds no process, as cgroup v2 requires.
  writeFileSync(path.join(base, "cgroup.subtree_control"), "+memory +pids");
  if (!available.includes("cpu")) return { kind: "v2", base, cpu: null, cpuMissing: `the cpu controller is not delegated to ${parent}` };
  try {
    writeFileSync(path.join(base, "cgroup.subtree_control"), "+cpu");
    writeFileSync(path.join(base, "cpu.weight"), String(Math.min(10_000, groupWeight(100))));
    return { kind: "v2", base, cpu: true };
  } catch (e) {
    return { kind: "v2", base, cpu: null, cpuMissing: e instanceof Error ? e.message : String(e) };
  }
}

let support: CgroupSupport | undefined;

/** Looked up once per process; logs at start-up whether per-run limits apply. */
export function cgroupSupport(): CgroupSupport {
  if (support) return support;
  if (env().JAVA_RUN_CGROUPS === "off") {
    support = { kind: "none", reason: "switched off with JAVA_RUN_CGROUPS=off" };
  } else {
    const reasons: string[] = [];
    try {
      const own = ownCgroups();
      const all = mounts();
      for (const detect of [detectV1, detectV2]) {
        try {
          const found = detect(own, all);
          if (found) {
            support = found;
            break;
          }
        } catch (e) {
          reasons.push(e instanceof Error ? e.message : String(e));
        }
      }
      if (!support) reasons.push("no writable cgroup v1 memory+pids hierarchy or cgroup v2 with memory+pids delegated");
    } catch (e) {
      reasons.push(e instanceof Error ? e.message : String(e));
    }
    support ??= { kind: "none", reason: reasons.join("; ") };
  }
  if (support.kind === "none") {
    log.warn(
      "java runner: per-run memory and process caps are NOT applied (only per-process limits); run the server as root with cgroup v1 memory+pids or a delegated cgroup v2 subtree",
      { reason: support.reason },
    );
  } else {
    log.info("java runner: per-run cgroup caps applied", { cgroup: support.kind, base: support.kind === "v1" ? support.memoryBase : support.base });
    if (support.cpu === null) {
      log.warn("java runner: per-run CPU quota is NOT applied (memory and process caps are); a busy run can take every core", {
        reason: support.cpuMissing,
      });
    }
  }
  return support;
}

async function writeIfExists(file: string, value: string) {
  if (existsSync(file)) await writeFile(file, value);
}

async function counter(file: string, key: string): Promise<number> {
  try {
    const text = await readFile(file, "utf8");
    const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function killIn(dir: string) {
  try {
    const pids = (await readFile(path.join(dir, "cgroup.procs"), "utf8")).split("\n").filter(Boolean).map(Number);
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  } catch {
    /* removed already */
  }
}

async function removeDir(dir: string) {
  // The last processes may take a moment to leave after SIGKILL.
  for (let i = 0; i < 20; i++) {
    try {
      await rmdir(dir);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return;
      await killIn(dir);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  log.warn("java runner: could not remove a run's cgroup", { dir });
}

let seq = 0;

/** The CFS period; a run gets `cpus` times as much CPU time in each (100 ms, the kernel's default period). */
const CPU_PERIOD_US = 100_000;

/** A fresh cgroup for one run, or null when the host offers none (the start-up log said so). */
export async function createRunCgroup(limits: { memoryBytes: number; pids: number; cpus: number }): Promise<RunCgroup | null> {
  const s = cgroupSupport();
  if (s.kind === "none") return null;
  const name = `run-${process.pid}-${++seq}`;
  const quotaUs = String(Math.round(limits.cpus * CPU_PERIOD_US));
  if (s.kind === "v1") {
    const mem = path.join(s.memoryBase, name);
    const pids = path.join(s.pidsBase, name);
    const cpu = typeof s.cpu === "string" ? path.join(s.cpu, name) : null;
    await mkdir(mem);
    await mkdir(pids);
    await writeFile(path.join(mem, "memory.limit_in_bytes"), String(limits.memoryBytes));
    // Without this a host with swap would let the run swap instead of stopping at the cap.
    await writeIfExists(path.join(mem, "memory.memsw.limit_in_bytes"), String(limits.memoryBytes));
    await writeFile(path.join(pids, "pids.max"), String(limits.pids));
    if (cpu) {
      await mkdir(cpu);
      await writeFile(path.join(cpu, "cpu.cfs_period_us"), String(CPU_PERIOD_US));
      await writeFile(path.join(cpu, "cpu.cfs_quota_us"), quotaUs);
    }
    return {
      procsFiles: [path.join(mem, "cgroup.procs"), path.join(pids, "cgroup.procs"), ...(cpu ? [path.join(cpu, "cgroup.procs")] : [])],
      oomKills: () => counter(path.join(mem, "memory.oom_control"), "oom_kill"),
      killAll: () => killIn(mem),
      remove: async () => {
        await removeDir(mem);
        await removeDir(pids);
        if (cpu) await removeDir(cpu);
      },
    };
  }
  const dir = path.join(s.base, name);
  await mkdir(dir);
  await writeFile(path.join(dir, "memory.max"), String(limits.memoryBytes));
  await writeIfExists(path.join(dir, "memory.swap.max"), "0");
  await writeFile(path.join(dir, "pids.max"), String(limits.pids));
  if (s.cpu) await writeFile(path.join(dir, "cpu.max"), `${quotaUs} ${CPU_PERIOD_US}`);
  return {
    procsFiles: [path.join(dir, "cgroup.procs")],
    oomKills: () => counter(path.join(dir, "memory.events"), "oom_kill"),
    killAll: () => killIn(dir),
    remove: () => removeDir(dir),
  };
}

/** Tests and /api/health. */
export function cgroupState(): { kind: CgroupSupport["kind"]; reason?: string } {
  const s = cgroupSupport();
  return s.kind === "none" ? { kind: "none", reason: s.reason } : { kind: s.kind };
}

/** /api/health: whether a run's processes together are held to `cpus` cores ("none": the log said why at start). */
export function cpuCapState(cpus: number): string {
  const s = cgroupSupport();
  return s.kind !== "none" && s.cpu !== null ? `${cpus} core${cpus === 1 ? "" : "s"} per run` : "none";
}
