// The stored login record (local storage key `user`, contract §9) and the separate userId entry.
export const STORED_USER_KEY = "user";
export const STORED_USER_ID_KEY = "userId";

import type { StoredUserRecord } from "@/lib/schemas/auth";

export type StoredUser = StoredUserRecord;

export function readStoredUser(): StoredUser | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const u = JSON.parse(raw) as StoredUser;
    return u && typeof u.accessToken === "string" ? u : null;
  } catch {
    return null;
  }
}

/** Stored only when the response carries a token (contract §4). */
export function storeUser(record: Partial<StoredUser> | null | undefined): boolean {
  if (!record?.accessToken) return false;
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(record));
  if (record.id != null) window.localStorage.setItem(STORED_USER_ID_KEY, String(record.id));
  return true;
}

export function clearStoredUser() {
  window.localStorage.removeItem(STORED_USER_KEY);
  window.localStorage.removeItem(STORED_USER_ID_KEY);
}
