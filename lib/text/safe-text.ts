// Text PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone surrogate) is refused at the
// boundary with a 400, instead of failing deep in the database with a 500.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(s: string): boolean {
  return UNSAFE.test(s);
}

/** The path of the first string in a JSON value that holds unsafe text, or null. */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasUnsafeText(k)) return [...path, k];
      const found = findUnsafeText(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
