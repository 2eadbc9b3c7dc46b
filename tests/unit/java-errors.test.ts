// A failed Java run in a beginner's words (lib/labs/java-errors.ts), from javac's and the JVM's own texts.
import { compileErrorLine, exceptionOf, explainCompileError, explainRuntimeError, runtimeErrorLine } from "@/lib/labs/java-errors";

const noInput = `Exception in thread "main" java.util.NoSuchElementException
\tat java.base/java.util.Scanner.throwFor(Scanner.java:937)
\tat java.base/java.util.Scanner.next(Scanner.java:1478)
\tat java.base/java.util.Scanner.nextInt(Scanner.java:2122)
\tat Main.main(Main.java:5)`;

describe("Java errors in a beginner's words", () => {
  it("a compile error says nothing ran and names javac's first line", () => {
    const javac = "Main.java:3: error: ';' expected\n        int x = 1\n                 ^\n1 error";
    expect(compileErrorLine(javac)).toBe(3);
    expect(explainCompileError(javac)).toBe(
      "Compile error on line 3: Java could not understand your program, so none of it ran. Fix the line Java names below, then press Compile & Run again.",
    );
    expect(explainCompileError("error: something odd")).toMatch(/^Compile error: Java could not understand your program/);
  });

  it("a Scanner past the end of the input is a program that wanted input, with the learner's line (not the JDK's)", () => {
    expect(runtimeErrorLine(noInput)).toBe(5);
    expect(explainRuntimeError(noInput, false)).toBe(
      "Your program wanted input but none was given (line 5 reads it). Type what it reads in the program input box, one value per line, then run it again.",
    );
    expect(explainRuntimeError(noInput, true)).toMatch(/^Your program wanted more input than was given \(line 5 reads it\)/);
  });

  it("a word where a number was read, and any other exception, name the line the program stopped at", () => {
    const mismatch = `Exception in thread "main" java.util.InputMismatchException\n\tat java.base/java.util.Scanner.throwFor(Scanner.java:939)\n\tat java.base/java.util.Scanner.nextInt(Scanner.java:2122)\n\tat Main.main(Main.java:4)`;
    expect(explainRuntimeError(mismatch, true)).toMatch(/^Your program wanted a number on line 4, but the input there was not one\./);
    const divide = `Exception in thread "main" java.lang.ArithmeticException: / by zero\n\tat Main.half(Main.java:9)\n\tat Main.main(Main.java:3)`;
    expect(exceptionOf(divide)).toEqual({ name: "ArithmeticException", message: "/ by zero" });
    expect(explainRuntimeError(divide, false)).toBe(
      "Runtime error on line 9: your program compiled and started, then stopped with ArithmeticException: / by zero.",
    );
    // The source launcher's own frames (Piston) are the JDK's, not the learner's.
    const launched = `Exception in thread "main" java.lang.RuntimeException: boom\n\tat Main.main(Main.java:7)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)\n\tat jdk.compiler/com.sun.tools.javac.launcher.Main.execute(Main.java:484)`;
    expect(runtimeErrorLine(launched)).toBe(7);
    expect(explainRuntimeError("", false)).toBeNull();
  });
});
