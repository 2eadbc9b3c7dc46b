// The rows of "Add learners without email": typed one by one or pasted (a list or a CSV: name[,email][,username]).
export type LearnerRow = { key: number; name: string; email: string; username: string };

let nextKey = 1;
export const emptyRow = (): LearnerRow => ({ key: nextKey++, name: "", email: "", username: "" });

/** One CSV line's fields: commas or tabs between them, double quotes around a field that holds either. */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === "," || ch === "\t" || ch === ";") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

/** A pasted list as rows; blank lines and a header line ("name, email, username") are left out. */
export function parseLearnerList(text: string): LearnerRow[] {
  const rows: LearnerRow[] = [];
  for (const [i, line] of text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .entries()) {
    if (!line.trim()) continue;
    const [name = "", email = "", username = ""] = fields(line);
    if (i === 0 && /^name$/i.test(name) && (!email || /^e-?mail$/i.test(email))) continue;
    if (!name && !email && !username) continue;
    rows.push({ ...emptyRow(), name, email, username });
  }
  return rows;
}

export const isBlank = (r: LearnerRow) => !r.name.trim() && !r.email.trim() && !r.username.trim();

/** The rows the server is sent: the non-blank ones, with empty optional fields left out. */
export function rowsToSend(rows: LearnerRow[]): { sent: LearnerRow[]; body: { name: string; email?: string; username?: string }[] } {
  const sent = rows.filter((r) => !isBlank(r));
  return {
    sent,
    body: sent.map((r) => ({
      name: r.name.trim(),
      ...(r.email.trim() ? { email: r.email.trim() } : {}),
      ...(r.username.trim() ? { username: r.username.trim() } : {}),
    })),
  };
}
