"use client";
// /Coder_2 and /Coder_3: the fixed introductory Python lab and the JavaScript lab. Their content
// (lib/labs/fixed-labs.ts) is the one the database seed stores too, so the text lives in one place. For a
// logged-in learner the seeded copies of these labs give each cell its server id, so Save Code keeps the
// learner's own code and it comes back on their next visit; visitors (or a server without the seeded
// lab) get the fixed content, and Save Code says plainly when nothing could be stored.
import { useQuery } from "@tanstack/react-query";
import { introPythonLab, jsBasicsLab, type LabContent } from "@/lib/labs/fixed-labs";
import { fetchLabCells, type LabCellRow } from "@/lib/client/labs/lab-api";
import { useSession } from "@/lib/client/session/session-context";
import type { LabCellModel } from "./lab-cell-model";
import { LabPage } from "./lab-page";
import { LabLoading } from "./lab-states";
import { labKeys } from "@/lib/client/query-keys";
import { rowChecks } from "@/lib/labs/output-check";

/** The fixed cells, each matched (by number and language) to its stored copy when there is one. */
export function fixedCells(lab: LabContent, stored: LabCellRow[]): LabCellModel[] {
  return lab.cells.map((c, i) => {
    const row = stored.find((r) => r.CELL_ID === i + 1 && r.language === lab.language);
    return {
      key: `${lab.labId}-${i + 1}`,
      serverId: row?.id,
      number: i + 1,
      preText: c.preText,
      code: row && row.savedCode === true ? row.CODE : c.code,
      language: lab.language,
      saved: row?.savedCode === true,
      starterCode: c.code,
      // The stored copy's checks (logged-in learners: the server keeps their passes).
      checks: row ? rowChecks(row) : null,
      passed: row?.passed ?? false,
    };
  });
}

function FixedLab({ lab }: { lab: LabContent }) {
  const { state } = useSession();
  const stored = useQuery({
    queryKey: labKeys.cells("lab", lab.labId, state.user?.id ?? null),
    queryFn: ({ signal }) => fetchLabCells(String(lab.labId), signal),
    enabled: state.isLoggedIn,
    staleTime: 0,
    retry: false,
  });
  if (state.isLoggedIn && stored.isPending) return <LabLoading />;
  return <LabPage key={stored.data ? "stored" : "fixed"} title={lab.title} cells={fixedCells(lab, stored.data ?? [])} />;
}

export function IntroPythonLabPage() {
  return <FixedLab lab={introPythonLab} />;
}

export function JavaScriptLabPage() {
  return <FixedLab lab={jsBasicsLab} />;
}
