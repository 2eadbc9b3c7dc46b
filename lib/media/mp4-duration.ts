// The length of an MP4 (ISO BMFF) video, read from its movie header (moov/mvhd): no decoder needed. The seed
// states its courses' durations from the lecture videos it serves, so the enrol page's figure is true.
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const find = (start: number, end: number, type: string): { body: number; end: number } | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      const name = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return null;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return null;
      if (name === type) return { body: at + header, end: at + size };
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.length, "moov");
  const mvhd = moov && find(moov.body, moov.end, "mvhd");
  if (!mvhd || mvhd.body + 32 > mvhd.end) return null;
  const version = bytes[mvhd.body]!;
  const timescale = view.getUint32(mvhd.body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.body + 24)) : view.getUint32(mvhd.body + 16);
  return timescale > 0 ? duration / timescale : null;
}

/** A course's length as the enrol page shows it: "1 min 12 s", "48 min", "2 h 5 min". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return m < 10 && r > 0 ? `${m} min ${r} s` : `${Math.round(s / 60)} min`;
}
