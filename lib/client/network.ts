// Tells a failure of the network (offline, server unreachable, a code chunk that could not be fetched)
// from an answer the server gave, so screens can say "You are offline" and offer Retry instead of an error.
import { ApiError } from "./api";

const CHUNK_FAILURE = /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|Failed to load chunk|Failed to fetch/i;

export function isNetworkFailure(e: unknown): boolean {
  if (e instanceof ApiError) return e.status === 0;
  if (e instanceof Error) return e.name === "ChunkLoadError" || CHUNK_FAILURE.test(e.message);
  return false;
}

export function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * "You are offline" is said only when the browser agrees it is offline; a single request that failed
 * while the browser is online keeps the screen's own error text (contract §8: "An error occurred…").
 */
export function isOfflineFailure(e: unknown): boolean {
  return isNetworkFailure(e) && browserOffline();
}

/** Statuses that say "not now" rather than "no": a limit, or a proxy or load balancer without a server behind it. */
const TRY_LATER = new Set([429, 502, 503, 504]);

/** A failure that sending the same request later may not meet: the network, a limit, a gateway without a server. */
export function isTransientFailure(e: unknown): boolean {
  return isNetworkFailure(e) || (e instanceof ApiError && TRY_LATER.has(e.status));
}
