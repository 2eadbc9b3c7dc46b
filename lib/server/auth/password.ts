import "server-only";
// Password hashing for accounts: argon2id (parameters in ./argon2.ts, which the seed uses too). A stored
// hash made with weaker parameters is upgraded on the next login.
import { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword } from "./argon2";

export { hashPassword };

/** ASVS 2.1.1/2.1.2: at least 8 characters, at most 128 (argon2 hashes every byte, nothing is truncated). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const wanted = `m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}`;

export function needsRehash(passwordHash: string): boolean {
  const parts = passwordHash.split("$");
  // ["", "argon2id", "v=19", "m=…,t=…,p=…", salt, hash]
  return parts[1] !== "argon2id" || parts[2] !== "v=19" || parts[3] !== wanted;
}

/** Checks a password; when it matches a hash with outdated parameters, also returns the new hash to store. */
export async function checkPassword(passwordHash: string, password: string): Promise<{ ok: boolean; rehash?: string }> {
  const ok = await verifyPassword(passwordHash, password);
  if (!ok) return { ok };
  return needsRehash(passwordHash) ? { ok, rehash: await hashPassword(password) } : { ok };
}

// A real hash of a random password, so a login for an unknown account costs the same as a real one.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
}
