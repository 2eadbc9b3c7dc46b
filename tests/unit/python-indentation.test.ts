// Issue 24 row 5: Save Code's review names a Python program's indentation errors (the ones that stop it before it
// runs), where Python would, and says nothing about code Python reads fine.
import { indentationFindings } from "../../lib/server/labs/python-indentation";

describe("indentationFindings", () => {
  it("finds a block that is not indented after a line ending with ':'", () => {
    expect(indentationFindings("marks = [1, 2]\nfor m in marks:\nprint(m)\n")).toEqual([
      { line: 3, message: "must be indented: line 2 ends with ':', so the lines of its block go 4 spaces further in than it." },
    ]);
  });
  it("finds a line indented for no block", () => {
    expect(indentationFindings('name = "Asha"\n    print(name)\n')).toEqual([
      { line: 2, message: "is indented, but no line above it ends with ':' to start a block. Move it back in line with the line above." },
    ]);
  });
  it("finds a line going back to a level no block uses", () => {
    expect(indentationFindings("if True:\n    x = 1\n  y = 2\n")[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^goes back to an indentation/) });
  });
  it("finds a ':' with nothing after it", () => {
    expect(indentationFindings("def greet():\n")).toEqual([{ line: 1, message: expect.stringMatching(/no indented line follows/) }]);
  });
  it("reads continuation lines, strings and comments as Python does", () => {
    const fine = [
      "total = (1 +",
      "         2)",
      'text = """',
      "  not code:",
      '"""',
      "# a comment:",
      "if total > 2 and \\",
      "        total < 5:",
      "    print(total)",
      "else:",
      "    for i in range(2):",
      "",
      "        print(i)  # done:",
      "print('end')",
      "if total: print('one line')",
    ].join("\n");
    expect(indentationFindings(fine)).toEqual([]);
  });
});
