import "server-only";
// One entry for the three question file formats the studio imports.
import type { ImportFormat } from "@/lib/schemas/studio";
import { parseAiken } from "./parse-aiken";
import { parseCsv } from "./parse-csv";
import { parseGift } from "./parse-gift";
import type { ParseResult } from "./parsed-question";

const PARSERS: Record<ImportFormat, (text: string) => ParseResult> = { gift: parseGift, aiken: parseAiken, csv: parseCsv };

export function parseQuestions(format: ImportFormat, text: string): ParseResult {
  return PARSERS[format](text);
}
