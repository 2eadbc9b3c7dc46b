// A learner's classes in words: joining with a code, My classes, what is assigned on My Learning, and choosing
// their own password after a class sheet's one-time password. (Messages about a code come from the server.)
export const classTexts = {
  joinMenuItem: "Join a class",
  myClassesMenuItem: "My classes",

  // Join a class
  joinTitle: "Join a class",
  joinIntro: "Type the class code your teacher gave you. You will see the class before you join.",
  codeLabel: "Class code",
  /** Not a class code: codes never have a 1 or a 0. */
  codePlaceholder: "e.g. KTM-1234",
  codeHint: "Capital or small letters, with or without the hyphen.",
  checkingCode: "Checking the code…",
  joinsClass: "This code joins",
  className: "Class",
  school: "School",
  teacher: "Teacher",
  noTeacher: "No teacher yet",
  joinButton: "Join this class",
  joining: "Joining…",
  cancel: "Cancel",
  joinDone: "Done",
  joined: (name: string) => `You joined ${name}.`,
  alreadyIn: (name: string) => `You are already in ${name}.`,
  joinedCourses: (n: number) => (n === 1 ? "1 course it assigned is now in My Learning." : `${n} courses it assigned are now in My Learning.`),
  typeCode: "Type the class code your teacher gave you.",

  // Login's Email field
  loginUsernameHint: "Added by your teacher? Type the username from your class sheet.",

  // Sign-up's class code
  signupJoins: (cls: string, school: string) => `Joins ${cls} at ${school}.`,

  // My classes
  myClassesTitle: "My classes",
  myClassesIntro: "The classes you are in. Your teachers see your progress, test scores and lab work in these classes.",
  myClassesLoading: "Loading your classes…",
  noClasses: "You are not in a class yet. If your teacher gave you a class code, join with it.",
  leave: "Leave",
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveBody: "Your teacher will no longer see your work in this class. Your courses and your work stay yours. To come back, you need the class code again.",
  leaveConfirm: "Leave class",
  leaving: "Leaving…",
  loginFirst: "Log in to see your classes.",
  login: "Login",

  // Assigned to you (My Learning)
  assignedTitle: "Assigned to you",
  yourCourses: "Your courses",
  assignedLoading: "Loading what your teachers assigned…",
  nothingAssigned: "Nothing is assigned to you right now. When your teacher assigns a course, a test or a lab, it shows here.",
  assignedFailed: "We could not load what your teachers assigned.",
  kinds: { course: "Course", test: "Skills test", lab: "Lab" } as const,
  open: { course: "Open course", test: "Open test", lab: "Open lab" } as const,
  fromClass: "Class",
  assignedBy: "Assigned by",
  due: (date: string) => `Due ${date}`,
  noDue: "No due date",
  done: "Done",
  overdue: "Overdue",
  toDo: "To do",

  // First sign-in with a one-time password
  firstPasswordTitle: "Choose your own password",
  firstPasswordIntro:
    "You signed in with the password from your class sheet. It works only once: choose your own password now. Use at least 8 characters; a few words you will remember make a strong one.",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  signedInAs: "Signed in as",
  savePassword: "Save my password",
  savingPassword: "Saving…",
  logoutInstead: "Log out",
} as const;

/** The server's answer to joining a class one is already in (lib/server/classes/join-class.ts ALREADY_IN). */
export const ALREADY_IN_CLASS = "You are already in this class.";
