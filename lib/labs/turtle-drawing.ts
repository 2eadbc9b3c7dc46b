// A Python cell's turtle drawing as the page draws it: the JSON our turtle module records
// (lib/client/labs/python/turtle-module.ts), checked item by item (the learner's code could hand over anything),
// and the box around it, so nothing drawn falls outside the picture. Turtle's y axis points up; SVG's points down.

export type TurtleItem =
  | { t: "line"; pts: [number, number][]; c: string; w: number }
  | { t: "fill"; pts: [number, number][]; c: string }
  | { t: "dot"; x: number; y: number; r: number; c: string }
  | { t: "text"; x: number; y: number; s: string; c: string; size: number; align: "left" | "center" | "right" }
  | { t: "stamp"; x: number; y: number; h: number; c: string; o: string };

export type TurtleMarker = { x: number; y: number; h: number; c: string };

export type TurtleDrawing = { bg: string; items: TurtleItem[]; turtles: TurtleMarker[]; box: { x: number; y: number; width: number; height: number } };

const COLOR = /^(?:[a-z]{1,30}|#[0-9a-f]{3}|#[0-9a-f]{6})$/;
const color = (v: unknown, fallback: string) => (typeof v === "string" && COLOR.test(v) ? v : fallback);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const points = (v: unknown): [number, number][] =>
  Array.isArray(v)
    ? v.flatMap((p) => {
        const x = Array.isArray(p) ? num(p[0]) : null;
        const y = Array.isArray(p) ? num(p[1]) : null;
        return x !== null && y !== null ? [[x, y] as [number, number]] : [];
      })
    : [];

function item(raw: unknown): TurtleItem | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const x = num(r.x);
  const y = num(r.y);
  switch (r.t) {
    case "line": {
      const pts = points(r.pts);
      return pts.length >= 2 ? { t: "line", pts, c: color(r.c, "black"), w: Math.min(Math.max(num(r.w) ?? 1, 0.1), 100) } : null;
    }
    case "fill": {
      const pts = points(r.pts);
      return pts.length >= 3 ? { t: "fill", pts, c: color(r.c, "black") } : null;
    }
    case "dot":
      return x !== null && y !== null ? { t: "dot", x, y, r: Math.min(Math.max(num(r.r) ?? 2, 0.5), 500), c: color(r.c, "black") } : null;
    case "text": {
      const align = r.align === "center" || r.align === "right" ? r.align : "left";
      return x !== null && y !== null && typeof r.s === "string"
        ? { t: "text", x, y, s: r.s.slice(0, 500), c: color(r.c, "black"), size: Math.min(Math.max(num(r.size) ?? 8, 4), 96), align }
        : null;
    }
    case "stamp":
      return x !== null && y !== null ? { t: "stamp", x, y, h: num(r.h) ?? 0, c: color(r.c, "black"), o: color(r.o, "black") } : null;
    default:
      return null;
  }
}

/** Space around the drawing, and the smallest picture (a single dot still gets room). */
const MARGIN = 20;
const MIN_SIDE = 200;

/** The drawing the JSON describes, or null when it is not one (or draws nothing). */
export function parseTurtleDrawing(json: string): TurtleDrawing | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const items = (Array.isArray(r.items) ? r.items : []).map(item).filter((i): i is TurtleItem => i !== null);
  const turtles = (Array.isArray(r.turtles) ? r.turtles : []).flatMap((t): TurtleMarker[] => {
    const m = (t ?? {}) as Record<string, unknown>;
    const x = num(m.x);
    const y = num(m.y);
    return x !== null && y !== null ? [{ x, y, h: num(m.h) ?? 0, c: color(m.c, "black") }] : [];
  });
  if (items.length === 0 && turtles.length === 0) return null;
  // The box in SVG's coordinates (y flipped).
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const include = (x: number, y: number, pad = 0) => {
    minX = Math.min(minX, x - pad);
    maxX = Math.max(maxX, x + pad);
    minY = Math.min(minY, -y - pad);
    maxY = Math.max(maxY, -y + pad);
  };
  for (const i of items) {
    if (i.t === "line" || i.t === "fill") for (const [x, y] of i.pts) include(x, y, i.t === "line" ? i.w / 2 : 0);
    else if (i.t === "dot") include(i.x, i.y, i.r);
    else if (i.t === "text") {
      include(i.x, i.y + i.size, 0);
      include(i.x + (i.align === "left" ? 1 : i.align === "center" ? 0.5 : 0) * i.s.length * i.size * 0.6, i.y);
      if (i.align !== "left") include(i.x - (i.align === "center" ? 0.5 : 1) * i.s.length * i.size * 0.6, i.y);
    } else include(i.x, i.y, 10);
  }
  for (const t of turtles) include(t.x, t.y, 10);
  let width = maxX - minX + 2 * MARGIN;
  let height = maxY - minY + 2 * MARGIN;
  let x = minX - MARGIN;
  let y = minY - MARGIN;
  if (width < MIN_SIDE) {
    x -= (MIN_SIDE - width) / 2;
    width = MIN_SIDE;
  }
  if (height < MIN_SIDE) {
    y -= (MIN_SIDE - height) / 2;
    height = MIN_SIDE;
  }
  return { bg: color(r.bg, "white"), items, turtles, box: { x, y, width, height } };
}

/** An SVG path through the points, y flipped ("M 0 0 L 100 -0"). */
export function pathData(pts: [number, number][], close = false): string {
  const d = pts.map(([x, y], i) => `${i === 0 ? "M" : "L"} ${x} ${-y}`).join(" ");
  return close ? `${d} Z` : d;
}
