// The runtime of each lab language. Adding a language: its entry in lib/labs/languages.ts, a runtime module here
// implementing CellRuntime, one line below (and its server engine: lib/server/labs/engines/registry.ts).
import type { LabLanguage } from "@/lib/labs/languages";
import type { PythonRuntime } from "@/lib/client/labs/python/python-runtime";
import type { CellRuntime } from "./types";
import { pythonRuntime } from "./python";
import { javascriptRuntime } from "./javascript";
import { javaRuntime } from "./java";

/** What a page shares between its cells: the Python interpreter (cells of a notebook share its variables). */
export type PageRuntimes = { python: PythonRuntime | null };

const makers: Record<LabLanguage, (page: PageRuntimes) => CellRuntime> = {
  python: (page) => pythonRuntime(page.python),
  javascript: () => javascriptRuntime(),
  java: () => javaRuntime(),
};

export function cellRuntime(language: LabLanguage, page: PageRuntimes): CellRuntime {
  return makers[language](page);
}
