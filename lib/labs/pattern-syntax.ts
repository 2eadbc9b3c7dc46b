// The syntax of an expected-output pattern, read into a tree for lib/labs/pattern-safety.ts: which characters
// each part can match (as code-point ranges), sequences, alternations and repetitions. The pattern has already
// compiled with the "u" flag (compilePattern), so the reader may be lenient: what it does not recognise is
// taken as "any character", which only makes the safety check stricter.

/** A set of code points as sorted, disjoint, inclusive ranges. */
export type CharSet = ReadonlyArray<readonly [number, number]>;

const MAX_CP = 0x10ffff;
export const ANY: CharSet = [[0, MAX_CP]];

function normalise(ranges: Array<[number, number]>): CharSet {
  const sorted = ranges.filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const union = (...sets: CharSet[]): CharSet => normalise(sets.flatMap((s) => s.map(([a, b]) => [a, b] as [number, number])));

function complement(set: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [a, b] of set) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}

export function overlaps(x: CharSet, y: CharSet): boolean {
  for (const [a, b] of x) for (const [c, d] of y) if (a <= d && c <= b) return true;
  return false;
}

const cp = (c: string) => c.codePointAt(0)!;
const single = (c: number): CharSet => [[c, c]];
const DIGIT: CharSet = [[0x30, 0x39]];
const WORD: CharSet = normalise([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
const SPACE: CharSet = normalise([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
const LINE_END: CharSet = normalise([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);
const DOT = complement(LINE_END);
const ASCII_PUNCTUATION: CharSet = normalise([
  [0x21, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
]);
const ALNUM_ANY_SCRIPT = complement(union(SPACE, ASCII_PUNCTUATION, [[0, 0x1f]]));
const LETTERS_OR_NUMBERS = /^(L[ultmo]?|N[dlo]?|Letter|Number|Alphabetic|Alpha|Uppercase|Lowercase|(Script|sc|Script_Extensions|scx)=\w+)$/;

export type RegexNode =
  | { kind: "chars"; set: CharSet }
  | { kind: "empty" } // assertions, lookarounds: match no character
  | { kind: "backref" } // any text, of any length
  | { kind: "seq"; items: RegexNode[] }
  | { kind: "alt"; options: RegexNode[] }
  | { kind: "repeat"; body: RegexNode; min: number; max: number; source: string };

/** A recursive-descent reader for the regular-expression syntax accepted with the "u" flag. */
export class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): RegexNode {
    return this.alternation();
  }

  private peek(): string | undefined {
    return this.src[this.i];
  }

  private alternation(): RegexNode {
    const options = [this.sequence()];
    while (this.peek() === "|") {
      this.i++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: "alt", options };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.i < this.src.length && this.peek() !== "|" && this.peek() !== ")") {
      const start = this.i;
      const atom = this.atom();
      items.push(this.quantified(atom, start));
    }
    return { kind: "seq", items };
  }

  private quantified(atom: RegexNode, start: number): RegexNode {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return atom;
    this.i++;
    if (this.peek() === "?") this.i++; // lazy: the same search, in another order
    return { kind: "repeat", body: atom, min, max, source: this.src.slice(start, this.i) };
  }

  private atom(): RegexNode {
    const c = this.src[this.i++]!;
    if (c === "^" || c === "$") return { kind: "empty" };
    if (c === ".") return { kind: "chars", set: DOT };
    if (c === "[") return { kind: "chars", set: this.charClass() };
    if (c === "(") return this.group();
    if (c === "\\") return this.escape(false);
    const code = this.src.codePointAt(this.i - 1)!;
    if (code > 0xffff) this.i++;
    return { kind: "chars", set: single(code) };
  }

  private group(): RegexNode {
    let lookaround = false;
    if (this.src.startsWith("?:", this.i)) this.i += 2;
    else if (/^\?<?[=!]/.test(this.src.slice(this.i, this.i + 3))) {
      lookaround = true;
      this.i += this.src[this.i + 1] === "<" ? 3 : 2;
    } else if (this.src.startsWith("?<", this.i)) this.i = this.src.indexOf(">", this.i) + 1;
    else if (this.peek() === "?") {
      // Modifiers such as (?i:…): skip to the colon.
      const colon = this.src.indexOf(":", this.i);
      this.i = colon < 0 ? this.i : colon + 1;
    }
    const inner = this.alternation();
    if (this.peek() === ")") this.i++;
    // A lookaround matches no character here; what it checks is not repeated by an outer quantifier.
    return lookaround ? { kind: "empty" } : inner;
  }

  /** After a backslash; inClass: inside [...], where \b is a backspace. */
  private escape(inClass: boolean): RegexNode {
    const c = this.src[this.i++];
    switch (c) {
      case "d":
        return { kind: "chars", set: DIGIT };
      case "D":
        return { kind: "chars", set: complement(DIGIT) };
      case "w":
        return { kind: "chars", set: WORD };
      case "W":
        return { kind: "chars", set: complement(WORD) };
      case "s":
        return { kind: "chars", set: SPACE };
      case "S":
        return { kind: "chars", set: complement(SPACE) };
      case "b":
        return inClass ? { kind: "chars", set: single(8) } : { kind: "empty" };
      case "B":
        return { kind: "empty" };
      case "n":
        return { kind: "chars", set: single(10) };
      case "r":
        return { kind: "chars", set: single(13) };
      case "t":
        return { kind: "chars", set: single(9) };
      case "f":
        return { kind: "chars", set: single(12) };
      case "v":
        return { kind: "chars", set: single(11) };
      case "0":
        return { kind: "chars", set: single(0) };
      case "x": {
        const hex = this.src.slice(this.i, this.i + 2);
        this.i += 2;
        return { kind: "chars", set: single(parseInt(hex, 16)) };
      }
      case "u": {
        const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.src.slice(this.i));
        if (braced) {
          this.i += braced[0].length;
          return { kind: "chars", set: single(parseInt(braced[1]!, 16)) };
        }
        const hex = this.src.slice(this.i, this.i + 4);
        this.i += 4;
        return { kind: "chars", set: single(parseInt(hex, 16)) };
      }
      case "c":
        this.i++;
        return { kind: "chars", set: ANY };
      case "p":
      case "P": {
        // Unicode properties: letters and numbers (of any script) hold no space or ASCII punctuation, which
        // is what keeps \p{L}+( \p{L}+)* apart; any other property is taken as any character.
        const close = this.src.indexOf("}", this.i);
        const name = close < 0 ? "" : this.src.slice(this.i + 1, close);
        this.i = close < 0 ? this.i : close + 1;
        return { kind: "chars", set: c === "p" && LETTERS_OR_NUMBERS.test(name) ? ALNUM_ANY_SCRIPT : ANY };
      }
      case "k": {
        const close = this.src.indexOf(">", this.i);
        this.i = close < 0 ? this.i : close + 1;
        return { kind: "backref" };
      }
      default:
        if (c !== undefined && /[1-9]/.test(c)) {
          while (/\d/.test(this.peek() ?? "")) this.i++;
          return { kind: "backref" };
        }
        // An escaped syntax character (\. \( \/ …) stands for itself.
        return { kind: "chars", set: c === undefined ? ANY : single(cp(c)) };
    }
  }

  private classAtom(): CharSet {
    if (this.peek() === "\\") {
      this.i++;
      const node = this.escape(true);
      return node.kind === "chars" ? node.set : ANY;
    }
    const code = this.src.codePointAt(this.i)!;
    this.i += code > 0xffff ? 2 : 1;
    return single(code);
  }

  private charClass(): CharSet {
    const negated = this.peek() === "^";
    if (negated) this.i++;
    const parts: CharSet[] = [];
    while (this.i < this.src.length && this.peek() !== "]") {
      const from = this.classAtom();
      if (this.peek() === "-" && this.src[this.i + 1] !== "]" && from.length === 1 && from[0]![0] === from[0]![1]) {
        this.i++;
        const to = this.classAtom();
        if (to.length === 1 && to[0]![0] === to[0]![1]) {
          parts.push([[from[0]![0], to[0]![0]]]);
          continue;
        }
        parts.push(from, single(cp("-")), to);
        continue;
      }
      parts.push(from);
    }
    this.i++; // "]"
    const set = union(...parts);
    return negated ? complement(set) : set;
  }
}
