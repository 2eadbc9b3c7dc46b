// The demo catalogue as data: what seedDemo writes into an empty database.
import type { LabSeed } from "../types";
import type { CatalogueCourse } from "./build";
import { dataLiteracyDraft, electrostaticsDraft, quadraticDraft } from "./drafts";
import { grade7English, grade7Geography } from "./humanities";
import { javaControlFlowLab, javaFoundationsLab } from "./labs-java";
import { jsArraysLab, jsBasicsLab, jsChartsLab } from "./labs-javascript";
import { introPythonLab, pythonListsLab } from "./labs-python";
import { grade9Cell, grade10Acids, grade12Genetics } from "./life-science";
import { grade6Fractions, grade8Algebra, grade9Polynomials, grade11Trigonometry } from "./mathematics";
import { grade6Nutrition, grade8Force, grade10Light } from "./physical-science";
import { pythonBasics, spokenEnglish, spreadsheetSkills } from "./upskilling";

export * from "./people";
export type { CatalogueCourse } from "./build";
export { videos, games } from "./build";
export { UPSKILLING_BOARD } from "./upskilling";
export { INTRO_PYTHON_LAB_ID } from "./labs-python";
export { JS_BASICS_LAB_ID } from "./labs-javascript";

/** In catalogue order: school courses by grade, then upskilling, then the unpublished ones. */
export const COURSES: CatalogueCourse[] = [
  grade6Fractions,
  grade6Nutrition,
  grade7Geography,
  grade7English,
  grade8Algebra,
  grade8Force,
  grade9Polynomials,
  grade9Cell,
  grade10Light,
  grade10Acids,
  grade11Trigonometry,
  grade12Genetics,
  pythonBasics,
  spreadsheetSkills,
  spokenEnglish,
  quadraticDraft,
  electrostaticsDraft,
  dataLiteracyDraft,
];

export const LABS: LabSeed[] = [introPythonLab, jsBasicsLab, jsArraysLab, jsChartsLab, javaFoundationsLab, javaControlFlowLab, pythonListsLab];

/** Demo enrolments of the classmates: [username, course name]. The demo learner starts with none. */
export const ENROLMENTS: [string, string][] = [
  ["aarav.patil", grade8Algebra.name],
  ["aarav.patil", grade8Force.name],
  ["diya.kulkarni", grade8Algebra.name],
  ["diya.kulkarni", pythonBasics.name],
  ["kabir.shaikh", grade9Polynomials.name],
  ["kabir.shaikh", grade9Cell.name],
  ["kabir.shaikh", spokenEnglish.name],
];
