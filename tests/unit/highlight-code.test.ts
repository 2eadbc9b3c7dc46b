// The read-only code shown while Monaco loads: the runs join back to the exact code, and each language's
// comments, strings, numbers and keywords are told apart (by its Lezer grammar, fetched on first use).
import { editorHeight, highlight, loadHighlighter } from "@/lib/client/labs/highlight-code";

beforeAll(() => Promise.all((["python", "javascript", "java"] as const).map(loadHighlighter)));

const kinds = (code: string, language: "python" | "javascript" | "java") =>
  highlight(code, language)
    .filter((t) => t.kind !== "plain")
    .map((t) => `${t.kind}:${t.text}`);

describe("highlight", () => {
  test("the runs are the code, unchanged", () => {
    const code = 'def greet(name):\n    # say hello\n    return f"Hi {name}" * 2\n\nprint(greet("x"))\n';
    expect(
      highlight(code, "python")
        .map((t) => t.text)
        .join(""),
    ).toBe(code);
  });

  test("Python: keywords, comments, strings (triple-quoted too) and numbers", () => {
    expect(kinds('for i in range(10):  # count\n    s = """a\nb"""\n', "python")).toEqual([
      "keyword:for",
      "keyword:in",
      "number:10",
      "comment:# count",
      'string:"""a\nb"""',
    ]);
  });

  test("a keyword inside a string or a comment is not a keyword", () => {
    expect(kinds("x = 'if while' # return", "python")).toEqual(["string:'if while'", "comment:# return"]);
  });

  test("JavaScript: template literals and block comments", () => {
    expect(kinds("const s = `a ${1}`; /* if */ return 2;", "javascript")).toEqual([
      "keyword:const",
      "string:`a ${1}`",
      "comment:/* if */",
      "keyword:return",
      "number:2",
    ]);
  });

  test("Java: a // comment ends at the line; Python's # is not a Java comment", () => {
    expect(kinds('public class Main { // x\n  int n = 3; String s = "#";\n}', "java")).toEqual([
      "keyword:public",
      "keyword:class",
      "comment:// x",
      "keyword:int",
      "number:3",
      'string:"#"',
    ]);
  });

  test("an unterminated string runs to the end of its line", () => {
    expect(kinds('print("oops\nx = 1', "python")).toEqual(['string:"oops', "number:1"]);
    // Each grammar recovers its own way (Java's makes no string of it at all): the next line is code again.
    expect(kinds('String s = "oops;\nint n = 2;', "java")).toEqual(['string:"oops;', "keyword:int", "number:2"]);
    expect(kinds("let s = 'oops;\nreturn 2;", "javascript")).toEqual(["keyword:let", "string:'oops;", "keyword:return", "number:2"]);
  });

  test("an open block comment, text block or template literal runs to the end", () => {
    expect(kinds("int a; /* x {\nint b;", "java")).toEqual(["keyword:int", "comment:/* x {\nint b;"]);
    expect(kinds('String t = """\n  {', "java")).toEqual(['string:"""\n  {']);
    expect(kinds("a = `x ${1}\n(b", "javascript")).toEqual(["string:`x ${1}\n(b"]);
  });

  test("50 KB of code that does not parse is highlighted within a bounded time, and the runs are still the code", () => {
    const code = "class A{".repeat(6250);
    const t0 = performance.now();
    const runs = highlight(code, "java");
    expect(performance.now() - t0).toBeLessThan(500);
    expect(runs.map((t) => t.text).join("")).toBe(code);
  });
});

test("the preview has the editor's height: 140 px minimum, 20 px a line, 480 px at most", () => {
  expect(editorHeight("x")).toBe(140);
  expect(editorHeight(Array(10).fill("x").join("\n"))).toBe(240);
  expect(editorHeight(Array(100).fill("x").join("\n"))).toBe(480);
});
