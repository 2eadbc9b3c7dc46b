// The two fixed labs of contract §2: the introductory Python lab (/Coder_2, 3 cells: even/odd, grades, loops) and
// the JavaScript lab (/Coder_3, 4 cells). The lab pages show this content; the seed stores the same labs, so a
// signed-in learner's code and passes are kept. renderHTML(html) and drawBarChart(labels, values) are the
// JavaScript lab page's helpers; each cell checks for them first, so the code also runs anywhere else.
import type { LabLanguage } from "./languages";

export type LabCellContent = { preText: string; code: string; expectedOutput?: string; outputMatch?: "exact" | "pattern"; testCode?: string };
export type LabContent = { labId: number; title: string; language: LabLanguage; cells: LabCellContent[] };

export const INTRO_PYTHON_LAB_ID = 1;

export const introPythonLab: LabContent = {
  labId: INTRO_PYTHON_LAB_ID,
  title: "Introduction to Python",
  language: "python",
  cells: [
    {
      preText:
        "Even or odd. A whole number is even when it divides by 2 with no remainder, and the % operator gives that remainder. Run the cell, type a number in the input box and press Submit Input. Then extend the program so it also says whether the number is positive, negative or zero.",
      code: `# Even or odd?
number = int(input("Enter a whole number: "))

if number % 2 == 0:
    print(number, "is even")
else:
    print(number, "is odd")
`,
    },
    {
      preText:
        "Grades. An if / elif / else chain checks conditions from top to bottom and runs only the first branch that is true. Run the program with a few different marks. Then add a check that rejects marks above 100 or below 0 before any grade is given.",
      code: `# Turn marks into a grade
marks = float(input("Enter your marks out of 100: "))

if marks >= 90:
    print("Grade A1 - outstanding!")
elif marks >= 75:
    print("Grade A2 - very good")
elif marks >= 60:
    print("Grade B - good")
elif marks >= 40:
    print("Grade C - you passed")
else:
    print("Not passed yet - keep practising!")
`,
    },
    {
      preText:
        "Loops. A for loop repeats a block a fixed number of times; a while loop repeats as long as its condition stays true. Run the cell to print a multiplication table and a running total. Then change the while loop so it adds only the even numbers.",
      code: `# A multiplication table with a for loop
n = int(input("Which table would you like? "))

for i in range(1, 11):
    print(n, "x", i, "=", n * i)

# Adding 1 + 2 + ... + n with a while loop
total = 0
count = 1
while count <= n:
    total = total + count
    count = count + 1
print("The sum of 1 to", n, "is", total)
`,
    },
  ],
};

export const JS_BASICS_LAB_ID = 2;

export const jsBasicsLab: LabContent = {
  labId: JS_BASICS_LAB_ID,
  title: "JavaScript Basics",
  language: "javascript",
  cells: [
    {
      preText:
        "Variables and output. let makes a variable you can change; const makes one you cannot. Run the cell, then change the name and age and run it again.",
      code: `const name = "Asha";
let age = 13;

console.log("Hello, " + name + "!");
age = age + 1;
console.log("Next year you will be " + age + ".");
console.log("typeof age is " + typeof age);
`,
    },
    {
      preText:
        "Decisions. A function takes inputs and returns a result. isEven uses the remainder operator %. Add a function describe(n) that returns 'positive', 'negative' or 'zero'. Run checks your output and your describe.",
      code: `function isEven(n) {
  return n % 2 === 0;
}

for (const n of [4, 7, 10, 13]) {
  if (isEven(n)) {
    console.log(n + " is even");
  } else {
    console.log(n + " is odd");
  }
}
`,
      expectedOutput: "4 is even\n7 is odd\n10 is even\n13 is odd\n",
      testCode: `if (typeof describe !== "function") throw new Error("describe(n) is not defined yet");
for (const [n, want] of [[5, "positive"], [-3, "negative"], [0, "zero"]]) {
  const got = describe(n);
  if (got !== want) throw new Error("describe(" + n + ") should return '" + want + "', not '" + got + "'");
}
`,
    },
    {
      preText: "Loops and arrays. Work out the total and average of a list of marks with a for loop, then with reduce. Both answers should match.",
      code: `const marks = [72, 85, 64, 90, 58];

let total = 0;
for (let i = 0; i < marks.length; i++) {
  total += marks[i];
}
console.log("Total with a loop: " + total);

const viaReduce = marks.reduce((sum, m) => sum + m, 0);
console.log("Total with reduce: " + viaReduce);
console.log("Average: " + (total / marks.length).toFixed(1));
`,
    },
    {
      preText:
        "Show it on the page. Build an HTML list from an array and render it in the visual area with renderHTML, then draw the same data as a bar chart with drawBarChart.",
      code: `const planets = ["Mercury", "Venus", "Earth", "Mars"];
const moons = [0, 0, 1, 2];

const items = planets.map((p, i) => "<li>" + p + ": " + moons[i] + " moon(s)</li>").join("");
const html = "<h3>Inner planets</h3><ul>" + items + "</ul>";

if (typeof renderHTML === "function") renderHTML(html);
else console.log(html);

if (typeof drawBarChart === "function") drawBarChart(planets, moons);
else planets.forEach((p, i) => console.log(p.padEnd(8) + " " + "#".repeat(moons[i])));
`,
    },
  ],
};
