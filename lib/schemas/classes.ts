// Classes, their learners and assignments at the API boundary: what teachers and admins send and read, and
// what a learner sees of the classes they are in. Answers are strict: a field outside the contract fails the
// integration tests' answer check.
import { z } from "zod";
import { idSchema } from "./common";
import { labLanguages } from "./lab-shapes";

const id = z.number().int();
const when = z.string(); // ISO 8601

export const classIdParams = z.object({ id: idSchema });
export const classLearnerParams = z.object({ id: idSchema, userId: idSchema });
export const classAssignmentParams = z.object({ id: idSchema, assignmentId: idSchema });
export const classTestParams = z.object({ id: idSchema, contentId: idSchema });
export const classLabParams = z.object({ id: idSchema, labId: z.coerce.number({ message: "Lab ID must be a valid number" }).int().positive() });

const className = z.string({ message: "Give the class a name." }).trim().min(1, "Give the class a name.").max(80, "A class name may be at most 80 characters.");
const schoolYear = z.string().trim().max(20, "A school year may be at most 20 characters, like 2026-27.").default("");

export const createClassBody = z.object({
  name: className,
  gradeId: idSchema.nullish(),
  boardId: idSchema.nullish(),
  schoolYear,
  /** Admins may create a class for a teacher of their school; a teacher's own class otherwise. */
  teacherId: idSchema.nullish(),
});

export const updateClassBody = z
  .object({
    name: className.optional(),
    gradeId: idSchema.nullable().optional(),
    boardId: idSchema.nullable().optional(),
    schoolYear: z.string().trim().max(20, "A school year may be at most 20 characters, like 2026-27.").optional(),
    joinOpen: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Nothing to change.");

export const joinClassBody = z.object({
  code: z
    .string({ message: "Type the class code your teacher gave you." })
    .trim()
    .min(1, "Type the class code your teacher gave you.")
    .max(20, "That is not a class code."),
});
export const classCodeQuery = z.object({ code: z.string().trim().min(1).max(20) });

/** One learner a teacher adds without an email address (email optional). */
const newLearnerRow = z.object({
  name: z.string(),
  email: z.string().optional(),
  username: z.string().optional(),
});
export const addLearnersBody = z.object({
  learners: z.array(newLearnerRow, { message: "Add at least one learner." }).min(1, "Add at least one learner.").max(60, "Add at most 60 learners at a time."),
  /** The teacher confirms the school holds a parent's consent for every learner on the list (DPDP Act 2023, GDPR art. 8). */
  parentalConsent: z.literal(true, { message: "Confirm that the school has a parent's consent for these learners." }),
});

export const assignmentKind = z.enum(["course", "test", "lab"]);
export const createAssignmentBody = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("course"), courseId: idSchema, dueAt: z.iso.datetime({ offset: true }).nullish() }),
  z.object({ kind: z.literal("test"), contentId: idSchema, dueAt: z.iso.datetime({ offset: true }).nullish() }),
  z.object({ kind: z.literal("lab"), labId: z.coerce.number().int().positive(), dueAt: z.iso.datetime({ offset: true }).nullish() }),
]);
export type CreateAssignmentInput = z.infer<typeof createAssignmentBody>;

// ---- answers ----

export const classSummarySchema = z.strictObject({
  id,
  name: z.string(),
  code: z.string(),
  joinOpen: z.boolean(),
  schoolYear: z.string(),
  grade: z.string().nullable(),
  board: z.string().nullable(),
  school: z.strictObject({ id, name: z.string() }),
  teacher: z.strictObject({ id, username: z.string() }).nullable(),
  learners: z.number().int(),
  assignments: z.number().int(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const assignmentSchema = z.strictObject({
  id,
  kind: assignmentKind,
  title: z.string(),
  /** Where a learner opens it: a course id, the test's course and lecture, or a lab id and language. */
  courseId: id.nullable(),
  contentId: id.nullable(),
  labId: id.nullable(),
  labLanguage: z.enum(labLanguages).nullable(),
  dueAt: when.nullable(),
  createdAt: when,
});
export type AssignmentItem = z.infer<typeof assignmentSchema>;

export const rosterLearnerSchema = z.strictObject({
  id,
  username: z.string(),
  email: z.string().nullable(),
  joinedAt: when,
  /** Added by a teacher without an email address: signs in with the username and a one-time password. */
  addedByTeacher: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type RosterLearner = z.infer<typeof rosterLearnerSchema>;

/** The grades and boards a new class can have, for the create-class form. */
const namedOption = z.strictObject({ id, name: z.string() });
export const classOptionsResponse = z.strictObject({ grades: z.array(namedOption), boards: z.array(namedOption) });
export const classListResponse = z.strictObject({ classes: z.array(classSummarySchema) });
export const classDetailResponse = z.strictObject({
  class: classSummarySchema,
  learners: z.array(rosterLearnerSchema),
  assignments: z.array(assignmentSchema),
});
export type ClassDetail = z.infer<typeof classDetailResponse>;
export const classResponse = z.strictObject({ message: z.string(), class: classSummarySchema });

export const classPreviewResponse = z.strictObject({ class: z.strictObject({ name: z.string(), school: z.string(), teacher: z.string().nullable() }) });
export const joinClassResponse = z.strictObject({
  message: z.string(),
  class: z.strictObject({ id, name: z.string(), school: z.string(), teacher: z.string().nullable() }),
  /** Courses of the class's assignments the learner was enrolled in by joining. */
  enrolledCourseIds: z.array(id),
});

export const addedLearnerSchema = z.strictObject({ id, name: z.string(), username: z.string(), oneTimePassword: z.string() });
export type AddedLearner = z.infer<typeof addedLearnerSchema>;
export const addLearnersResponse = z.strictObject({ message: z.string(), learners: z.array(addedLearnerSchema) });
/** A refused list: nothing was created; each problem names its row (1-based) and field. */
export const rowProblemSchema = z.strictObject({ row: z.number().int(), field: z.string(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblemSchema>;

export const messageResponse = z.strictObject({ message: z.string() });
export const assignmentResponse = z.strictObject({ message: z.string(), assignment: assignmentSchema, enrolled: z.number().int() });

export const myClassSchema = z.strictObject({ id, name: z.string(), school: z.string(), teacher: z.string().nullable() });
export const myClassesResponse = z.strictObject({ classes: z.array(myClassSchema) });

export const myAssignmentSchema = assignmentSchema.extend({
  class: z.strictObject({ id, name: z.string() }),
  assignedBy: z.string().nullable(),
  done: z.boolean(),
  overdue: z.boolean(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsResponse = z.strictObject({ assignments: z.array(myAssignmentSchema) });
