import "server-only";
// ASVS 2.1.7: a new password is checked against passwords known from breaches. The list is zxcvbn's
// 49,000 most common leaked passwords, shipped with the npm package (no network at run time).
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "@/lib/errors";

export const COMMON_PASSWORD = "This password is too common: it appears in lists of leaked passwords. Please choose another.";

let known: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  known ??= new Set(dictionary["passwords-common"]);
  return known.has(password.toLowerCase());
}

export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("bad_request", COMMON_PASSWORD);
}
