// How Python failures read in a lab cell: 'Error: {last line}' plus the traceback without Pyodide's frames.

/** The last non-empty line of a traceback, e.g. "ZeroDivisionError: division by zero". */
export function lastLine(traceback: string): string {
  const lines = traceback
    .trimEnd()
    .split("\n")
    .filter((l) => l.trim() !== "");
  return lines[lines.length - 1]?.trim() ?? traceback;
}

/** Drops the frames of Pyodide's own runner so the traceback starts at the learner's code. */
export function friendlyTraceback(traceback: string): string {
  const lines = traceback.trimEnd().split("\n");
  const first = lines.findIndex((l) => l.includes('File "<cell>"'));
  if (first < 0) return traceback.trimEnd();
  return ["Traceback (most recent call last):", ...lines.slice(first)].join("\n");
}

/**
 * What a learner reads when a cell imports a package outside the standard library. It names the package and
 * says what to do, without the server's settings: operators find those in the README ("Python packages").
 */
export function missingPackageMessage(packages: string[], sourceConfigured: boolean): string {
  const names = packages.join(", ");
  const plural = packages.length > 1;
  if (!sourceConfigured) {
    return `${names} ${plural ? "are" : "is"} not available in this lab: only Python's standard library can be used here. Ask your teacher if you need ${plural ? "these packages" : "this package"}.`;
  }
  return `${names} could not be loaded. Check your internet connection and run the cell again.`;
}
