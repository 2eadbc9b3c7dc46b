// Structured one-line JSON logs to stdout/stderr. Details of failures stay here, never in responses.
import { env } from "@/lib/env";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  let min: Level = "info";
  try {
    min = env().LOG_LEVEL;
  } catch {
    /* env errors are reported by whoever reads env first */
  }
  if (levels[level] < levels[min]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }, (_k, v) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
