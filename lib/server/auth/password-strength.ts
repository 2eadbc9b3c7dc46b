import "server-only";
// ASVS 5.0 §6.2: a new password is scored with zxcvbn against leaked passwords, common words and names,
// the site's own words and the user's name and email; a score under 3 ("safely unguessable") is refused
// with a message that says why and how to make a better one. The length rule stays the spec's (8–128).
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "@/lib/errors";

export const MIN_PASSWORD_SCORE = 3;

/** Words anyone attacking this site would try first. */
const SITE_WORDS = [
  "learnhub",
  "learn",
  "hub",
  "learnhub2026",
  "lab",
  "labs",
  "course",
  "courses",
  "student",
  "school",
  "teacher",
  "class",
  "coder",
  "java",
  "python",
  "javascript",
  "cbse",
  "icse",
];

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary, site: SITE_WORDS }, graphs: adjacencyGraphs, useLevenshteinDistance: false, maxLength: 64 });
  return checker;
}

/** The user's own words: the name, the email, and their parts (asha.rao@school.in → asha, rao, school). */
function ownWords(inputs: string[]): string[] {
  const out = new Set<string>();
  for (const raw of inputs) {
    const s = raw.trim().toLowerCase();
    if (!s) continue;
    out.add(s);
    for (const part of s.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) out.add(part);
  }
  return [...out];
}

function reason(result: ZxcvbnResult): string {
  const patterns = result.sequence.map((m) => (m.pattern === "dictionary" ? `dictionary:${String(m.dictionaryName)}` : m.pattern));
  if (patterns.includes("dictionary:userInputs")) return "it contains your name or email address";
  if (patterns.includes("dictionary:site")) return "it is built on the name of this site or words from it";
  if (patterns.includes("dictionary:passwords")) return "it is, or is close to, a password known from leaks";
  if (patterns.includes("repeat")) return "it repeats characters or a short pattern";
  if (patterns.includes("sequence")) return "it follows a sequence such as abc or 1234";
  if (patterns.includes("spatial")) return "it follows a row of keys on the keyboard";
  if (patterns.includes("date")) return "it contains a date or a year";
  if (patterns.some((p) => p.startsWith("dictionary:"))) return "it is built from common words or names";
  return "it is short and simple";
}

export function passwordStrength(password: string, userInputs: string[] = []): { score: number; ok: boolean; message: string | null } {
  const result = zxcvbn().check(password, ownWords(userInputs));
  const ok = result.score >= MIN_PASSWORD_SCORE;
  return {
    score: result.score,
    ok,
    message: ok
      ? null
      : `This password is too easy to guess: ${reason(result)}. Use a longer passphrase, such as three or four unrelated words, or add words and symbols only you would think of.`,
  };
}

/** Throws 400 with the reason and advice unless the password scores 3 or more. */
export function refuseWeakPassword(password: string, userInputs: string[] = []): void {
  const { ok, message } = passwordStrength(password, userInputs);
  if (!ok) throw new AppError("bad_request", message!);
}
