"use client";
// A Python cell's turtle graphics (import turtle), drawn as SVG in the cell's output area once the cell has run:
// lines, filled shapes, dots, text, stamps, and each visible turtle as an arrow where it ended.
import { pathData, type TurtleDrawing, type TurtleMarker } from "@/lib/labs/turtle-drawing";
import { texts } from "./texts";

/** The classic turtle arrow, pointing east before it is turned to its heading (SVG turns clockwise: minus). */
function Arrow({ x, y, h, fill, stroke }: { x: number; y: number; h: number; fill: string; stroke: string }) {
  return <path d="M 9 0 L -5 -5 L -3 0 L -5 5 Z" transform={`translate(${x} ${-y}) rotate(${-h})`} fill={fill} stroke={stroke} strokeWidth={1} />;
}

function Drawing({ cell, index, drawing }: { cell: number; index: number; drawing: TurtleDrawing }) {
  const { box } = drawing;
  const marker = (t: TurtleMarker, i: number) => <Arrow key={`turtle-${i}`} x={t.x} y={t.y} h={t.h} fill={t.c} stroke={t.c} />;
  return (
    <svg
      role="img"
      aria-label={texts.turtleDrawing(cell, index + 1)}
      data-testid={`turtle-${cell}`}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio="xMidYMid meet"
      className="mx-auto block max-h-[480px] w-full"
      style={{ aspectRatio: `${box.width} / ${box.height}`, background: drawing.bg }}
    >
      {drawing.items.map((item, i) => {
        switch (item.t) {
          case "line":
            return <path key={i} d={pathData(item.pts)} fill="none" stroke={item.c} strokeWidth={item.w} strokeLinecap="round" strokeLinejoin="round" />;
          case "fill":
            return <path key={i} d={pathData(item.pts, true)} fill={item.c} fillRule="evenodd" stroke="none" />;
          case "dot":
            return <circle key={i} cx={item.x} cy={-item.y} r={item.r} fill={item.c} />;
          case "text":
            return (
              <text
                key={i}
                x={item.x}
                y={-item.y}
                fill={item.c}
                fontSize={item.size}
                textAnchor={item.align === "left" ? "start" : item.align === "center" ? "middle" : "end"}
              >
                {item.s}
              </text>
            );
          case "stamp":
            return <Arrow key={i} x={item.x} y={item.y} h={item.h} fill={item.c} stroke={item.o} />;
        }
      })}
      {drawing.turtles.map(marker)}
    </svg>
  );
}

export function TurtleArea({ cell, drawings }: { cell: number; drawings: TurtleDrawing[] }) {
  if (drawings.length === 0) return null;
  return (
    <figure aria-label={texts.turtleArea(cell)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      {drawings.map((d, i) => (
        <Drawing key={i} cell={cell} index={i} drawing={d} />
      ))}
    </figure>
  );
}
