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
/** `announced`: the outage was logged (so its end is logged too). */
type State = { client?: Redis; phase: Phase; since: Date; probe?: NodeJS.Timeout; announced?: boolean };

// One per process (globalThis), so route bundles and dev reloads share the connection and what it knows.
const state: State = ((globalThis as { __learnhubRedis?: State }).__learnhubRedis ??= { phase: "starting", since: new Date() });

export function redisClient(): Redis {
  if (!state.client) {
    const c = new Redis(env().REDIS_URL!, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Commands fail at once while disconnected (the limiters count locally meanwhile), never queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
    c.on("ready", markUp);
    c.on("error", markDown);
    // "end" after close: closed on purpose (quit), not lost.
    c.on("close", () => c.status !== "end" && markDown(new Error("connection closed")));
    c.on("end", stopProbe);
    state.client = c;
    state.phase = "starting";
    state.since = new Date();
  }
  return state.client;
}

/** True while Redis answers; false while it is connecting or down (then use the local fallback). */
export function redisAnswers(): boolean {
  return state.phase === "up";
}

/** A Redis command failed or timed out: Redis counts as down until the background ping gets an answer. */
export function redisFailed(err: unknown): void {
  markDown(err);
}

/** For /api/health: asks Redis only while it counts as up, so never waits longer than COMMAND_TIMEOUT_MS. */
export async function redisState(): Promise<RedisState> {
  if (!env().REDIS_URL) return { configured: false, ok: false };
  const c = redisClient();
  if (state.phase === "up") await c.ping().catch(redisFailed);
  return { configured: true, ok: state.phase === "up", since: state.since.toISOString() };
}

function markUp() {
  if (state.phase === "up") return;
  const downMs = Date.now() - state.since.getTime();
  state.phase = "up";
  state.since = new Date();
  stopProbe();
  if (state.announced) log.warn("redis is back: rate limits are shared by all instances again", { downSeconds: Math.round(downMs / 100) / 10 });
  state.announced = false;
}

function markDown(err: unknown) {
  if (state.phase === "down") return;
  const was = state.phase;
  state.phase = "down";
  state.since = new Date();
  startProbe();
  // A time-out can also be this process's own stall (a busy event loop reads the reply after the timer has
  // fired): counted locally at once all the same, but logged only if a second ask gets no answer either.
  const c = state.client;
  if (c && was === "up" && err instanceof Error && err.message === "Command timed out") {
    c.ping().then(markUp, () => announce(was, err));
  } else {
    announce(was, err);
  }
}

function announce(was: Phase, err: unknown) {
  if (state.phase !== "down" || state.announced) return;
  state.announced = true;
  log.warn(
    was === "up"
      ? "redis unavailable: each instance counts rate limits in its own memory until it answers again"
      : "redis unreachable: each instance counts rate limits in its own memory until it answers",
    { err: err instanceof Error ? err.message : String(err), since: state.since.toISOString() },
  );
}

function startProbe() {
  if (state.probe) return;
  state.probe = setInterval(() => {
    // While disconnected ioredis reconnects by itself, and "ready" ends the outage.
    const c = state.client;
    if (c?.status === "ready") c.ping().then(markUp, () => undefined);
  }, PROBE_INTERVAL_MS);
  state.probe.unref();
}

function stopProbe() {
  if (state.probe) clearInterval(state.probe);
  state.probe = undefined;
}
