// The course studio's routes called in-process, and the courses, accounts and learner steps the studio suites
// share. Setup rows are written with Prisma (the studio's write limit counts calls per user); what a suite tests
// goes through the routes. The run's database is shared by every suite: names are unique, assertions look only at
// rows made here.
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";
import { as, tag, type Account, type Handler } from "./teaching-fixtures";
import * as coursesRoute from "../../app/api/studio/courses/route";
import * as courseRoute from "../../app/api/studio/courses/[id]/route";
import * as publishRoute from "../../app/api/studio/courses/[id]/publish/route";
import * as previewRoute from "../../app/api/studio/courses/[id]/preview/route";
import * as chaptersRoute from "../../app/api/studio/courses/[id]/chapters/route";
import * as chapterRoute from "../../app/api/studio/chapters/[id]/route";
import * as contentsRoute from "../../app/api/studio/chapters/[id]/contents/route";
import * as contentRoute from "../../app/api/studio/contents/[id]/route";
import * as testRoute from "../../app/api/studio/contents/[id]/test/route";
import * as importRoute from "../../app/api/studio/contents/[id]/test/import/route";
import * as optionsRoute from "../../app/api/studio/options/route";
import * as catalogueRoute from "../../app/api/courses/allcourses/route";
import * as enrolRoute from "../../app/api/enrollments/enroll/route";
import * as viewRoute from "../../app/api/progress/view/route";
import * as progressRoute from "../../app/api/progress/courses/route";
import * as playerRoute from "../../app/api/courses/getUserCourseDetails/[userId]/[courseId]/route";
import * as startRoute from "../../app/api/quiz/attempts/route";
import * as answerRoute from "../../app/api/quiz/attempts/[id]/answers/route";
import * as finishRoute from "../../app/api/quiz/attempts/[id]/finish/route";

export type { Account };
const h = (f: unknown) => f as Handler;
const p = (id: number) => ({ params: { id: String(id) } });
type Who = Account | null;

/** Every studio call, by the endpoint table's name. */
export const studio = {
  list: (who: Who) => call(h(coursesRoute.GET), "/api/studio/courses", as(who)),
  create: (who: Who, body: unknown) => call(h(coursesRoute.POST), "/api/studio/courses", as(who, { method: "POST", body })),
  options: (who: Who) => call(h(optionsRoute.GET), "/api/studio/options", as(who)),
  get: (who: Who, id: number) => call(h(courseRoute.GET), `/api/studio/courses/${id}`, as(who, p(id))),
  update: (who: Who, id: number, body: unknown) => call(h(courseRoute.PUT), `/api/studio/courses/${id}`, as(who, { method: "PUT", body, ...p(id) })),
  publish: (who: Who, id: number, published: boolean) =>
    call(h(publishRoute.PUT), `/api/studio/courses/${id}/publish`, as(who, { method: "PUT", body: { published }, ...p(id) })),
  preview: (who: Who, id: number) => call(h(previewRoute.GET), `/api/studio/courses/${id}/preview`, as(who, p(id))),
  addChapter: (who: Who, courseId: number, name: string) =>
    call(h(chaptersRoute.POST), `/api/studio/courses/${courseId}/chapters`, as(who, { method: "POST", body: { name }, ...p(courseId) })),
  reorderChapters: (who: Who, courseId: number, chapterIds: number[]) =>
    call(h(chaptersRoute.PUT), `/api/studio/courses/${courseId}/chapters`, as(who, { method: "PUT", body: { chapterIds }, ...p(courseId) })),
  renameChapter: (who: Who, id: number, name: string) =>
    call(h(chapterRoute.PUT), `/api/studio/chapters/${id}`, as(who, { method: "PUT", body: { name }, ...p(id) })),
  deleteChapter: (who: Who, id: number) => call(h(chapterRoute.DELETE), `/api/studio/chapters/${id}`, as(who, { method: "DELETE", ...p(id) })),
  addContent: (who: Who, chapterId: number, body: unknown) =>
    call(h(contentsRoute.POST), `/api/studio/chapters/${chapterId}/contents`, as(who, { method: "POST", body, ...p(chapterId) })),
  reorderContents: (who: Who, chapterId: number, contentIds: number[]) =>
    call(h(contentsRoute.PUT), `/api/studio/chapters/${chapterId}/contents`, as(who, { method: "PUT", body: { contentIds }, ...p(chapterId) })),
  updateContent: (who: Who, id: number, body: unknown) => call(h(contentRoute.PUT), `/api/studio/contents/${id}`, as(who, { method: "PUT", body, ...p(id) })),
  deleteContent: (who: Who, id: number) => call(h(contentRoute.DELETE), `/api/studio/contents/${id}`, as(who, { method: "DELETE", ...p(id) })),
  test: (who: Who, id: number) => call(h(testRoute.GET), `/api/studio/contents/${id}/test`, as(who, p(id))),
  saveTest: (who: Who, id: number, body: unknown) => call(h(testRoute.PUT), `/api/studio/contents/${id}/test`, as(who, { method: "PUT", body, ...p(id) })),
  importQuestions: (who: Who, id: number, body: unknown) =>
    call(h(importRoute.POST), `/api/studio/contents/${id}/test/import`, as(who, { method: "POST", body, ...p(id) })),
};

