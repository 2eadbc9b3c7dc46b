// The learner's source as Piston's java package needs it. That package (engineer-man/piston,
// packages/java/15.0.2/run: `mv $1 $1.java; java $1.java "$@"`) has no compile stage: it starts the JDK's
// single-file source launcher, which appends ".java" to the file name itself and runs the FIRST top-level class
// in the file (piston issue #266: a helper class above Main fails with "can't find main(String[]) method").
// The local runner runs whichever class declares main, so when that is not the first class a one-line launcher
// class goes in front of the first one, on the same line: line numbers in compiler messages and stack traces stay.
import { entryOf, javaOutline } from "./find-main-class";

export const LAUNCHER_CLASS = "$LearnHubMain";

/** The file to send: named after the public class (without ".java", which the package adds) and runnable by the launcher. */
export function pistonSource(code: string): { name: string; content: string } {
  const outline = javaOutline(code);
  const { fileName, mainClass } = entryOf(outline);
  const name = fileName.replace(/\.java$/, "");
  const first = outline.firstTop;
  if (!first || !outline.mainClass || first.name === mainClass) return { name, content: code };
  const launcher = `class ${LAUNCHER_CLASS} { public static void main(String[] args) throws Throwable { ${mainClass.replace(/\$/g, ".")}.main(args); } } `;
  return { name, content: `${code.slice(0, first.start)}${launcher}${code.slice(first.start)}` };
}
