import "server-only";
// Shuffled options, per learner: the order is drawn from (learner, question), so a learner sees the same order on
// every visit and every attempt, and the server maps the number they chose back to the stored option without
// keeping anything. First-choice scoring is unchanged: what is stored is the option's text.
import { createHash } from "node:crypto";

/** Stored option numbers (1-based) in the order this learner sees them; identity when not shuffled. */
export function optionOrder({ userId, assessmentId, count, shuffle }: { userId: number; assessmentId: number; count: number; shuffle: boolean }): number[] {
  const order = Array.from({ length: count }, (_, i) => i + 1);
  if (!shuffle || count < 2) return order;
  const seed = createHash("sha256").update(`options:${userId}:${assessmentId}`).digest();
  for (let i = count - 1, k = 0; i > 0; i--, k += 4) {
    const j = seed.readUInt32BE(k % 28) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The stored option number behind the `shown` number (1-based), or null when there is no such option. */
export function storedChoice(order: number[], shown: number): number | null {
  return order[shown - 1] ?? null;
}
