// The offline code checker behind the lab help box: it reports only provable problems, so the seed's own
// (correct) lab code must pass clean, and each kind of slip must be found on its line.
import { LABS } from "../../prisma/seed/catalogue";
import { staticCheck } from "../../lib/server/labs/static-check";
import { findJavaEntry } from "../../lib/server/labs/java/find-main-class";

describe("staticCheck", () => {
  it.each(LABS.flatMap((lab) => lab.cells.map((c, i) => [`${lab.title} cell ${i + 1}`, lab.language, c.code] as const)))(
    "finds nothing in the seed's %s",
    (_name, language, code) => {
      expect(staticCheck(code, language)).toEqual([]);
    },
  );

  it.each([
    ["python", "print('a'))\n", 1, "')' has no matching '('"],
    ["python", "x = [1, 2\ny = 3\n", 1, "'[' is never closed"],
    ["python", "while x < 3\n    x += 1\n", 1, "must end with ':'"],
    ["python", "def f():\n    print 'hi'\n", 2, "print needs parentheses"],
    ["python", "if x:\n \tprint(x)\n", 2, "mixes tabs and spaces"],
    ["javascript", "function f() {\n  return (1;\n}\n", 3, "'}' closes the '(' opened on line 2"],
    ["java", "public class Main {\n  public static void main(String[] a) {\n  }\n", 1, "'{' is never closed"],
  ] as const)("%s: %p → line %p", (language, code, line, message) => {
    const findings = staticCheck(code, language);
    expect(findings[0]).toEqual({ line, message: expect.stringContaining(message) });
  });

  it("does not flag a multi-line condition, a one-line block or brackets in strings", () => {
    expect(staticCheck("if (a and\n    b):\n    pass\nif x: print(x)\ns = ')'\n", "python")).toEqual([]);
    expect(staticCheck("String s = \"}\"; char c = '{'; /* ) */", "java")).toEqual([]);
    expect(staticCheck('String t = """\n  ) {\n  """;\n', "java")).toEqual([]);
    expect(staticCheck("const r = /\\(+/; const t = `a ${'('}`; // )\n", "javascript")).toEqual([]);
    expect(staticCheck("s = f'{x}' + r'(' + '''\n]'''\n", "python")).toEqual([]);
  });

  it("an unterminated string ends at its line: the brackets after it are still checked", () => {
    expect(staticCheck('System.out.println("a);\nint x = (1;\n', "java")[0]).toEqual({ line: 2, message: expect.stringContaining("'(' is never closed") });
  });
});

describe("findJavaEntry on the seed's Java labs", () => {
  it("finds Main in every seed cell", () => {
    for (const lab of LABS.filter((l) => l.language === "java")) {
      for (const c of lab.cells) expect(findJavaEntry(c.code)).toEqual({ fileName: "Main.java", mainClass: "Main" });
    }
  });
});
