// Parses a single-range HTTP Range header (RFC 9110 §14.1.2) against a file size.
// Returns null for "serve the whole file" (no header, another unit, several ranges, or junk — all of
// which a server may ignore), or the inclusive range, or "unsatisfiable" (→ 416).
export type ByteRange = { start: number; end: number };

export function parseByteRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, first, last] = m;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
