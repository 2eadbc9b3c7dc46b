// One place for the password hashing parameters: the auth code owns them; the seed and the tests use
// them from here (runtime code never imports seed code). argon2id with OWASP's minimum profile: 19 MiB
// memory, 2 passes, 1 lane. No "server-only" marker: the seed CLI (plain Node) imports this file too.
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password or a malformed stored hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
