// A real static check of lab code, for the help box when no language model is configured: only problems that
// can be proven from the text (unbalanced brackets, tabs mixed with spaces, Python 2 print, a missing colon).
import { LANGUAGES, type LabLanguage } from "@/lib/labs/languages";
import { blankLiterals } from "./syntax";

export type Finding = { line: number; message: string };

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

export function bracketFindings(blanked: string): Finding[] {
  const stack: Array<{ ch: string; line: number }> = [];
  let line = 1;
  for (const ch of blanked) {
    if (ch === "\n") line++;
    else if (ch === "(" || ch === "[" || ch === "{") stack.push({ ch, line });
    else if (ch in PAIRS) {
      const open = stack.pop();
      if (!open) return [{ line, message: `'${ch}' has no matching '${PAIRS[ch]}'.` }];
      if (open.ch !== PAIRS[ch]) return [{ line, message: `'${ch}' closes the '${open.ch}' opened on line ${open.line}; they do not match.` }];
    }
  }
  const open = stack[stack.length - 1];
  return open ? [{ line: open.line, message: `'${open.ch}' is never closed.` }] : [];
}

const BLOCK_KEYWORDS = /^\s*(if|elif|else|for|while|def|class|try|except|finally|with)\b/;

function pythonFindings(src: string, blanked: string): Finding[] {
  const findings = bracketFindings(blanked);
  const lines = src.split("\n");
  const bl = blanked.split("\n");

  let tabs: number | null = null;
  let spaces: number | null = null;
  lines.forEach((l, i) => {
    const indent = /^[ \t]*/.exec(l)![0];
    if (!l.trim()) return;
    if (indent.includes("\t") && indent.includes(" ")) {
      findings.push({ line: i + 1, message: "mixes tabs and spaces in its indentation; Python 3 stops with a TabError. Indent with 4 spaces." });
    } else if (indent.includes("\t")) tabs ??= i + 1;
    else if (indent.includes(" ")) spaces ??= i + 1;
  });
  if (tabs != null && spaces != null) {
    findings.push({
      line: Math.max(tabs, spaces),
      message: `is indented with ${tabs > spaces ? "tabs" : "spaces"} but line ${Math.min(tabs, spaces)} with ${tabs > spaces ? "spaces" : "tabs"}. Use 4 spaces everywhere.`,
    });
  }

  let depth = 0;
  bl.forEach((l, i) => {
    const startDepth = depth;
    for (const ch of l) {
      if (ch === "(" || ch === "[" || ch === "{") depth++;
      else if (ch === ")" || ch === "]" || ch === "}") depth = Math.max(0, depth - 1);
    }
    if (startDepth > 0) return;
    if (/^\s*print\s+[^\s(=.,)]/.test(lines[i] ?? "")) {
      findings.push({ line: i + 1, message: 'print needs parentheses in Python 3, e.g. print("Hello").' });
    }
    const code = l.trimEnd();
    if (depth === 0 && BLOCK_KEYWORDS.test(code) && !code.endsWith(":") && !code.endsWith("\\") && !/:\s*\S/.test(code)) {
      const kw = BLOCK_KEYWORDS.exec(code)![1];
      findings.push({ line: i + 1, message: `a line starting with '${kw}' must end with ':'.` });
    }
  });
  return findings;
}

export function staticCheck(code: string, language: LabLanguage): Finding[] {
  // Read only where the grammar got to: past a parse that ran out of time nothing is proven.
  const { text: blanked, complete } = blankLiterals(code, language);
  if (!complete) return [];
  const findings = LANGUAGES[language].blocks === "indentation" ? pythonFindings(code, blanked) : bracketFindings(blanked);
  return findings.sort((a, b) => a.line - b.line).slice(0, 8);
}

export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `• Line ${f.line}: ${f.message}`).join("\n");
}
