// JavaScript labs: the fixed "JavaScript Basics" lab (opened by /Coder_3) and two practice labs.
// renderHTML(html) and drawBarChart(labels, values) are the lab page's helpers; each cell checks for
// them first, so the code also runs (printing text) anywhere else.
import type { LabSeed } from "../types";

export { JS_BASICS_LAB_ID, jsBasicsLab } from "@/lib/labs/fixed-labs";

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
