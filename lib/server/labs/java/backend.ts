import "server-only";
// Which backend runs learners' Java, read from the env in one place. Both backends sit behind the same fair
// queue (runner-pool.ts); they differ in what a slot is: a local bubblewrap sandbox (a uid of this host, about
// one per core) or one call in flight to a shared Piston engine pool (the engine's workers do the work).
import { env } from "@/lib/env";
import type { PistonConfig } from "./piston";

export type JavaBackend =
  | { kind: "off" }
  | { kind: "bwrap"; slots: number }
  /** engine is null when PISTON_URL is missing (run-java answers 503 and logs why). */
  | { kind: "piston"; slots: number; engine: PistonConfig | null };

export function javaBackend(): JavaBackend {
  const e = env();
  if (e.JAVA_RUNNER === "off") return { kind: "off" };
  if (e.JAVA_RUNNER === "bwrap") return { kind: "bwrap", slots: e.JAVA_MAX_CONCURRENT };
  const engine = e.PISTON_URL ? { url: e.PISTON_URL, apiKey: e.PISTON_API_KEY, version: e.PISTON_JAVA_VERSION } : null;
  return { kind: "piston", slots: e.PISTON_MAX_CONCURRENT, engine };
}
