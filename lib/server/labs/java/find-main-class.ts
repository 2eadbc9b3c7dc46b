// Where a learner's Java program starts. The public class may have any name: javac wants the file named
// after the public top-level type, and `java` needs the (binary) name of the class declaring main.

export type JavaEntry = { fileName: string; mainClass: string };

/** The source with comments, string, text-block and char literals blanked out (lengths and newlines kept). */
export function blankLiterals(src: string): string {
  let out = "";
  let i = 0;
  const n = src.length;
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  while (i < n) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === "/" && next === "/") {
      const end = src.indexOf("\n", i);
      const stop = end === -1 ? n : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = src.indexOf("*/", i + 2);
      const stop = end === -1 ? n : end + 2;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (src.startsWith('"""', i)) {
      const end = src.indexOf('"""', i + 3);
      const stop = end === -1 ? n : end + 3;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
      const stop = Math.min(n, j + 1);
      out += blank(src.slice(i, stop));
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// Java identifiers may hold any letter (class Ä is legal): Character.isJavaIdentifierStart / Part, less the
// "ignorable" controls javac drops. Surrogate halves stand in for letters outside the BMP.
const ID_START = String.raw`\p{L}\p{Nl}\p{Sc}\p{Pc}`;
const ID_PART = String.raw`${ID_START}\p{Nd}\p{Mn}\p{Mc}\p{Cf}`;
const ID_PART_CHAR = new RegExp(`[${ID_PART}\\uD800-\\uDFFF]`, "u");
const ID_START_CHAR = new RegExp(`[${ID_START}\\uD800-\\uDFFF]`, "u");
const IDENTIFIER = `[${ID_START}][${ID_PART}]*`;

/** One Java identifier (a simple class name), as javac accepts it. */
export const JAVA_IDENTIFIER = new RegExp(`^${IDENTIFIER}$`, "u");

/** The longest file name (bytes) Linux file systems take: a class whose file would be longer cannot run here. */
export const FILE_NAME_MAX_BYTES = 255;

/** Whether `name` (a source or class file name) fits in one file name on the host and in the sandbox. */
export const fitsFileName = (name: string) => Buffer.byteLength(name, "utf8") <= FILE_NAME_MAX_BYTES;

const TYPE_DECL = new RegExp(`(class|interface|enum|record)\\s+(${IDENTIFIER})`, "uy");
const MAIN_DECL = /\bstatic\s+(?:final\s+)?void\s+main\s*\(/y;

/**
 * Finds the public top-level type (the file name) and the first type declaring `static void main(`
 * (nested types get their binary name, Outer$Inner). Defaults: Main.java and Main.
 * One pass, constant work per character: a learner's 50 KB source must not hold up the server.
 */
export function findJavaEntry(code: string): JavaEntry {
  const src = blankLiterals(code);
  type Open = { name: string; depth: number };
  const stack: Open[] = [];
  let pending: { name: string; isPublic: boolean } | null = null;
  let publicTop: string | null = null;
  let mainClass: string | null = null;
  let depth = 0;
  // Since the last ';', '{' or '}': the modifiers of a declaration that follows. And the last character that is not a space.
  let publicSeen = false;
  let lastNonSpace = "";
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === "{" || c === "}" || c === ";") {
      publicSeen = false;
      lastNonSpace = c;
    }
    if (c === "{") {
      depth++;
      if (pending) {
        stack.push({ name: pending.name, depth });
        if (depth === 1 && pending.isPublic && !publicTop) publicTop = pending.name;
        pending = null;
      }
      continue;
    }
    if (c === "}") {
      if (stack.length && stack[stack.length - 1]!.depth === depth) stack.pop();
      depth = Math.max(0, depth - 1);
      continue;
    }
    const startsWord = ID_START_CHAR.test(c) && !(i > 0 && ID_PART_CHAR.test(src[i - 1]!));
    if (!startsWord) {
      if (!/\s/.test(c)) lastNonSpace = c;
      continue;
    }
    TYPE_DECL.lastIndex = i;
    const t = TYPE_DECL.exec(src);
    if (t) {
      // `X.class` and `new Foo() { }` are not declarations; a declaration's keyword is not preceded by '.'.
      if (lastNonSpace !== ".") pending = { name: t[2]!, isPublic: publicSeen };
      publicSeen = false;
      i = TYPE_DECL.lastIndex - 1;
      lastNonSpace = src[i]!;
      continue;
    }
    if (src.startsWith("public", i) && !ID_PART_CHAR.test(src[i + 6] ?? " ")) publicSeen = true;
    MAIN_DECL.lastIndex = i;
    if (!mainClass && stack.length && MAIN_DECL.exec(src)) {
      mainClass = stack.map((s) => s.name).join("$");
    }
    lastNonSpace = c;
  }
  const fileName = `${publicTop ?? "Main"}.java`;
  return { fileName, mainClass: mainClass ?? publicTop ?? "Main" };
}
