// A small highlighter for the read-only code shown while Monaco loads (components/labs/code-preview.tsx):
// comments, strings, numbers and keywords of the labs' three languages, nothing more.
import type { LabLanguage } from "./lab-api";

const KEYWORDS: Record<LabLanguage, string[]> = {
  python: [
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "class",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "except",
    "False",
    "finally",
    "for",
    "from",
    "global",
    "if",
    "import",
    "in",
    "is",
    "lambda",
    "None",
    "nonlocal",
    "not",
    "or",
    "pass",
    "raise",
    "return",
    "True",
    "try",
    "while",
    "with",
    "yield",
  ],
  javascript: [
    "async",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "let",
    "new",
    "null",
    "of",
    "return",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "undefined",
    "var",
    "void",
    "while",
    "yield",
  ],
  java: [
    "abstract",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "extends",
    "false",
    "final",
    "finally",
    "float",
    "for",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "short",
    "static",
    "super",
    "switch",
    "this",
    "throw",
    "throws",
    "true",
    "try",
    "var",
    "void",
    "while",
  ],
};

const COMMENT: Record<LabLanguage, string> = {
  python: String.raw`#[^\n]*`,
  javascript: String.raw`\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)`,
  java: String.raw`\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)`,
};

const STRING: Record<LabLanguage, string> = {
  python: String.raw`[rbuRBUfF]{0,2}(?:"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$)|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?)`,
  javascript: String.raw`"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|\`(?:\\.|[^\`\\])*\`?`,
  java: String.raw`"""[\s\S]*?(?:"""|$)|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?`,
};

export type TokenKind = "comment" | "string" | "number" | "keyword" | "plain";

const pattern = new Map<LabLanguage, RegExp>();

function tokenPattern(language: LabLanguage): RegExp {
  let re = pattern.get(language);
  if (!re) {
    const keywords = String.raw`\b(?:${KEYWORDS[language].join("|")})\b`;
    re = new RegExp(`(${COMMENT[language]})|(${STRING[language]})|(\\b\\d[\\d_]*(?:\\.\\d+)?\\b)|(${keywords})`, "g");
    pattern.set(language, re);
  }
  return re;
}

/** The code cut into highlighted runs; joined back together they are exactly the code. */
export function highlight(code: string, language: LabLanguage): { kind: TokenKind; text: string }[] {
  const out: { kind: TokenKind; text: string }[] = [];
  const re = tokenPattern(language);
  re.lastIndex = 0;
  let at = 0;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    if (m[0] === "") {
      re.lastIndex++;
      continue;
    }
    if (m.index > at) out.push({ kind: "plain", text: code.slice(at, m.index) });
    const kind: TokenKind = m[1] ? "comment" : m[2] ? "string" : m[3] ? "number" : "keyword";
    out.push({ kind, text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < code.length) out.push({ kind: "plain", text: code.slice(at) });
  return out;
}

/** Lines of the editor's box for this much code (the editor uses the same rule). */
export function editorHeight(code: string): number {
  const lines = code.split("\n").length;
  return Math.min(480, Math.max(140, (lines + 2) * 20));
}
