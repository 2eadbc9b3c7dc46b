// The teacher's calls (lib/api/contract/classes.ts): classes, learners, assignments, gradebook, test statistics,
// a learner's page and the live lab view. Errors are ApiError with the server's message. The query keys of these
// screens live here too, beside the calls they cache.
import { endpoints } from "@/lib/api/endpoints";
import type { CreateAssignmentInput, RowProblem } from "@/lib/schemas/classes";
import { addressOf, callApi } from "./call-api";
import { ApiError, GENERIC_ERROR } from "./api";
import { readStoredUser } from "./session/stored-user";

type ClassInput = { name: string; gradeId: number | null; boardId: number | null; schoolYear: string };
type NewLearner = { name: string; email?: string; username?: string };

export const classesApi = {
  list: (signal?: AbortSignal) => callApi(endpoints.listClasses, { signal }).then((r) => r.classes),
  options: (signal?: AbortSignal) => callApi(endpoints.classOptions, { signal }),
  create: (body: ClassInput) => callApi(endpoints.createClass, { body }),
  detail: (id: number, signal?: AbortSignal) => callApi(endpoints.classDetail, { params: { id }, signal }),
  update: (id: number, body: Partial<ClassInput> & { joinOpen?: boolean }) => callApi(endpoints.updateClass, { params: { id }, body }),
  rotateCode: (id: number) => callApi(endpoints.rotateClassCode, { params: { id } }),
  addLearners: (id: number, learners: NewLearner[]) => callApi(endpoints.addLearners, { params: { id }, body: { learners, parentalConsent: true } }),
  removeLearner: (id: number, userId: number) => callApi(endpoints.removeLearner, { params: { id, userId } }),
  resetPassword: (id: number, userId: number) => callApi(endpoints.resetOneTimePassword, { params: { id, userId } }),
  learnerReport: (id: number, userId: number, signal?: AbortSignal) => callApi(endpoints.learnerReport, { params: { id, userId }, signal }),
  assign: (id: number, body: CreateAssignmentInput) => callApi(endpoints.createAssignment, { params: { id }, body }),
  unassign: (id: number, assignmentId: number) => callApi(endpoints.deleteAssignment, { params: { id, assignmentId } }),
  gradebook: (id: number, signal?: AbortSignal) => callApi(endpoints.gradebook, { params: { id }, signal }),
  testStats: (id: number, contentId: number, signal?: AbortSignal) => callApi(endpoints.testStats, { params: { id, contentId }, signal }),
  liveLab: (id: number, labId: number, signal?: AbortSignal) => callApi(endpoints.liveLab, { params: { id, labId }, signal }),
  liveCode: (id: number, labId: number, userId: number, signal?: AbortSignal) => callApi(endpoints.liveLearnerCode, { params: { id, labId, userId }, signal }),
};

/** A refused list of learners: the rows' problems, when the server sent them (422). */
export function rowProblems(error: unknown): RowProblem[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const problems = (error.body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as RowProblem[]) : [];
}

/** The gradebook as CSV (raw text/csv, not JSON): its bytes and the file name the server suggests. */
export async function downloadGradebookCsv(id: number): Promise<{ blob: Blob; fileName: string }> {
  const token = readStoredUser()?.accessToken;
  let res: Response;
  try {
    res = await fetch(addressOf(endpoints.gradebookCsv, { params: { id } }), {
      method: endpoints.gradebookCsv.method,
      credentials: "same-origin",
      headers: token ? { "x-access-token": token } : {},
    });
  } catch {
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.", null);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(res.status, data?.message || GENERIC_ERROR, data, data?.code);
  }
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get("content-disposition")) ?? `gradebook-${id}.csv` };
}

/** The file name of a Content-Disposition header: its UTF-8 `filename*` if present, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

export const classKeys = {
  prefix: ["classes"] as const,
  list: (userId: number | null) => ["classes", "list", userId] as const,
  options: ["classes", "options"] as const,
  detail: (id: number) => ["classes", "detail", id] as const,
  gradebook: (id: number) => ["classes", "gradebook", id] as const,
  testStats: (id: number, contentId: number) => ["classes", "test-stats", id, contentId] as const,
  learner: (id: number, userId: number) => ["classes", "learner", id, userId] as const,
  live: (id: number, labId: number) => ["classes", "live", id, labId] as const,
  liveCode: (id: number, labId: number, userId: number) => ["classes", "live", id, labId, "learner", userId] as const,
};
