// Piston's java package runs the first class of the file with the JDK's source launcher: the file the app
// sends is named after the public class and gets a launcher line only when main lives elsewhere.
import { pistonSource } from "../../lib/server/labs/java/piston-source";

const launcherFor = (target: string) => `class $LearnHubMain { public static void main(String[] args) throws Throwable { ${target}.main(args); } } `;

it("a program whose first class declares main is sent as written, named after its public class without .java", () => {
  const code = 'import java.util.*;\npublic class Greeter {\n  public static void main(String[] a) { System.out.println("class Other"); }\n}\nclass Other {}';
  expect(pistonSource(code)).toEqual({ name: "Greeter", content: code });
});

it("main in a later class: a launcher goes after the package and imports, on the same line", () => {
  const code =
    "package school;\nimport java.util.List;\n// class Fake in a comment\nclass Helper {}\npublic class Main {\n  public static void main(String[] a) {}\n}";
  const { name, content } = pistonSource(code);
  expect(name).toBe("Main");
  expect(content).toBe(
    `package school;\nimport java.util.List;${launcherFor("Main")}\n// class Fake in a comment\nclass Helper {}\npublic class Main {\n  public static void main(String[] a) {}\n}`,
  );
  expect(content.split("\n")).toHaveLength(code.split("\n").length);
});

it("main in a nested class is called by its source name", () => {
  const code = "public class Outer {\n  static class Inner {\n    public static void main(String[] a) {}\n  }\n}";
  expect(pistonSource(code).content).toBe(`${launcherFor("Outer.Inner")}${code}`);
});

it("a program without main is sent as written (the engine's error says what is missing)", () => {
  const code = "class A {}\nclass B {}";
  expect(pistonSource(code)).toEqual({ name: "Main", content: code });
});
