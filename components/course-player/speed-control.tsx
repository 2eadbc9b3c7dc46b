"use client";
import { useId } from "react";
import { SPEEDS } from "./use-video-session";
import { texts } from "./texts";

export function SpeedControl({ rate, onChange, tone = "light" }: { rate: number; onChange: (r: number) => void; tone?: "light" | "dark" }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={tone === "dark" ? "text-indigo-100" : "text-ink-700"}>
        {texts.speed}
      </label>
      <select
        id={id}
        value={rate}
        onChange={(e) => onChange(Number(e.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-ink-900"
      >
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
    </div>
  );
}
