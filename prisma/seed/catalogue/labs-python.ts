// The fixed introductory Python lab (LAB_ID 1, opened by /Coder_2) and a second practice lab.
import type { LabSeed } from "../types";

export { INTRO_PYTHON_LAB_ID, introPythonLab } from "@/lib/labs/fixed-labs";

export const pythonListsLab: LabSeed = {
  labId: 7,
  title: "Python Lists and Data",
  language: "python",
  cells: [
    {
      preText:
        "Lists hold many values in order. Run the cell to see indexing, len() and append(). Then add your own three favourite subjects and print how many there are.",
      code: `subjects = ["Maths", "Science", "English"]
print("First subject:", subjects[0])
print("Last subject:", subjects[-1])

subjects.append("Geography")
print("Now I study", len(subjects), "subjects:", subjects)
`,
    },
    {
      preText: "Class results. Use a loop to find the total, the average and the highest mark. Check your answers by comparing with sum() and max().",
      code: `marks = [72, 85, 64, 90, 58, 77]

total = 0
highest = marks[0]
for m in marks:
    total = total + m
    if m > highest:
        highest = m

print("Total:", total)
print("Average:", round(total / len(marks), 1))
print("Highest:", highest)
print("Check:", sum(marks), max(marks))
`,
      expectedOutput: "Total: \\d+\\nAverage: [\\d.]+\\nHighest: \\d+\\nCheck: \\d+ \\d+",
      outputMatch: "pattern",
      testCode: `assert total == sum(marks), "total should equal sum(marks)"
assert highest == max(marks), "highest should equal max(marks)"
`,
    },
    {
      preText:
        "Chart it. Each bar is one character per 5 marks, drawn with Python's standard library only. Change the character or the scale, or add a line for the class average, then run the cell again.",
      code: `names = ["Asha", "Ben", "Chen", "Divya", "Eli", "Farah"]
marks = [72, 85, 64, 90, 58, 77]

for name, mark in zip(names, marks):
    bar = "#" * (mark // 5)
    print(f"{name:<6} {bar} {mark}")

print("Highest:", names[marks.index(max(marks))])
`,
    },
  ],
};
