// The course studio's calls (lib/api/contract/studio.ts): courses, their form, chapters and contents, skills tests
// and question import, preview and publishing. Errors are ApiError with the server's message ("field: what is
// wrong" for a refused field: fieldErrorOf reads it). The studio's query keys live here, beside the calls.
import { endpoints } from "@/lib/api/endpoints";
import type { CourseFormBody, CreateContentBody, ImportFormat, SaveTestBody, UpdateContentBody } from "@/lib/schemas/studio";
import { callApi } from "./call-api";

export const studioApi = {
  courses: (signal?: AbortSignal) => callApi(endpoints.studioCourses, { signal }).then((r) => r.courses),
  options: (signal?: AbortSignal) => callApi(endpoints.studioOptions, { signal }),
  create: (body: CourseFormBody) => callApi(endpoints.createStudioCourse, { body }),
  course: (id: number, signal?: AbortSignal) => callApi(endpoints.studioCourse, { params: { id }, signal }).then((r) => r.course),
  save: (id: number, body: CourseFormBody) => callApi(endpoints.updateStudioCourse, { params: { id }, body }),
  publish: (id: number, published: boolean) => callApi(endpoints.publishStudioCourse, { params: { id }, body: { published } }),
  preview: (id: number, signal?: AbortSignal) => callApi(endpoints.previewStudioCourse, { params: { id }, signal }),
  addChapter: (courseId: number, name: string) => callApi(endpoints.addStudioChapter, { params: { id: courseId }, body: { name } }),
  reorderChapters: (courseId: number, chapterIds: number[]) => callApi(endpoints.reorderStudioChapters, { params: { id: courseId }, body: { chapterIds } }),
  renameChapter: (id: number, name: string) => callApi(endpoints.renameStudioChapter, { params: { id }, body: { name } }),
  deleteChapter: (id: number) => callApi(endpoints.deleteStudioChapter, { params: { id } }),
  addContent: (chapterId: number, body: CreateContentBody) => callApi(endpoints.addStudioContent, { params: { id: chapterId }, body }),
  reorderContents: (chapterId: number, contentIds: number[]) => callApi(endpoints.reorderStudioContents, { params: { id: chapterId }, body: { contentIds } }),
  updateContent: (id: number, body: UpdateContentBody) => callApi(endpoints.updateStudioContent, { params: { id }, body }),
  deleteContent: (id: number) => callApi(endpoints.deleteStudioContent, { params: { id } }),
  test: (contentId: number, signal?: AbortSignal) => callApi(endpoints.studioTest, { params: { id: contentId }, signal }).then((r) => r.test),
  saveTest: (contentId: number, body: SaveTestBody) => callApi(endpoints.saveStudioTest, { params: { id: contentId }, body }),
  importQuestions: (contentId: number, body: { format: ImportFormat; text: string; mode: "append" | "replace" }) =>
    callApi(endpoints.importStudioQuestions, { params: { id: contentId }, body }),
};

export const studioKeys = {
  prefix: ["studio"] as const,
  courses: (userId: number | null) => ["studio", "courses", userId] as const,
  options: ["studio", "options"] as const,
  course: (id: number) => ["studio", "course", id] as const,
  preview: (id: number) => ["studio", "preview", id] as const,
  test: (contentId: number) => ["studio", "test", contentId] as const,
};

/**
 * The server names a refused field first: "questions.2.options.1: is required". Answers the field's path and
 * the message, or null when the message names no field.
 */
export function fieldErrorOf(message: string): { field: string; message: string } | null {
  const m = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/s.exec(message);
  return m ? { field: m[1]!, message: m[2]! } : null;
}