/** What learners do with a course. */
export const learner = {
  catalogueIds: async (who: Who) => {
    const res = await call(h(catalogueRoute.GET), "/api/courses/allcourses", as(who));
    expect(res.status).toBe(200);
    return (res.json.data as { id: number }[]).map((c) => c.id);
  },
  enrol: (who: Account, courseId: number) =>
    call(h(enrolRoute.POST), "/api/enrollments/enroll", as(who, { method: "POST", body: { userId: who.id, courseId } })),
  view: (who: Account, contentId: number) => call(h(viewRoute.POST), "/api/progress/view", as(who, { method: "POST", body: { contentId } })),
  progress: async (who: Account, courseId: number) => {
    const res = await call(h(progressRoute.GET), `/api/progress/courses?courseId=${courseId}`, as(who));
    expect(res.status).toBe(200);
    return res.json.courses[0] as {
      contents: { viewed: number; total: number };
      tests: { passed: number; total: number };
      percent: number;
      completed: boolean;
    };
  },
  player: (who: Account, courseId: number) =>
    call(
      h(playerRoute.GET),
      `/api/courses/getUserCourseDetails/${who.id}/${courseId}`,
      as(who, { params: { userId: String(who.id), courseId: String(courseId) } }),
    ),
  /** Starts an attempt, answers each shown question with `choose(question)` (a shown option number), finishes it. */
  takeTest: async (who: Account, contentId: number, choose: (q: { id: number; question: string; options: string[] }) => number) => {
    const start = await call(h(startRoute.POST), "/api/quiz/attempts", as(who, { method: "POST", body: { contentId } }));
    expect(start.status).toBe(200);
    const attemptId = start.json.attemptId as number;
    for (const q of start.json.questions as { id: number; question: string; options: string[] }[]) {
      const res = await call(
        h(answerRoute.POST),
        `/api/quiz/attempts/${attemptId}/answers`,
        as(who, { method: "POST", body: { assessmentId: q.id, choice: choose(q) }, ...p(attemptId) }),
      );
      expect(res.status).toBe(200);
    }
    const fin = await finishAttempt(who, attemptId);
    expect(fin.status).toBe(200);
    return { start: start.json, result: fin.json };
  },
  finish: (who: Account, attemptId: number) => finishAttempt(who, attemptId),
};

const finishAttempt = (who: Account, attemptId: number) =>
  call(h(finishRoute.POST), `/api/quiz/attempts/${attemptId}/finish`, as(who, { method: "POST", ...p(attemptId) }));

/** A studio course written directly: one chapter with a reading and a 2-question test, owned by `ownerId` in `schoolId`. */
export async function makeStudioCourse({ ownerId, schoolId, status = 1 }: { ownerId: number; schoolId: number | null; status?: number }) {
  const prisma = await db();
  const course = await prisma.course.create({ data: { name: `Studio Course ${tag()}`, status, userId: ownerId, organizationId: schoolId } });
  const chapter = await prisma.chapter.create({ data: { courseId: course.id, name: "Chapter 1", position: 1 } });
  const reading = await prisma.content.create({ data: { chapterId: chapter.id, name: "Read me", contentType: "reading", body: "# Hello", position: 1 } });
  const test = await prisma.content.create({
    data: {
      chapterId: chapter.id,
      name: "Check yourself",
      contentType: "reading",
      body: "",
      position: 2,
      assessments: {
        create: [
          { question: "2 + 2?", option1: "3", option2: "4", option3: "", option4: "", correct: "4", position: 1 },
          { question: "3 + 3?", option1: "6", option2: "7", option3: "", option4: "", correct: "6", position: 2 },
        ],
      },
    },
    include: { assessments: { orderBy: { position: "asc" } } },
  });
  return { courseId: course.id, chapterId: chapter.id, readingId: reading.id, testId: test.id, questionIds: test.assessments.map((a) => a.id) };
}

/** The course as the studio reads it, for "nothing changed" checks. */
export async function studioSnapshot(courseId: number) {
  const { readStudioCourse } = await import("../../lib/server/studio/get-studio-course");
  const prisma = await db();
  const questions = await prisma.assessment.findMany({ where: { content: { chapter: { courseId } } }, orderBy: { id: "asc" } });
  const course = await prisma.course.findUniqueOrThrow({ where: { id: courseId }, select: { organizationId: true, status: true } });
  return { course: await readStudioCourse(courseId), questions, ...course };
}

export const question = (q: string, options: string[], correct: number, extra: Record<string, unknown> = {}) => ({ question: q, options, correct, ...extra });
