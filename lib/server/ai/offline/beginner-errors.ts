// Curated answers for the errors and questions beginners meet first in Python, JavaScript and Java. The
// offline assistants answer these from here (written and checked by people, tested in
// tests/unit/beginner-errors.test.ts) instead of quoting whatever lab text shares a word with the question.
import type { LabLanguage } from "@/lib/schemas/lab-shapes";

export type BeginnerAnswer = {
  id: string;
  language: LabLanguage | "any";
  title: string;
  /** Any one of these in the question selects the answer (case-insensitive). */
  match: RegExp[];
  answer: string;
};

export const beginnerAnswers: BeginnerAnswer[] = [
  {
    id: "py-syntax-colon",
    language: "python",
    title: "Python SyntaxError: expected ':'",
    match: [/expected\s*['"‘’“”]?:['"‘’“”]?/i, /syntax\s*error.*colon|colon.*syntax\s*error/i],
    answer: [
      "Python needs a colon at the end of every line that starts a block: if, elif, else, for, while, def, class, try, except, with.",
      "Wrong:  if x > 5",
      "Right:  if x > 5:",
      "The error points at the line that is missing the colon (or just after it). Add ':' at its end, and indent the lines of the block below it by 4 spaces.",
    ].join("\n"),
  },
  {
    id: "py-indentation",
    language: "python",
    title: "Python IndentationError",
    match: [/indentation\s*error/i, /unexpected indent/i, /expected an indented block/i, /unindent does not match/i],
    answer: [
      "Python uses indentation (spaces at the start of a line) to show which lines belong to a block.",
      "• 'expected an indented block': the line after if/for/def/...: must be indented, e.g. 4 spaces.",
      "• 'unexpected indent': a line is indented although nothing above it opened a block; move it back.",
      "• 'unindent does not match any outer indentation level': the lines of one block use different amounts of spaces (or a mix of tabs and spaces). Use 4 spaces everywhere.",
      "Example:\nfor i in range(3):\n    print(i)   # indented: inside the loop\nprint('done') # not indented: after the loop",
    ].join("\n"),
  },
  {
    id: "py-syntax",
    language: "python",
    title: "Python SyntaxError",
    match: [/syntax\s*error/i, /invalid syntax/i, /was never closed/i, /unterminated string/i],
    answer: [
      "A SyntaxError means Python could not read the line at all, so nothing ran. Look at the line it names and the one just before it for:",
      "• a missing colon after if/for/while/def/else",
      "• a bracket or quote that was opened but not closed: ( ) [ ] { } ' \"",
      "• '=' where you meant '==' in a condition (if x == 5:)",
      "• a keyword spelt wrong (Print, esle) or a missing comma between items",
      "Fix the first error shown, then run again: later errors are often caused by the first one.",
    ].join("\n"),
  },
  {
    id: "py-name",
    language: "python",
    title: "Python NameError",
    match: [/name\s*error/i, /is not defined/i],
    answer: [
      "NameError: name 'x' is not defined means Python met a name it does not know yet.",
      "• Spelling and capitals must match exactly: total and Total are different names; it is print, not Print.",
      "• A variable must be given a value before the line that uses it (and, in a lab, its cell must have been run first).",
      "• Text needs quotes: print(hello) looks for a variable called hello; print('hello') prints the word.",
      "• A module must be imported before use: import math, then math.sqrt(9).",
    ].join("\n"),
  },
  {
    id: "py-type",
    language: "python",
    title: "Python TypeError",
    match: [/type\s*error.*(str|int|concatenate|unsupported operand)/i, /can only concatenate str/i, /unsupported operand type/i],
    answer: [
      "A TypeError means an operation got a kind of value it cannot work with, most often text mixed with a number.",
      '• \'can only concatenate str (not "int") to str\': "Age: " + 12 fails. Write "Age: " + str(12), or use an f-string: f"Age: {age}".',
      "• 'unsupported operand type(s) for +: 'int' and 'str'': input() always gives text; turn it into a number first: n = int(input()).",
      "• \"'int' object is not callable\": a name that holds a number is used like a function, e.g. sum = 5 and later sum(list).",
    ].join("\n"),
  },
  {
    id: "py-input-number",
    language: "python",
    title: "Reading a number in Python",
    match: [/\binput\(\)?.*\b(number|int|integer)/i, /\bread (a |an )?(number|integer|int)\b.*python|python.*\bread (a |an )?(number|integer|int)\b/i],
    answer: [
      "input() always returns text. Turn it into a number before doing arithmetic:",
      'age = int(input("How old are you? "))   # whole number',
      'price = float(input("Price: "))          # decimal number',
      "print(age + 1)",
      "If the learner types something that is not a number, int() raises ValueError; that is normal for a first program.",
    ].join("\n"),
  },
  {
    id: "js-missing-semicolon",
    language: "javascript",
    title: "JavaScript: missing semicolon / unexpected token",
    match: [/unexpected token/i, /missing\s*;|missing semicolon|semicolon/i, /unexpected identifier/i, /unexpected end of input/i],
    answer: [
      "'Unexpected token' or 'Unexpected identifier' means JavaScript could not read the line: something is missing or extra just before the place it names.",
      "• A statement should end with ';'. JavaScript often adds it for you, but not when a line starts with ( or [, so end statements with ';' to be safe.",
      "• 'Unexpected end of input': a { ( or [ was never closed. Count the brackets.",
      "• A string needs matching quotes: 'text' or \"text\" or `text ${value}`.",
      "• Keywords are lower case: function, let, const, if, for.",
    ].join("\n"),
  },
  {
    id: "js-reference",
    language: "javascript",
    title: "JavaScript ReferenceError: x is not defined",
    match: [/reference\s*error/i, /is not defined/i],
    answer: [
      "ReferenceError: x is not defined means the name is not known where it is used.",
      "• Declare it first: let count = 0; (or const for a value that does not change).",
      "• Spelling and capitals must match: console.log, not Console.log; myValue is not myvalue.",
      "• A variable declared with let/const inside { } (a function, if or loop) exists only inside those braces.",
    ].join("\n"),
  },
  {
    id: "js-type",
    language: "javascript",
    title: "JavaScript TypeError",
    match: [/type\s*error/i, /is not a function/i, /cannot read propert(y|ies) of (undefined|null)/i],
    answer: [
      "A TypeError in JavaScript means a value is not what the code expects.",
      "• 'Cannot read properties of undefined (reading 'x')': the thing before .x is undefined; check the variable was given a value and the spelling of the property.",
      "• 'x is not a function': x is a value, not a function; check the name (e.g. arr.length, not arr.length()).",
      '• \'"5" + 1\' gives "51" (text joined), not 6: turn text into a number with Number("5").',
    ].join("\n"),
  },
  {
    id: "java-missing-semicolon",
    language: "java",
    title: "Java: ';' expected",
    match: [/['"‘’]?;['"‘’]?\s*expected/i, /missing semicolon|semicolon/i],
    answer: [
      "Java needs a ';' at the end of every statement: declarations, assignments, method calls, return.",
      "Wrong:  int x = 5",
      "Right:  int x = 5;",
      "The compiler reports the line where it noticed the problem, which is often the line after the one missing the ';'. Lines that open a block (if (...) {, for (...) {, class Main {) do not end with ';'.",
    ].join("\n"),
  },
  {
    id: "java-cannot-find-symbol",
    language: "java",
    title: "Java: cannot find symbol",
    match: [/cannot find symbol/i, /cannot resolve symbol/i],
    answer: [
      "'cannot find symbol' means the compiler does not know a name you used. The message shows the symbol under 'symbol:'.",
      "• Spelling and capitals: System.out.println, String (capital S), not system or string.",
      "• Declare a variable with its type before using it: int total = 0;",
      "• A variable declared inside { } exists only inside those braces.",
      "• A class from the library needs an import at the top, e.g. import java.util.Scanner;",
    ].join("\n"),
  },
  {
    id: "java-npe",
    language: "java",
    title: "Java NullPointerException",
    match: [/null\s*pointer/i, /\bNPE\b/],
    answer: [
      "A NullPointerException happens when the program uses an object that is null: it calls a method on it or reads a field of it.",
      "• The stack trace names the line: look at each thing before a '.' on that line; one of them is null.",
      '• An object variable must be given an object first: String name = "Ada"; or Scanner in = new Scanner(System.in);',
      "• An array of objects (String[] names = new String[3]) starts full of null until each element is set.",
      "• Check before use when a value may be missing: if (name != null) { ... }",
    ].join("\n"),
  },
  {
    id: "java-scanner",
    language: "java",
    title: "Reading input in Java with Scanner",
    match: [
      /scanner/i,
      /\bread (a |an |the )?(number|integer|int|input|line|text|value)/i,
      /\buser input\b|\bkeyboard input\b|\binput from the user\b/i,
      /nextint|nextline/i,
      /InputMismatchException|NoSuchElementException/i,
    ],
    answer: [
      "Read input in Java with a Scanner:",
      "import java.util.Scanner;",
      "public class Main {",
      "    public static void main(String[] args) {",
      "        Scanner in = new Scanner(System.in);",
      "        int n = in.nextInt();          // a whole number",
      "        double d = in.nextDouble();    // a decimal number",
      "        in.nextLine();                 // skip the rest of the number's line",
      "        String line = in.nextLine();   // a whole line of text",
      "        System.out.println(n + d);",
      "    }",
      "}",
      "In the Java lab, type the values in the cell's input box (one per line) before Compile & Run: with no input, nextInt() stops with NoSuchElementException; typing text where a number is expected gives InputMismatchException.",
    ].join("\n"),
  },
  {
    id: "java-class-name",
    language: "java",
    title: "Java: class is public, should be declared in a file",
    match: [/is public, should be declared in a file/i, /class .* is public/i],
    answer: [
      "A public class must have the same name as its file, so a file holds only one public class. The lab names the file after your program's first public class: any other class in it must not be public.",
      "Wrong:  public class Main { ... }  public class Helper { ... }",
      "Right:  public class Main { ... }  class Helper { ... }",
      "Remove the word public from every class but the one with main, then compile again.",
    ].join("\n"),
  },
];

/**
 * Which answer fits a question. The language named in the question wins, then the lab's language; an
 * answer of another language is given only when every fitting answer is of that one language (the error
 * name itself says which, e.g. NullPointerException).
 */
export function findBeginnerAnswer(question: string, language: LabLanguage | null): BeginnerAnswer | null {
  const named: LabLanguage | null = /\bjava\b(?!\s*script)/i.test(question)
    ? "java"
    : /\b(javascript|js|node)\b/i.test(question)
      ? "javascript"
      : /\bpython\b/i.test(question)
        ? "python"
        : null;
  const lang = named ?? language;
  const fits = beginnerAnswers.filter((a) => a.match.some((m) => m.test(question)));
  if (!fits.length) return null;
  if (!lang) return fits[0]!;
  const same = fits.find((a) => a.language === lang || a.language === "any");
  if (same) return same;
  return fits.every((a) => a.language === fits[0]!.language) ? fits[0]! : null;
}
