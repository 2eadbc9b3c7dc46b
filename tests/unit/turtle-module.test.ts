// Our turtle module (lib/client/labs/python/turtle-module.ts) run by CPython, as Pyodide runs it in the lab, and
// the page's reading of what it recorded (lib/labs/turtle-drawing.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TURTLE_SOURCE } from "@/lib/client/labs/python/turtle-module";
import { parseTurtleDrawing, pathData } from "@/lib/labs/turtle-drawing";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "turtle-"));
  writeFileSync(path.join(dir, "turtle.py"), TURTLE_SOURCE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the learner's program (our module first on the path, ahead of CPython's Tk one); returns each cell's drawing. */
function draw(...cells: string[]): (string | null)[] {
  const program = [
    "import sys, json",
    `sys.path.insert(0, ${JSON.stringify(dir)})`,
    "out = []",
    ...cells.flatMap((c) => [`exec(compile(${JSON.stringify(c)}, "<cell>", "exec"), globals())`, "import turtle as _t", "out.append(_t._labs_take_drawing())"]),
    "print(json.dumps(out))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", program], { encoding: "utf8" })) as (string | null)[];
}

describe("turtle graphics in the Python labs", () => {
  it("records a square drawn the usual way, with the turtle's final place", () => {
    const [json] = draw("import turtle\nt = turtle.Turtle()\nt.color('red')\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\nturtle.done()");
    const drawing = parseTurtleDrawing(json!)!;
    expect(drawing.items).toEqual([
      {
        t: "line",
        c: "red",
        w: 1,
        pts: [
          [0, 0],
          [100, 0],
          [100, 100],
          [0, 100],
          [0, 0],
        ],
      },
    ]);
    expect(drawing.turtles).toEqual([{ x: 0, y: 0, h: 0, c: "red" }]);
    // The picture holds the square (y up in turtle, down in SVG) with room around it.
    expect(drawing.box.x).toBeLessThan(0);
    expect(drawing.box.y).toBeLessThan(-100);
    expect(drawing.box.x + drawing.box.width).toBeGreaterThan(100);
    expect(
      pathData([
        [0, 0],
        [100, 50],
      ]),
    ).toBe("M 0 0 L 100 -50");
  });

  it("module-level calls, pen up, fills under the lines, dots, text, circles and RGB colours", () => {
    const [json] = draw(
      [
        "from turtle import *",
        "speed(0)",
        "bgcolor('black')",
        "penup(); goto(-50, 0); pendown()",
        "color('yellow', (1.0, 0.5, 0))",
        "begin_fill()",
        "circle(40)",
        "end_fill()",
        "dot(10, 'blue')",
        "write('Hi', font=('Arial', 16, 'normal'))",
        "hideturtle()",
        "done()",
      ].join("\n"),
    );
    const drawing = parseTurtleDrawing(json!)!;
    expect(drawing.bg).toBe("black");
    expect(drawing.items.map((i) => i.t)).toEqual(["fill", "line", "dot", "text"]);
    const [fill, line] = drawing.items;
    expect(fill).toMatchObject({ t: "fill", c: "#ff8000" });
    // Python's turtle draws circle(40) as a polygon of 1 + int(min(11 + 40/6, 59)) = 18 sides, back where it began.
    expect(line).toMatchObject({ t: "line", c: "yellow" });
    const pts = (line as { pts: [number, number][] }).pts;
    expect(pts).toHaveLength(19);
    expect(pts[0]).toEqual([-50, 0]);
    expect(pts[18]![0]).toBeCloseTo(-50, 1);
    expect(pts[18]![1]).toBeCloseTo(0, 1);
    expect(Math.max(...pts.map((p) => p[1]))).toBeCloseTo(80, 0);
    expect(drawing.items[2]).toEqual({ t: "dot", x: -50, y: 0, r: 5, c: "blue" });
    expect(drawing.items[3]).toMatchObject({ t: "text", s: "Hi", size: 16, c: "yellow" });
    expect(drawing.turtles).toEqual([]);
  });

  it("each cell shows its own drawing; a turtle kept in a variable carries on from where it stopped", () => {
    const [first, second, third] = draw("import turtle\nt = turtle.Turtle()\nt.forward(50)", "t.left(90)\nt.forward(20)", "x = 1");
    expect(parseTurtleDrawing(first!)!.items).toEqual([
      {
        t: "line",
        c: "black",
        w: 1,
        pts: [
          [0, 0],
          [50, 0],
        ],
      },
    ]);
    expect(parseTurtleDrawing(second!)!.items).toEqual([
      {
        t: "line",
        c: "black",
        w: 1,
        pts: [
          [50, 0],
          [50, 20],
        ],
      },
    ]);
    expect(third).toBeNull();
  });

  it("refuses bad colours as Python's turtle does, and the page drops what is not a drawing", () => {
    expect(() => draw("import turtle\nturtle.color('not a colour')")).toThrow(/TurtleGraphicsError: bad color string/);
    expect(parseTurtleDrawing("nonsense")).toBeNull();
    const forged = parseTurtleDrawing(
      JSON.stringify({
        bg: "url(x)",
        items: [
          {
            t: "line",
            pts: [
              [0, 0],
              [1, 1],
            ],
            c: "red;stroke:url(evil)",
          },
          { t: "script" },
        ],
        turtles: [],
      }),
    )!;
    expect(forged.bg).toBe("white");
    expect(forged.items).toEqual([
      {
        t: "line",
        pts: [
          [0, 0],
          [1, 1],
        ],
        c: "black",
        w: 1,
      },
    ]);
  });
});
