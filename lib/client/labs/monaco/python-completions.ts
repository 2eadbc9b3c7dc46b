// Suggestions in a Python cell, computed on the page: Python's keywords, the built-in functions a beginner meets
// (print, input, range, len…) and the names already written in the cell. Monaco's own Python has none of the first
// two, and its word list comes from its editor worker; these come at once, from the page. Monaco consults its word
// list only when no provider of the language answers, so this one also lists the cell's own names. (A list left on
// "Loading..." after the JavaScript lab in the same page, seen twice in full runs, was not cured by this provider:
// docs/tests.md, "Known".)
import type { MonacoApi } from "./load-monaco";

const KEYWORDS = [
  "False",
  "None",
  "True",
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
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
];

const BUILTINS = [
  "abs",
  "all",
  "any",
  "bool",
  "chr",
  "dict",
  "divmod",
  "enumerate",
  "filter",
  "float",
  "format",
  "input",
  "int",
  "isinstance",
  "len",
  "list",
  "map",
  "max",
  "min",
  "open",
  "ord",
  "pow",
  "print",
  "range",
  "reversed",
  "round",
  "set",
  "sorted",
  "str",
  "sum",
  "tuple",
  "type",
  "zip",
];

const FIXED = new Set([...KEYWORDS, ...BUILTINS]);
const NAME = /[A-Za-z_][A-Za-z0-9_]*/g;
/** A cell longer than this lists its first names only: suggestions stay instant. */
const MAX_SCANNED_CHARS = 100_000;

/** What the list offers for a cell's text: keywords, built-ins, then the cell's own names (each once). */
export function pythonSuggestions(text: string, typing: string): { label: string; kind: "keyword" | "builtin" | "name" }[] {
  const names = new Set(text.slice(0, MAX_SCANNED_CHARS).match(NAME) ?? []);
  // The word being typed is not a suggestion of itself.
  names.delete(typing);
  return [
    ...KEYWORDS.map((label) => ({ label, kind: "keyword" as const })),
    ...BUILTINS.map((label) => ({ label, kind: "builtin" as const })),
    ...[...names].filter((n) => !FIXED.has(n)).map((label) => ({ label, kind: "name" as const })),
  ];
}

let registered = false;

/** Registers the provider once per page. */
export function registerPythonCompletions(monaco: MonacoApi) {
  if (registered) return;
  registered = true;
  const kinds = {
    keyword: monaco.languages.CompletionItemKind.Keyword,
    builtin: monaco.languages.CompletionItemKind.Function,
    name: monaco.languages.CompletionItemKind.Variable,
  };
  monaco.languages.registerCompletionItemProvider("python", {
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      return {
        suggestions: pythonSuggestions(model.getValue(), word.word).map((s) => ({ label: s.label, kind: kinds[s.kind], insertText: s.label, range })),
      };
    },
  });
}
