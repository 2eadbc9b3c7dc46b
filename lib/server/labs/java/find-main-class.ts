// Where a learner's Java program starts. The public class may have any name: javac wants the file named
// after the public top-level type, and `java` needs the (binary) name of the class declaring main.
import "server-only";
import type { SyntaxNode, TreeCursor } from "@lezer/common";
import { parseUntil } from "@/lib/labs/syntax";
import { GRAMMARS, PARSE_BUDGET_MS } from "../syntax";

export type JavaEntry = { fileName: string; mainClass: string };

/** The longest file name (bytes) Linux file systems take: a class whose file would be longer cannot run here. */
export const FILE_NAME_MAX_BYTES = 255;

/** Whether `name` (a source or class file name) fits in one file name on the host and in the sandbox. */
export const fitsFileName = (name: string) => Buffer.byteLength(name, "utf8") <= FILE_NAME_MAX_BYTES;

const TYPE_DECLARATIONS = new Set(["ClassDeclaration", "InterfaceDeclaration", "EnumDeclaration", "RecordDeclaration", "AnnotationTypeDeclaration"]);

export type Outline = {
  /** The first public top-level type. */
  publicTop: string | null;
  /** The binary name of the first type declaring `static void main(`, in source order. */
  mainClass: string | null;
  /** The first top-level type, and where the code before it ends (the package and imports, or the type before it). */
  firstTop: { name: string; start: number } | null;
};

/**
 * The program's types from the Java grammar's tree (comments, strings and text blocks are never read as code,
 * and broken code still has its declarations). Each type's name is its binary name: nested types are Outer$Inner.
 */
export function javaOutline(code: string): Outline {
  const { tree } = parseUntil(GRAMMARS.java, code, performance.now() + PARSE_BUDGET_MS);
  const outline: Outline = { publicTop: null, mainClass: null, firstTop: null };
  // The enclosing types' names. A cursor walk, no recursion and no SyntaxNode per declaration (each costs the
  // depth of the tree): broken code can nest thousands deep.
  const enclosing: string[] = [];
  const c = tree.cursor();
  for (;;) {
    let descend = true;
    if (TYPE_DECLARATIONS.has(c.name)) {
      const { name, modifiers } = declaration(c);
      if (enclosing.length === 0 && name) {
        if (!outline.firstTop) outline.firstTop = { name, start: endOfCodeBefore(c.node) };
        if (!outline.publicTop && modifiers.has("public")) outline.publicTop = name;
      }
      enclosing.push(name);
      if (c.firstChild()) continue;
      enclosing.pop();
      descend = false;
    } else if (c.name === "MethodDeclaration" && !outline.mainClass && enclosing.some(Boolean)) {
      const { name, modifiers, returnsVoid } = declaration(c);
      if (name === "main" && returnsVoid && modifiers.has("static")) outline.mainClass = enclosing.filter(Boolean).join("$");
    }
    if (descend && c.firstChild()) continue;
    for (;;) {
      if (c.nextSibling()) break;
      if (!c.parent()) return outline;
      if (TYPE_DECLARATIONS.has(c.name)) enclosing.pop();
    }
  }

  /** The name, modifiers and (for a method) void-ness of the declaration at the cursor; leaves the cursor there. */
  function declaration(at: TreeCursor): { name: string; modifiers: Set<string>; returnsVoid: boolean } {
    const found = { name: "", modifiers: new Set<string>(), returnsVoid: false };
    if (!at.firstChild()) return found;
    do {
      if (at.name === "Modifiers") {
        if (at.firstChild()) {
          do found.modifiers.add(at.name);
          while (at.nextSibling());
          at.parent();
        }
      } else if (at.name === "void") found.returnsVoid = true;
      else if (!found.name && (at.name === "Definition" || at.name === "Identifier")) found.name = code.slice(at.from, at.to);
    } while (at.nextSibling());
    at.parent();
    return found;
  }
}

function endOfCodeBefore(node: SyntaxNode): number {
  for (let before = node.prevSibling; before; before = before.prevSibling) {
    if (before.name !== "LineComment" && before.name !== "BlockComment") return before.to;
  }
  return 0;
}

/**
 * Finds the public top-level type (the file name) and the first type declaring `static void main(`
 * (nested types get their binary name, Outer$Inner). Defaults: Main.java and Main.
 * A learner's 50 KB source must not hold up the server: the parse has a time budget (PARSE_BUDGET_MS).
 */
export function findJavaEntry(code: string): JavaEntry {
  return entryOf(javaOutline(code));
}

export function entryOf({ publicTop, mainClass }: Outline): JavaEntry {
  return { fileName: `${publicTop ?? "Main"}.java`, mainClass: mainClass ?? publicTop ?? "Main" };
}
