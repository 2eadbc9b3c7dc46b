import "server-only";
// Which JDK and sandbox tools this machine has. Looked up once; a missing tool means run-java answers 503,
// never an unsandboxed run.
import { existsSync, realpathSync, readdirSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

export type Toolchain = {
  javaHome: string;
  javac: string;
  java: string;
  /** Folders bound read-only besides /usr: the JDK itself when outside /usr, and its /etc configuration. */
  extraRoBinds: string[];
  bwrap: string;
  setpriv: string | null;
  prlimit: string;
  timeout: string;
};

export type ToolchainProblem = { missing: string };

const PATH_DIRS = ["/usr/bin", "/bin", "/usr/local/bin", "/usr/sbin", "/sbin"];

function which(name: string): string | null {
  for (const dir of PATH_DIRS) {
    const p = path.join(dir, name);
    if (existsSync(p)) return p;
  }
  return null;
}

function jdkHome(): string | null {
  const configured = env().JAVA_HOME;
  // A configured JDK is used or nothing is: silently running another JDK would hide a misconfiguration.
  if (configured) return existsSync(path.join(configured, "bin", "javac")) && existsSync(path.join(configured, "bin", "java")) ? configured : null;
  const candidates: string[] = [];
  const javac = which("javac");
  if (javac) candidates.push(path.dirname(path.dirname(realpathSync(javac))));
  if (existsSync("/usr/lib/jvm")) {
    for (const d of readdirSync("/usr/lib/jvm").sort().reverse()) candidates.push(path.join("/usr/lib/jvm", d));
  }
  return candidates.find((home) => existsSync(path.join(home, "bin", "javac")) && existsSync(path.join(home, "bin", "java"))) ?? null;
}

/** Debian keeps part of the JDK's conf/ as symlinks into /etc/java-<n>-openjdk; those must be visible too. */
function jdkEtcDirs(home: string): string[] {
  const found = new Set<string>();
  for (const sub of ["conf", "conf/security", "lib/security"]) {
    const dir = path.join(home, sub);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      try {
        const target = realpathSync(path.join(dir, entry));
        const m = /^\/etc\/java-[^/]+/.exec(target);
        if (m) found.add(m[0]);
      } catch {
        /* dangling links (e.g. cacerts without ca-certificates-java) are not needed to compile and run */
      }
    }
  }
  return [...found];
}

let cached: { value: Toolchain | ToolchainProblem; at: number } | undefined;

export function findToolchain(): Toolchain | ToolchainProblem {
  // Re-checked every minute so installing the JDK or bubblewrap takes effect without a restart.
  if (cached && Date.now() - cached.at < 60_000) return cached.value;
  const value = lookUp();
  cached = { value, at: Date.now() };
  return value;
}

export type SandboxToolset = Pick<Toolchain, "bwrap" | "setpriv" | "prlimit" | "timeout" | "extraRoBinds">;

/** The sandbox's own tools, without a JDK: what the Python and JavaScript check runs need. */
export function findSandboxTools(): SandboxToolset | ToolchainProblem {
  const bwrap = which("bwrap");
  if (!bwrap) return { missing: "bubblewrap (bwrap)" };
  const prlimit = which("prlimit");
  const timeout = which("timeout");
  if (!prlimit || !timeout) return { missing: "util-linux prlimit / coreutils timeout" };
  const setpriv = which("setpriv");
  if (process.getuid?.() === 0 && !setpriv) return { missing: "setpriv (util-linux)" };
  return { bwrap, prlimit, timeout, setpriv: process.getuid?.() === 0 ? setpriv : null, extraRoBinds: [] };
}

function lookUp(): Toolchain | ToolchainProblem {
  const tools = findSandboxTools();
  if (isProblem(tools)) return tools;
  const { bwrap, prlimit, timeout, setpriv } = tools;
  const home = jdkHome();
  if (!home) return { missing: env().JAVA_HOME ? `a JDK at JAVA_HOME (${env().JAVA_HOME})` : "a JDK (javac)" };
  const javaHome = realpathSync(home);
  const extraRoBinds = [...(javaHome.startsWith("/usr/") ? [] : [javaHome]), ...jdkEtcDirs(javaHome)];
  return {
    javaHome,
    javac: path.join(javaHome, "bin", "javac"),
    java: path.join(javaHome, "bin", "java"),
    extraRoBinds,
    bwrap,
    setpriv,
    prlimit,
    timeout,
  };
}

export function isProblem<T extends object>(t: T | ToolchainProblem): t is ToolchainProblem {
  return "missing" in t;
}

/** Tests switch tools on and off between cases. */
export function resetToolchainForTests() {
  cached = undefined;
}
