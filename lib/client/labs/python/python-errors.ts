// How Python failures read in a lab cell: 'Error: {last line}' plus the traceback without Pyodide's frames.

/** The last non-empty line of a traceback, e.g. "ZeroDivisionError: division by zero". */
export function lastLine(traceback: string): string {
  const lines = traceback.trimEnd().split("\n").filter((l) => l.trim() !== "");
  return lines[lines.length - 1]?.trim() ?? traceback;
}

/** Drops the frames of Pyodide's own runner so the traceback starts at the learner's code. */
export function friendlyTraceback(traceback: string): string {
  const lines = traceback.trimEnd().split("\n");
  const first = lines.findIndex((l) => l.includes('File "<cell>"'));
  if (first < 0) return traceback.trimEnd();
  return ["Traceback (most recent call last):", ...lines.slice(first)].join("\n");
}

export function missingPackageMessage(packages: string[]): string {
  const names = packages.join(", ");
  return `The Python package${packages.length > 1 ? "s" : ""} ${names} cannot be loaded: this server has no Python package source configured (NEXT_PUBLIC_PYODIDE_PACKAGES_URL). The standard library works offline; ask your administrator to add ${names}.`;
}
