// What a file is, from its first bytes (never from its name or the type the browser claims).
export type Sniffed = { type: "mp4" | "webm" | "png" | "jpeg" | "webp" | "gif" | "zip"; mime: string } | null;

/** Bytes to read from the start of a file for sniff(). */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString("latin1");

export function sniff(head: Buffer): Sniffed {
  // ISO base media (MP4): a box whose type is "ftyp" first, with a brand a browser plays.
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |M4A |mp71|MSNV|f4v |3gp[4-9]|qt  )$/.test(brand) || /^(iso|mp4|avc)/.test(brand)) {
      return { type: "mp4", mime: "video/mp4" };
    }
  }
  // Matroska/WebM: an EBML header whose DocType is "webm" (plain Matroska is not played by every browser).
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    if (head.includes(Buffer.from([0x42, 0x82])) && head.includes(Buffer.from("webm", "latin1"))) return { type: "webm", mime: "video/webm" };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { type: "png", mime: "image/png" };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { type: "jpeg", mime: "image/jpeg" };
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { type: "webp", mime: "image/webp" };
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return { type: "gif", mime: "image/gif" };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return { type: "zip", mime: "application/zip" };
  return null;
}
