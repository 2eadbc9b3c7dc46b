// Dates, percentages and the school year as the teacher's screens show them (Indian English, the product's locale).
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatTime = (ms: number) => timeFormat.format(new Date(ms));

/** A whole or one-decimal percentage: 37.5 → "37.5%", 40 → "40%". */
export function formatPercent(n: number): string {
  return `${Math.round(n * 10) / 10}%`;
}

/** The school year in progress (Indian schools start in April): "2026-27". */
export function currentSchoolYear(now = new Date()): string {
  const start = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A date input's value (yyyy-mm-dd) as the end of that day in the teacher's time zone, in ISO 8601. */
export function endOfDay(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59).toISOString();
}

/** Whole seconds from `iso` to `now` (never negative: clocks drift). */
export function secondsSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
}
