// The fixed introductory Python lab (LAB_ID 1, opened by /Coder_2) and a second practice lab.
import type { LabSeed } from "../types";

export const INTRO_PYTHON_LAB_ID = 1;

export const introPythonLab: LabSeed = {
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
      preText: "Plot it. matplotlib draws the marks as a bar chart in the plot area. Change the colours or add a title, then run the cell again.",
      code: `import matplotlib.pyplot as plt

names = ["Asha", "Ben", "Chen", "Divya", "Eli", "Farah"]
marks = [72, 85, 64, 90, 58, 77]

plt.bar(names, marks, color="#4f46e5")
plt.ylabel("Marks")
plt.ylim(0, 100)
plt.show()
`,
    },
  ],
};
