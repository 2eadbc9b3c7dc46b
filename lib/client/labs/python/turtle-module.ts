// Turtle graphics for the Python labs: Python's turtle draws in a Tk window, which Pyodide leaves out ("import turtle"
// failed with a pointer to Pyodide's docs). This pure-Python module of ours records the drawing; the worker installs
// it (installTurtle) and hands each cell's drawing to the page (takeTurtleDrawing), which draws it as SVG in the
// cell's output area (components/labs/turtle-drawing.tsx). tests/unit/turtle-module.test.ts runs it with CPython.

/** Where the module lives in Pyodide's file system (added to sys.path, after the standard library). */
export const TURTLE_DIR = "/labs/modules";

export const TURTLE_SOURCE = String.raw`"""Turtle graphics for LearnHub's Python labs.

Python's own turtle module draws in a Tk window, which a lab in the browser does not have (Pyodide leaves it out).
This one keeps the usual names (Turtle(), Screen(), forward, left, penup, goto, color, circle, begin_fill, dot,
write, speed, done...) and records what is drawn; after the cell has run, the lab draws it in the cell's output
area. Nothing is animated: the drawing appears whole when the cell ends.
"""

import json
import math
import re
import weakref

__all__ = ["Turtle", "RawTurtle", "Pen", "Screen", "Vec2D", "Terminator", "TurtleGraphicsError"]

# A drawing larger than this many points is refused: it would take the page a long time to show.
_MAX_POINTS = 100_000


class Terminator(Exception):
    pass


class TurtleGraphicsError(Exception):
    pass


class Vec2D(tuple):
    """A 2D point, as turtle.pos() returns it."""

    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __mul__(self, other):
        if isinstance(other, Vec2D):
            return self[0] * other[0] + self[1] * other[1]
        return Vec2D(self[0] * other, self[1] * other)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec2D(-self[0], -self[1])

    def __abs__(self):
        return math.hypot(self[0], self[1])

    def __repr__(self):
        return "(%.2f,%.2f)" % self


_items = []  # what was drawn since the last cell ended, in drawing order
_all = weakref.WeakSet()  # every turtle made (a cell's variables keep theirs)
_points = 0
_active = []  # turtles used since then (their final place and heading are drawn too)
_colormode = 1.0
_bg = "white"
_pen = None
_screen = None

_COLOR_NAME = re.compile(r"^[A-Za-z]{1,30}$")
_COLOR_HEX = re.compile(r"^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$")


def _color(args):
    """One colour from turtle's ways of giving it: "red", "#ff0000", (1.0, 0, 0), or 1.0, 0, 0."""
    if len(args) == 1:
        args = args[0]
        if isinstance(args, str):
            if _COLOR_NAME.match(args) or _COLOR_HEX.match(args):
                return args.lower()
            raise TurtleGraphicsError("bad color string: %s" % args)
    try:
        r, g, b = args
        values = [float(v) for v in (r, g, b)]
    except (TypeError, ValueError):
        raise TurtleGraphicsError("bad color arguments: %s" % (args,))
    top = 1.0 if _colormode == 1.0 else 255
    if not all(0 <= v <= top for v in values):
        raise TurtleGraphicsError("bad color sequence: %s" % (args,))
    ints = [round(v * 255 / top) for v in values]
    return "#%02x%02x%02x" % tuple(ints)


def _count(n):
    global _points
    _points += n
    if _points > _MAX_POINTS:
        raise TurtleGraphicsError(
            "The drawing has more than %d points, more than the lab shows. Draw fewer or larger steps." % _MAX_POINTS
        )


_SPEEDS = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}


class _Screen:
    def bgcolor(self, *args):
        global _bg
        if not args:
            return _bg
        _bg = _color(args)

    def colormode(self, cmode=None):
        global _colormode
        if cmode is None:
            return _colormode
        if cmode not in (1.0, 255):
            raise TurtleGraphicsError("colormode must be 1.0 or 255")
        _colormode = 255 if cmode == 255 else 1.0

    def turtles(self):
        return list(_active)

    def window_width(self):
        return 640

    def window_height(self):
        return 480

    def tracer(self, n=None, delay=None):
        return 1 if n is None else None

    def delay(self, delay=None):
        return 0 if delay is None else None

    def clear(self):
        _items.clear()

    clearscreen = clear

    def reset(self):
        for t in list(_active):
            t.reset()

    resetscreen = reset

    # A window's calls: there is no window, so they do nothing.
    def _nothing(self, *args, **kwargs):
        return None

    title = setup = screensize = update = mainloop = done = exitonclick = bye = listen = _nothing
    onkey = onkeypress = onkeyrelease = onclick = onscreenclick = ontimer = register_shape = addshape = _nothing


def Screen():
    global _screen
    if _screen is None:
        _screen = _Screen()
    return _screen


class Turtle:
    def __init__(self, shape="classic", undobuffersize=1000, visible=True):
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._down = True
        self._pencolor = "black"
        self._fillcolor = "black"
        self._width = 1
        self._visible = visible
        self._line = None
        self._fill = None
        self._speed = 3
        self._mine = []
        _all.add(self)
        if self not in _active:
            _active.append(self)

    # Drawing.
    def _add(self, item):
        _items.append(item)
        self._mine.append(item)
        if self not in _active:
            _active.append(self)

    def _move(self, x, y):
        x, y = float(x), float(y)
        if self._down:
            if self._line is None:
                self._line = {"t": "line", "pts": [[self._x, self._y]], "c": self._pencolor, "w": self._width}
                self._add(self._line)
                _count(1)
            self._line["pts"].append([x, y])
            _count(1)
        if self._fill is not None:
            self._fill["pts"].append([x, y])
            _count(1)
        self._x, self._y = x, y
        if self not in _active:
            _active.append(self)

    def _break(self):
        self._line = None

    def forward(self, distance):
        a = math.radians(self._heading)
        self._move(self._x + distance * math.cos(a), self._y + distance * math.sin(a))

    fd = forward

    def back(self, distance):
        self.forward(-distance)

    bk = backward = back

    def left(self, angle):
        self._heading = (self._heading + angle) % 360

    lt = left

    def right(self, angle):
        self.left(-angle)

    rt = right

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move(x, y)

    setpos = setposition = goto

    def setx(self, x):
        self._move(x, self._y)

    def sety(self, y):
        self._move(self._x, y)

    def setheading(self, to_angle):
        self._heading = to_angle % 360

    seth = setheading

    def home(self):
        self.goto(0, 0)
        self.setheading(0)

    def circle(self, radius, extent=None, steps=None):
        # The polygon Python's turtle draws for a circle (turtle.py, RawTurtle.circle).
        if extent is None:
            extent = 360
        if steps is None:
            frac = abs(extent) / 360
            steps = 1 + int(min(11 + abs(radius) / 6.0, 59.0) * frac)
        w = 1.0 * extent / steps
        w2 = 0.5 * w
        length = 2.0 * radius * math.sin(math.radians(w2))
        if radius < 0:
            length, w, w2 = -length, -w, -w2
        self.left(w2)
        for _ in range(steps):
            self.forward(length)
            self.left(w)
        self.left(-w2)

    def dot(self, size=None, *color):
        if size is not None and not isinstance(size, (int, float)):
            color, size = (size,) + color, None
        if size is None:
            size = max(self._width + 4, 2 * self._width)
        c = _color(color) if color else self._pencolor
        self._add({"t": "dot", "x": self._x, "y": self._y, "r": size / 2, "c": c})
        _count(1)

    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        size = font[1] if isinstance(font, (tuple, list)) and len(font) > 1 and isinstance(font[1], (int, float)) else 8
        anchor = align if align in ("left", "center", "right") else "left"
        self._add({"t": "text", "x": self._x, "y": self._y, "s": str(arg)[:500], "c": self._pencolor, "size": size, "align": anchor})
        _count(1)

    def stamp(self):
        self._add({"t": "stamp", "x": self._x, "y": self._y, "h": self._heading, "c": self._fillcolor, "o": self._pencolor})
        _count(1)
        return len(_items)

    def clearstamp(self, stampid):
        pass

    def clearstamps(self, n=None):
        pass

    # Fills: the shape is drawn under the lines drawn after begin_fill, as in Python's turtle.
    def begin_fill(self):
        self._fill = {"t": "fill", "pts": [[self._x, self._y]], "c": self._fillcolor, "done": False}
        self._add(self._fill)
        self._break()

    def end_fill(self):
        if self._fill is not None:
            self._fill["done"] = True
            self._fill = None

    def filling(self):
        return self._fill is not None

    # The pen.
    def penup(self):
        self._down = False
        self._break()

    pu = up = penup

    def pendown(self):
        self._down = True

    pd = down = pendown

    def isdown(self):
        return self._down

    def pensize(self, width=None):
        if width is None:
            return self._width
        self._width = width
        self._break()

    width = pensize

    def pencolor(self, *args):
        if not args:
            return self._pencolor
        self._pencolor = _color(args)
        self._break()

    def fillcolor(self, *args):
        if not args:
            return self._fillcolor
        self._fillcolor = _color(args)
        if self._fill is not None:
            self._fill["c"] = self._fillcolor

    def color(self, *args):
        if not args:
            return self._pencolor, self._fillcolor
        if len(args) == 2 and not all(isinstance(a, (int, float)) for a in args):
            self.pencolor(args[0])
            self.fillcolor(args[1])
        else:
            self.pencolor(*args)
            self.fillcolor(*args)

    def speed(self, speed=None):
        if speed is None:
            return self._speed
        self._speed = _SPEEDS.get(speed, speed) if isinstance(speed, str) else speed

    def hideturtle(self):
        self._visible = False

    ht = hideturtle

    def showturtle(self):
        self._visible = True

    st = showturtle

    def isvisible(self):
        return self._visible

    def shape(self, name=None):
        return "classic" if name is None else None

    def shapesize(self, *args, **kwargs):
        return None

    turtlesize = shapesize

    def degrees(self, fullcircle=360.0):
        pass

    # Where the turtle is.
    def position(self):
        return Vec2D(self._x, self._y)

    pos = position

    def xcor(self):
        return self._x

    def ycor(self):
        return self._y

    def heading(self):
        return self._heading

    def distance(self, x, y=None):
        if y is None:
            x, y = x
        return math.hypot(x - self._x, y - self._y)

    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return math.degrees(math.atan2(y - self._y, x - self._x)) % 360

    def clear(self):
        for item in self._mine:
            if item in _items:
                _items.remove(item)
        self._mine = []
        self._line = None

    def reset(self):
        self.clear()
        self._x = self._y = self._heading = 0.0
        self._down = True
        self._pencolor = self._fillcolor = "black"
        self._width = 1
        self._fill = None

    def getscreen(self):
        return Screen()

    def done(self):
        pass


RawTurtle = Pen = Turtle


def _getpen():
    global _pen
    if _pen is None:
        _pen = Turtle()
    return _pen


def getpen():
    return _getpen()


getturtle = getpen


def _pen_function(name):
    def call(*args, **kwargs):
        return getattr(_getpen(), name)(*args, **kwargs)

    call.__name__ = name
    return call


def _screen_function(name):
    def call(*args, **kwargs):
        return getattr(Screen(), name)(*args, **kwargs)

    call.__name__ = name
    return call


_PEN_NAMES = """forward fd back bk backward left lt right rt goto setpos setposition setx sety setheading seth home
circle dot write stamp clearstamp clearstamps begin_fill end_fill filling penup pu up pendown pd down isdown pensize
width pencolor fillcolor color speed hideturtle ht showturtle st isvisible shape shapesize turtlesize degrees position
pos xcor ycor heading distance towards clear reset""".split()
_SCREEN_NAMES = """bgcolor colormode turtles window_width window_height tracer delay clearscreen resetscreen title setup
screensize update mainloop done exitonclick bye listen onkey onkeypress onkeyrelease onclick onscreenclick ontimer
register_shape addshape""".split()
for _name in _PEN_NAMES:
    globals()[_name] = _pen_function(_name)
for _name in _SCREEN_NAMES:
    globals()[_name] = _screen_function(_name)
__all__ += _PEN_NAMES + _SCREEN_NAMES + ["getpen", "getturtle"]


def _round(v):
    r = round(v, 2)
    return 0.0 if r == 0 else r


def _labs_take_drawing():
    """What was drawn since the last call, as JSON for the lab (None if nothing), then a fresh start."""
    global _points, _pen, _bg
    items = []
    for item in _items:
        if item["t"] == "fill" and not item["done"]:
            continue
        out = {k: v for k, v in item.items() if k != "done"}
        if "pts" in out:
            out["pts"] = [[_round(x), _round(y)] for x, y in out["pts"]]
        for k in ("x", "y", "r", "h"):
            if k in out:
                out[k] = _round(out[k])
        items.append(out)
    turtles = [
        {"x": _round(t._x), "y": _round(t._y), "h": _round(t._heading), "c": t._pencolor}
        for t in _active
        if t._visible
    ]
    drawing = None
    if items or turtles:
        drawing = json.dumps({"bg": _bg, "items": items, "turtles": turtles})
    # The next cell starts a new drawing; a turtle kept in a variable stays where it is, as in a notebook.
    _items.clear()
    _active.clear()
    _points = 0
    _pen = None
    _bg = "white"
    for t in list(_all):
        t._line = None
        t._fill = None
        t._mine = []
    return drawing
`;

type Interpreter = {
  FS: { mkdirTree(path: string): void; writeFile(path: string, data: string): void };
  runPython(code: string, options?: { globals?: unknown }): unknown;
};

/** Makes `import turtle` find our module. */
export function installTurtle(py: Interpreter) {
  py.FS.mkdirTree(TURTLE_DIR);
  py.FS.writeFile(`${TURTLE_DIR}/turtle.py`, TURTLE_SOURCE);
  py.runPython(`import sys\nif ${JSON.stringify(TURTLE_DIR)} not in sys.path:\n    sys.path.append(${JSON.stringify(TURTLE_DIR)})\n`);
}

const TAKE_DRAWING = `
def _labs_turtle_drawing():
    import sys
    take = getattr(sys.modules.get("turtle"), "_labs_take_drawing", None)
    return take() if take else None
_labs_turtle_drawing()
`;

/** What the cell drew with turtle, as JSON (lib/labs/turtle-drawing.ts reads it), or null. */
export function takeTurtleDrawing(py: Interpreter, globals: unknown): string | null {
  const drawing = py.runPython(TAKE_DRAWING, { globals });
  return typeof drawing === "string" ? drawing : null;
}
