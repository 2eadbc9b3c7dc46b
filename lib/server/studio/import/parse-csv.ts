import "server-only";
// Questions as CSV (a spreadsheet's "Save as CSV"): one question per row — question, option1 … option6 (unused
// ones empty), answer (the right option's letter A-F, its number 1-6 or its exact text; a number or letter that is
// also another option's text is refused as ambiguous), explanation (optional).
// A first row naming the columns (question, option1…option6 or A…F, answer or correct, explanation) may put them
// in any order. Quoted fields may hold commas, quotes ("") and line breaks (RFC 4180); ; and tab separators are
// recognised from the first line. Each refused row is reported with its line number and why.
import { excerpt, problemOf, type ParseResult } from "./parsed-question";

type Row = { line: number; cells: string[] };

function rows(text: string): Row[] {
  const src = text.replace(/^\uFEFF/, "");
  const firstLine = src.split(/\r\n|\r|\n/, 1)[0] ?? "";
  const sep = [",", ";", "\t"].map((s) => ({ s, n: firstLine.split(s).length })).sort((a, b) => b.n - a.n)[0]!.s;
  const out: Row[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else if (c === "\r" || c === "\n") {
        // A line break in a cell, whichever the spreadsheet wrote (\r\n, \n or \r), is stored as \n.
        if (c === "\r" && src[i + 1] === "\n") i++;
        line++;
        cell += "\n";
      } else cell += c;
      continue;
    }
    if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === sep) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      cells.push(cell);
      out.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    out.push({ line: rowLine, cells });
  }
  return out.filter((r) => r.cells.some((c) => c.trim() !== ""));
}

type Columns = { question: number; options: number[]; answer: number; explanation: number | null };

const POSITIONAL: Columns = { question: 0, options: [1, 2, 3, 4, 5, 6], answer: 7, explanation: 8 };

function header(cells: string[]): Columns | null {
  const names = cells.map((c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ""),
  );
  const question = names.indexOf("question");
  if (question < 0) return null;
  const options: number[] = [];
  for (let k = 1; k <= 6; k++) {
    const i = names.findIndex((n) => n === `option${k}` || n === String.fromCharCode(96 + k));
    if (i >= 0) options.push(i);
  }
  const answer = names.findIndex((n) => n === "answer" || n === "correct");
  const explanation = names.indexOf("explanation");
  return { question, options, answer, explanation: explanation < 0 ? null : explanation };
}

export function parseCsv(text: string): ParseResult {
  const result: ParseResult = { questions: [], refused: [] };
  const all = rows(text);
  if (!all.length) return result;
  const named = header(all[0]!.cells);
  const cols = named ?? POSITIONAL;
  if (named && (named.answer < 0 || named.options.length < 2)) {
    result.refused.push({
      line: 1,
      text: excerpt(all[0]!.cells.join(",")),
      reason: "The header needs a question column, at least two option columns and an answer column.",
    });
    return result;
  }
  for (const row of named ? all.slice(1) : all) {
    const get = (i: number | null) => (i === null ? "" : (row.cells[i] ?? "").trim());
    const question = get(cols.question);
    const refuse = (reason: string) => result.refused.push({ line: row.line, text: excerpt(question || row.cells.join(",")), reason });
    const filled = cols.options.map(get);
    const last = filled.map((o) => o !== "").lastIndexOf(true);
    const options = filled.slice(0, last + 1);
    if (options.some((o) => o === "")) {
      refuse("An option column is empty between two filled ones.");
      continue;
    }
    const answer = get(cols.answer);
    if (!answer) {
      refuse("The answer column is empty.");
      continue;
    }
    const byText = options.findIndex((o) => o.toLowerCase() === answer.toLowerCase()) + 1;
    let correct = byText;
    if (/^[A-Fa-f]$/.test(answer) || /^[1-6]$/.test(answer)) {
      correct = /^\d$/.test(answer) ? Number(answer) : answer.toUpperCase().charCodeAt(0) - 64;
      // "4" with options 2, 4, 6, 8: option 4 or the option reading "4"? Refused rather than guessed.
      if (byText > 0 && byText !== correct && correct <= options.length) {
        refuse(
          `The answer "${answer}" could mean both option ${correct} and the option reading "${options[byText - 1]}": write the option's letter (A-F) instead.`,
        );
        continue;
      }
    }
    if (correct < 1 || correct > options.length) {
      refuse(`The answer "${excerpt(answer)}" is not one of this row's options.`);
      continue;
    }
    const q = { question, options, correct, explanation: get(cols.explanation) || null };
    const problem = problemOf(q);
    if (problem) refuse(problem);
    else result.questions.push({ line: row.line, ...q });
  }
  return result;
}
