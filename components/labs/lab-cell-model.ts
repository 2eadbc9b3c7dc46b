// A lab cell as the lab screens hold it (from the API's cell row, or the fixed labs' content).
import type { LabLanguage } from "@/lib/labs/languages";
import type { CellChecks } from "./runtimes/types";

export type LabCellModel = {
  key: string;
  /** Server id of the cell (PUT /api/lab/lab); absent for the fixed labs, whose content lives in the client. */
  serverId?: string;
  number: number;
  preText: string;
  code: string;
  language: LabLanguage;
  /** CODE is the learner's own saved copy (the API's savedCode). */
  saved?: boolean;
  /** The author's starter code, when CODE is the learner's own copy. */
  starterCode?: string;
  /** Auto-checks (expected output and/or test code); absent for an unchecked cell. */
  checks?: CellChecks | null;
  /** The logged-in learner passed this cell's checks before. */
  passed?: boolean;
};
