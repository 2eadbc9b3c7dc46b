// The admin's people screen and children's data (lib/api/contract/people.ts): search accounts, change a role, a
// school or access, export everything about a learner (a zip), delete a learner, the schools and the audit trail.
import { endpoints } from "@/lib/api/endpoints";
import type { z } from "zod";
import type { peopleQuery, updatePersonBody } from "@/lib/schemas/people-admin";
import { ApiError, GENERIC_ERROR } from "./api";
import { addressOf, callApi } from "./call-api";
import { readStoredUser } from "./session/stored-user";

export type PeopleSearch = z.input<typeof peopleQuery>;
export type PersonChange = z.input<typeof updatePersonBody>;

export const peopleApi = {
  search: (query: PeopleSearch, signal?: AbortSignal) => callApi(endpoints.searchPeople, { query, signal }),
  update: (id: number, change: PersonChange) => callApi(endpoints.updatePerson, { params: { id }, body: change }),
  deleteLearner: (id: number) => callApi(endpoints.deleteLearner, { params: { id } }),
  schools: (signal?: AbortSignal) => callApi(endpoints.listSchools, { signal }).then((r) => r.schools),
  audit: (userId: number | undefined, signal?: AbortSignal) => callApi(endpoints.audit, { query: userId ? { userId } : {}, signal }).then((r) => r.events),
  exportLearner,
};

/**
 * GET /api/admin/people/{id}/export: the zip's bytes and its file name. The answer is not JSON, so this reads
 * it itself, with the same token header as every call (api.ts); a refusal still carries the server's message.
 */
async function exportLearner(id: number): Promise<{ blob: Blob; fileName: string }> {
  const token = readStoredUser()?.accessToken;
  let res: Response;
  try {
    res = await fetch(addressOf(endpoints.exportLearner, { params: { id } }), {
      method: endpoints.exportLearner.method,
      credentials: "same-origin",
      headers: token ? { "x-access-token": token } : {},
    });
  } catch {
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.", null);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(res.status, body?.message || GENERIC_ERROR, body, body?.code);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `learnhub-learner-${id}.zip`;
  return { blob: await res.blob(), fileName };
}

export const peopleKeys = {
  prefix: ["admin-people"] as const,
  search: (adminId: number, q: PeopleSearch) => ["admin-people", "search", adminId, q] as const,
  schools: (adminId: number) => ["admin-people", "schools", adminId] as const,
  audit: (adminId: number, userId: number | null) => ["admin-people", "audit", adminId, userId ?? "all"] as const,
};
