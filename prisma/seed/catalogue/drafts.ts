// Unpublished courses (status 1 = draft, 2 = in review): they prove that learners never see them.
import { lecture, videos, type CatalogueCourse } from "./build";
import { UPSKILLING_BOARD } from "./upskilling";

export const quadraticDraft: CatalogueCourse = {
  name: "Grade 10 Mathematics: Quadratic Equations",
  description: "Solving quadratic equations by factorisation and by the formula, and what the discriminant says about the roots. In review.",
  grade: "Grade 10",
  board: "CBSE",
  teacher: "ms.kavya.iyer",
  status: 2,
  instructorName: "Kavya Iyer",
  img: "/img/courses/maths-algebra.svg",
  chapters: [
    {
      name: "Solving Quadratic Equations",
      contents: [
        lecture(
          "Factorisation and the quadratic formula",
          videos.equations,
          "Splitting the middle term, the quadratic formula, and the nature of roots from the discriminant.",
          [
            ["What are the roots of x² − 5x + 6 = 0?", "2 and 3", "−2 and −3", "1 and 6", "5 and 6"],
            ["The quadratic formula gives x =", "(−b ± √(b² − 4ac)) / 2a", "(b ± √(b² + 4ac)) / 2a", "−b / 2a", "(−b ± √(4ac − b²)) / a"],
            ["The discriminant of ax² + bx + c = 0 is", "b² − 4ac", "b² + 4ac", "4ac − b²", "√(b² − 4ac)"],
            ["If the discriminant is negative, the equation has", "no real roots", "two equal real roots", "two distinct real roots", "infinitely many roots"],
            ["What is the discriminant of x² + 4x + 4 = 0?", "0", "8", "32", "−16"],
          ],
        ),
      ],
    },
  ],
};

export const electrostaticsDraft: CatalogueCourse = {
  name: "Grade 12 Physics: Electric Charges and Fields",
  description: "Charges, Coulomb's law and electric field lines. Draft: chapters are still being recorded.",
  grade: "Grade 12",
  board: "ICSE",
  teacher: "mr.rahul.menon",
  status: 1,
  img: "/img/courses/physics-light.svg",
  chapters: [
    {
      name: "Electric Charge",
      contents: [
        lecture("Coulomb's law", videos.force, "The force between two point charges and how it changes with charge and distance.", [
          ["The SI unit of electric charge is the", "coulomb", "ampere", "volt", "newton"],
          ["Like charges", "repel each other", "attract each other", "do not interact", "cancel each other"],
          [
            "By Coulomb's law, if the distance between two charges is doubled, the force becomes",
            "one quarter as large",
            "half as large",
            "twice as large",
            "four times as large",
          ],
          ["The charge on an electron is about", "−1.6 × 10⁻¹⁹ C", "+1.6 × 10⁻¹⁹ C", "−9.1 × 10⁻³¹ C", "−1 C"],
          [
            "Electric field lines start on",
            "positive charges and end on negative charges",
            "negative charges and end on positive charges",
            "any neutral object",
            "magnets only",
          ],
        ]),
      ],
    },
  ],
};

export const dataLiteracyDraft: CatalogueCourse = {
  name: "Data Literacy for Teens",
  description: "Read charts critically, summarise data with averages, and spot biased samples. Draft.",
  grade: "Beginner",
  board: UPSKILLING_BOARD,
  teacher: "mr.arjun.nair",
  status: 1,
  img: "/img/courses/spreadsheets.svg",
  chapters: [
    {
      name: "Reading Data",
      contents: [
        lecture(
          "Reading charts critically",
          videos.spreadsheet,
          "Axes that mislead, mean and median, samples and surveys, and why correlation is not causation.",
          [
            [
              "A bar chart whose vertical axis starts at 90 instead of 0 can",
              "exaggerate small differences",
              "hide all the data",
              "make the values add up to 100",
              "show only percentages",
            ],
            ["What is the mean of 4, 8 and 12?", "8", "12", "24", "4"],
            ["What is the median of 3, 9, 4, 7 and 5?", "5", "4", "7", "9"],
            ["A survey of only your own friends is an example of", "a biased sample", "a random sample", "a census", "a controlled experiment"],
            [
              "When two quantities rise together, that shows",
              "correlation, not necessarily causation",
              "that one always causes the other",
              "that the data is wrong",
              "nothing at all",
            ],
          ],
        ),
      ],
    },
  ],
};
