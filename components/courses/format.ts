import { texts } from "./texts";

type Named = { name: string } | null;

/** "Grade 8 · CBSE"; upskilling courses may have neither. */
export function gradeAndBoard(grade: Named, board: Named): string {
  const parts = [grade?.name, board?.name].filter(Boolean);
  return parts.length ? parts.join(" · ") : texts.allLevels;
}
