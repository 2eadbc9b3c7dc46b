// The learner's source as Piston's java package needs it. That package (engineer-man/piston,
// packages/java/15.0.2/run: `mv $1 $1.java; java $1.java "$@"`) has no compile stage: it starts the JDK's
// single-file source launcher, which appends ".java" to the file name itself and runs the FIRST top-level class
// in the file (piston issue #266: a helper class above Main fails with "can't find main(String[]) method").
// The local runner runs whichever class declares main, so when that is not the first class a one-line launcher
// class goes in front of the first one, on the same line: line numbers in compiler messages and stack traces stay.
import { blankLiterals, findJavaEntry } from "./find-main-class";

export const LAUNCHER_CLASS = "$LearnHubMain";

const TOP_TYPE = /\b(class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/y;
const HAS_MAIN = /\bstatic\s+(?:final\s+)?void\s+main\s*\(/;

/** The first top-level type: its name and where its declaration (modifiers, annotations) begins. */
function firstTopLevelType(src: string): { name: string; start: number } | null {
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === "{") depth++;
    else if (c === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[a-z]/.test(c) && (i === 0 || !/[\w$.@]/.test(src[i - 1]!))) {
      TOP_TYPE.lastIndex = i;
      const m = TOP_TYPE.exec(src);
      if (m) {
        const before = src.slice(0, i);
        return { name: m[2]!, start: Math.max(before.lastIndexOf(";"), before.lastIndexOf("}")) + 1 };
      }
    }
  }
  return null;
}

/** The file to send: named after the public class (without ".java", which the package adds) and runnable by the launcher. */
export function pistonSource(code: string): { name: string; content: string } {
  const { fileName, mainClass } = findJavaEntry(code);
  const name = fileName.replace(/\.java$/, "");
  const src = blankLiterals(code);
  const first = firstTopLevelType(src);
  if (!first || first.name === mainClass || !HAS_MAIN.test(src)) return { name, content: code };
  const launcher = `class ${LAUNCHER_CLASS} { public static void main(String[] args) throws Throwable { ${mainClass.replace(/\$/g, ".")}.main(args); } } `;
  return { name, content: `${code.slice(0, first.start)}${launcher}${code.slice(first.start)}` };
}
