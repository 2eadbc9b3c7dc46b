// Grades, boards, organisations, classes, teachers and the documented demo accounts.

export const SCHOOL_GRADES = [6, 7, 8, 9, 10, 11, 12].map((level) => ({ name: `Grade ${level}`, level }));
export const UPSKILLING_LEVELS = [
  { name: "Beginner", level: 101 },
  { name: "Intermediate", level: 102 },
];
export const GRADES = [...SCHOOL_GRADES, ...UPSKILLING_LEVELS];

export const SCHOOL_BOARDS = ["CBSE", "ICSE", "Maharashtra State Board"];
export const BOARDS = [...SCHOOL_BOARDS, "Upskilling"];

/** Sign-up always sends organization 3 (contract §6), so id 3 is the open campus every new learner joins. */
export const OPEN_CAMPUS = { id: 3, name: "LearnHub Open Campus" };

export const SCHOOLS = [
  {
    name: "Sunrise Public School",
    classes: [
      { name: "Class 6 A", code: "SUN-6A", grade: "Grade 6" },
      { name: "Class 8 A", code: "SUN-8A", grade: "Grade 8" },
      { name: "Class 9 B", code: "SUN-9B", grade: "Grade 9" },
      { name: "Class 10 A", code: "SUN-10A", grade: "Grade 10" },
    ],
  },
  {
    name: "Greenfield High School, Pune",
    classes: [
      { name: "Std 7 Marathi medium", code: "GHS-7M", grade: "Grade 7" },
      { name: "Std 10 Semi-English", code: "GHS-10S", grade: "Grade 10" },
    ],
  },
];

export type PersonSeed = {
  username: string;
  email: string;
  password: string;
  role: "user" | "author" | "teacher" | "admin";
  /** A school and class code from SCHOOLS; otherwise the open campus. */
  classCode?: string;
  /** A teacher's school (a name from SCHOOLS). */
  school?: string;
  /** An admin of the whole platform: no school. */
  platform?: true;
};

/** Teachers own the courses. Their password is not advertised; they exist to make the catalogue real. */
export const TEACHERS: PersonSeed[] = [
  { username: "ms.kavya.iyer", email: "kavya.iyer@learnhub.test", password: "Teach#Maths2026", role: "author" },
  { username: "mr.rahul.menon", email: "rahul.menon@learnhub.test", password: "Teach#Science2026", role: "author" },
  { username: "ms.ananya.deshpande", email: "ananya.deshpande@learnhub.test", password: "Teach#Lang2026", role: "author" },
  { username: "mr.arjun.nair", email: "arjun.nair@learnhub.test", password: "Teach#Code2026", role: "author" },
];

/** Documented in prisma/seed/README.md and the project README. */
export const DEMO_ACCOUNTS = {
  learner: { username: "demo.learner", email: "demo@learnhub.test", password: "LearnHub#2026", role: "user" },
  author: { username: "lab.author", email: "author@learnhub.test", password: "AuthorLab#2026", role: "author" },
  teacher: { username: "ms.priya.rao", email: "teacher@learnhub.test", password: "TeachClass#2026", role: "teacher", school: "Sunrise Public School" },
  admin: { username: "site.admin", email: "admin@learnhub.test", password: "AdminDesk#2026", role: "admin", platform: true },
} as const satisfies Record<string, PersonSeed>;

/** The demo teacher's classes (their codes from SCHOOLS), this school year. */
export const DEMO_TEACHER_CLASSES = ["SUN-8A", "SUN-9B"];
export const SCHOOL_YEAR = "2026-27";

/** A few classmates so enrolment counts and class codes are not empty in the demo. */
export const CLASSMATES: PersonSeed[] = [
  { username: "aarav.patil", email: "aarav.patil@learnhub.test", password: "Student#2026", role: "user", classCode: "SUN-8A" },
  { username: "diya.kulkarni", email: "diya.kulkarni@learnhub.test", password: "Student#2026", role: "user", classCode: "SUN-8A" },
  { username: "kabir.shaikh", email: "kabir.shaikh@learnhub.test", password: "Student#2026", role: "user", classCode: "SUN-9B" },
];
