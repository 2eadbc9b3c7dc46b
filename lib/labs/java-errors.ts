// A failed Java run in a beginner's words: whether Java could not compile the program (nothing ran) or the program
// compiled, ran and then stopped, and on which line of the learner's file. A Scanner reading past the end of the
// input (java.util.NoSuchElementException) is a program that wanted input it was not given. The server adds these
// words to its answer (lib/server/labs/java/run-java.ts); the lab shows them above Java's own message.

export type JavaFailureKind = "compile" | "runtime" | "limit";

/** The first line javac names: "Main.java:3: error: ';' expected" → 3. */
export function compileErrorLine(compilerOutput: string): number | null {
  const m = /^[^\s:]+\.java:(\d+): error:/m.exec(compilerOutput);
  return m ? Number(m[1]) : null;
}

/** The exception a stack trace starts with ("ArithmeticException: / by zero"), without its package. */
export function exceptionOf(stderr: string): { name: string; message: string } | null {
  const m = /^Exception in thread "[^"]*" ([\w$.]+)(?::\s?(.*))?$/m.exec(stderr) ?? /^([\w$.]*(?:Exception|Error))(?::\s?(.*))?$/m.exec(stderr);
  if (!m) return null;
  return { name: m[1]!.split(".").pop()!, message: (m[2] ?? "").trim() };
}

/** The learner's line a stack trace stopped at: its first frame outside the JDK ("at Main.main(Main.java:5)"). */
export function runtimeErrorLine(stderr: string): number | null {
  for (const m of stderr.matchAll(/^\s*at ([\w$./]+)\(([^():\s]+\.java):(\d+)\)/gm)) {
    const frame = m[1]!;
    if (/^(java|jdk|sun|javax)\.|\//.test(frame)) continue;
    return Number(m[3]);
  }
  return null;
}

const onLine = (line: number | null) => (line === null ? "" : ` on line ${line}`);

export function explainCompileError(compilerOutput: string): string {
  return `Compile error${onLine(compileErrorLine(compilerOutput))}: Java could not understand your program, so none of it ran. Fix the line Java names below, then press Compile & Run again.`;
}

/** `inputGiven`: whether the run had any program input (the box above Compile & Run). */
export function explainRuntimeError(stderr: string, inputGiven: boolean): string | null {
  const exception = exceptionOf(stderr);
  if (!exception) return null;
  const line = runtimeErrorLine(stderr);
  const scanner = /java\.util\.Scanner\./.test(stderr);
  if (exception.name === "NoSuchElementException" && scanner) {
    const what = inputGiven ? "Your program wanted more input than was given" : "Your program wanted input but none was given";
    return `${what}${line === null ? "" : ` (line ${line} reads it)`}. Type what it reads in the program input box, one value per line, then run it again.`;
  }
  if (exception.name === "InputMismatchException" && scanner) {
    return `Your program wanted a number${line === null ? "" : ` on line ${line}`}, but the input there was not one. Check the program input box: one value per line, numbers where the program reads numbers.`;
  }
  const said = exception.message ? `${exception.name}: ${exception.message}` : exception.name;
  return `Runtime error${onLine(line)}: your program compiled and started, then stopped with ${said}.`;
}
