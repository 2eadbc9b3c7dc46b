// JavaScript labs: the fixed "JavaScript Basics" lab (opened by /Coder_3) and two practice labs.
// renderHTML(html) and drawBarChart(labels, values) are the lab page's helpers; each cell checks for
// them first, so the code also runs (printing text) anywhere else.
import type { LabSeed } from "../types";

export const JS_BASICS_LAB_ID = 2;

export const jsBasicsLab: LabSeed = {
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

export const jsArraysLab: LabSeed = {
  labId: 3,
  title: "Arrays and Strings in JavaScript",
  language: "javascript",
  cells: [
    {
      preText: "filter and map. Keep only the passing marks (40 or more), then add 5 grace marks to each. Print both arrays.",
      code: `const marks = [35, 62, 48, 91, 27, 74];

const passed = marks.filter((m) => m >= 40);
const withGrace = passed.map((m) => Math.min(100, m + 5));

console.log("Passed: " + passed.join(", "));
console.log("With grace marks: " + withGrace.join(", "));
`,
    },
    {
      preText:
        "Palindromes. A palindrome reads the same backwards, like 'level' or 'Malayalam'. Finish the check so it ignores capital letters, then test your own words.",
      code: `function isPalindrome(word) {
  const clean = word.toLowerCase();
  const reversed = clean.split("").reverse().join("");
  return clean === reversed;
}

for (const w of ["level", "Malayalam", "school", "Racecar"]) {
  console.log(w + " -> " + isPalindrome(w));
}
`,
    },
    {
      preText: "Counting words. Use an object as a tally to count how often each word appears in a sentence. Which word appears most often?",
      code: `const sentence = "the cat sat on the mat and the dog sat on the rug";
const counts = {};

for (const word of sentence.split(" ")) {
  counts[word] = (counts[word] || 0) + 1;
}

for (const [word, n] of Object.entries(counts)) {
  console.log(word + ": " + n);
}
`,
    },
  ],
};

export const jsChartsLab: LabSeed = {
  labId: 4,
  title: "Charts from Data with JavaScript",
  language: "javascript",
  cells: [
    {
      preText: "Monsoon rainfall. Draw monthly rainfall in Mumbai (in mm) as a bar chart. Which month is the wettest?",
      code: `const months = ["Jun", "Jul", "Aug", "Sep", "Oct"];
const rainfall = [520, 840, 590, 340, 90];

if (typeof drawBarChart === "function") drawBarChart(months, rainfall);

const wettest = months[rainfall.indexOf(Math.max(...rainfall))];
console.log("Wettest month: " + wettest);
`,
    },
    {
      preText: "Summary statistics. Write functions for the mean and the median of an array, then use them on the rainfall data.",
      code: `const rainfall = [520, 840, 590, 340, 90];

function mean(values) {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

console.log("Mean: " + mean(rainfall).toFixed(1) + " mm");
console.log("Median: " + median(rainfall) + " mm");
`,
    },
    {
      preText: "A results table. Turn an array of objects into an HTML table and render it. Add a column that shows Pass or Fail.",
      code: `const students = [
  { name: "Asha", marks: 82 },
  { name: "Ben", marks: 37 },
  { name: "Chen", marks: 64 },
];

const rows = students.map((s) => "<tr><td>" + s.name + "</td><td>" + s.marks + "</td></tr>").join("");
const table = "<table border='1' cellpadding='6'><tr><th>Name</th><th>Marks</th></tr>" + rows + "</table>";

if (typeof renderHTML === "function") renderHTML(table);
else console.log(table);
`,
    },
  ],
};
