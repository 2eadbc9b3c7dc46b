// Class codes: easy to read aloud and type on a phone. No 0/O, 1/I/L (and lower case is folded), 7 characters
// shown as "ABC-DEFG". Typing is forgiving: case, spaces and hyphens do not matter. Shared by the server and the
// join forms.

export const CLASS_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CLASS_CODE_LENGTH = 7;

/** What a typed code is compared by: upper case, without spaces or hyphens. */
export function normalizeClassCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, "");
}

/** `n` characters of the readable alphabet from random bytes (at least 2n of them to be safe). */
export function readableChars(random: Uint8Array, n: number): string {
  let out = "";
  // 256 is not a multiple of the alphabet's size: bytes past the last whole multiple are skipped (no bias).
  const limit = 256 - (256 % CLASS_CODE_ALPHABET.length);
  for (const b of random) {
    if (b >= limit) continue;
    out += CLASS_CODE_ALPHABET[b % CLASS_CODE_ALPHABET.length];
    if (out.length === n) return out;
  }
  throw new Error("not enough random bytes");
}

/** A new class code: "ABC-DEFG". */
export function formatNewClassCode(random: Uint8Array): string {
  const raw = readableChars(random, CLASS_CODE_LENGTH);
  return `${raw.slice(0, 3)}-${raw.slice(3)}`;
}
