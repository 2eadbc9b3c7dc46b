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

const TYPE_DECL = /\b(class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/y;
const MAIN_DECL = /\bstatic\s+(?:final\s+)?void\s+main\s*\(/y;

/**
 * Finds the public top-level type (the file name) and the first type declaring `static void main(`
 * (nested types get their binary name, Outer$Inner). Defaults: Main.java and Main.
 */
export function findJavaEntry(code: string): JavaEntry {
  const src = blankLiterals(code);
  type Open = { name: string; depth: number };
  const stack: Open[] = [];
  let pending: { name: string; isPublic: boolean } | null = null;
  let publicTop: string | null = null;
  let mainClass: string | null = null;
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
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
    if (!/[A-Za-z_$]/.test(c) || (i > 0 && /[\w$]/.test(src[i - 1]!))) continue;
    TYPE_DECL.lastIndex = i;
    const t = TYPE_DECL.exec(src);
    if (t) {
      // `X.class` and `new Foo() { }` are not declarations; a declaration's keyword is not preceded by '.'.
      const before = src.slice(0, i).trimEnd();
      if (!before.endsWith(".")) {
        const modifiers = before.slice(Math.max(0, before.lastIndexOf(";") + 1, before.lastIndexOf("}") + 1, before.lastIndexOf("{") + 1));
        pending = { name: t[2]!, isPublic: /\bpublic\b/.test(modifiers) };
      }
      i = TYPE_DECL.lastIndex - 1;
      continue;
    }
    MAIN_DECL.lastIndex = i;
    if (!mainClass && stack.length && MAIN_DECL.exec(src)) {
      mainClass = stack.map((s) => s.name).join("$");
    }
  }
  const fileName = `${publicTop ?? "Main"}.java`;
  return { fileName, mainClass: mainClass ?? publicTop ?? "Main" };
}
