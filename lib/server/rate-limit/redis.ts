import "server-only";
// One Redis connection per process, shared by the limiters, and whether Redis answers now.
// Nothing waits on Redis longer than COMMAND_TIMEOUT_MS: a frozen Redis (a stopped process, DEBUG SLEEP, a
// network that drops packets) keeps its connection open, and without a time-out every command — and the
// request behind it — would wait until it wakes. After one failure Redis counts as down for everyone, so
// callers take their local fallback at once instead of each waiting out the time-out; a ping in the
// background brings it back as soon as it answers. One log line when it goes, one when it is back.
import Redis from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";

/** Redis sits beside the app (same host or LAN) and answers in about a millisecond: 300 ms means a fault. */
export const COMMAND_TIMEOUT_MS = 300;
/** Connecting happens in the background (requests never wait for it); this only bounds one attempt. */
const CONNECT_TIMEOUT_MS = 1_000;
/** While Redis is down: how often to ask whether it answers again. */
const PROBE_INTERVAL_MS = 1_000;

/** `since`: when Redis last came up or went away (or, before its first answer, when this process started asking). */
export type RedisState = { configured: boolean; ok: boolean; since?: string };

type Phase = "starting" | "up" | "down";

let client: Redis | undefined;
let phase: Phase = "starting";
let since = new Date();
let probe: NodeJS.Timeout | undefined;

export function redisClient(): Redis {
  if (!client) {
    const c = new Redis(env().REDIS_URL!, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Commands fail at once while disconnected (the limiters count locally meanwhile), never queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
    // Events of a connection that tests have replaced say nothing about the current one.
    const current = () => c === client;
    c.on("ready", () => current() && markUp());
    c.on("error", (err) => current() && markDown(err));
    // "end" after close: closed on purpose (quit), not lost.
    c.on("close", () => current() && c.status !== "end" && markDown(new Error("connection closed")));
    c.on("end", () => current() && stopProbe());
    client = c;
    phase = "starting";
    since = new Date();
  }
  return client;
}

/** True while Redis answers; false while it is connecting or down (then use the local fallback). */
export function redisAnswers(): boolean {
  return phase === "up";
}

/** A Redis command failed or timed out: Redis counts as down until the background ping gets an answer. */
export function redisFailed(err: unknown): void {
  markDown(err);
}

/** For /api/health: asks Redis only while it counts as up, so never waits longer than COMMAND_TIMEOUT_MS. */
export async function redisState(): Promise<RedisState> {
  if (!env().REDIS_URL) return { configured: false, ok: false };
  const c = redisClient();
  if (phase === "up") await c.ping().catch(redisFailed);
  return { configured: true, ok: phase === "up", since: since.toISOString() };
}

function markUp() {
  if (phase === "up") return;
  const was = phase;
  const downMs = Date.now() - since.getTime();
  phase = "up";
  since = new Date();
  stopProbe();
  if (was === "down") log.warn("redis is back: rate limits are shared by all instances again", { downSeconds: Math.round(downMs / 100) / 10 });
}

function markDown(err: unknown) {
  if (phase === "down") return;
  const was = phase;
  phase = "down";
  since = new Date();
  log.warn(
    was === "up"
      ? "redis unavailable: each instance counts rate limits in its own memory until it answers again"
      : "redis unreachable: each instance counts rate limits in its own memory until it answers",
    { err: err instanceof Error ? err.message : String(err) },
  );
  startProbe();
}

function startProbe() {
  if (probe) return;
  probe = setInterval(() => {
    // While disconnected ioredis reconnects by itself, and "ready" ends the outage.
    if (client?.status === "ready") client.ping().then(markUp, () => undefined);
  }, PROBE_INTERVAL_MS);
  probe.unref();
}

function stopProbe() {
  if (probe) clearInterval(probe);
  probe = undefined;
}

/** Tests start each case on a fresh connection. */
export async function resetRedisForTests(): Promise<void> {
  stopProbe();
  const old = client;
  client = undefined;
  if (old) await old.quit().catch(() => old.disconnect());
  phase = "starting";
  since = new Date();
}
