// One place for the password hashing parameters, shared by the seed, the tests and the auth code.
// argon2id with OWASP's minimum profile: 19 MiB memory, 2 passes, 1 lane.
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
