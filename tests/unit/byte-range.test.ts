import { parseByteRange } from "../../lib/server/media/byte-range";

describe("parseByteRange", () => {
  it.each([
    [null, null],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=99999999-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=50-10", null],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    ["bytes=-", null],
    ["bytes=abc-", null],
  ])("%s on a 1000-byte file → %j", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it("cannot satisfy any range of an empty file", () => {
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-1", 0)).toBe("unsatisfiable");
  });
});
