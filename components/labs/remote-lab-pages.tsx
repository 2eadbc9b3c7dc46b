"use client";
// /Coder?lab_id={id} (cells in Python or JavaScript, each run in its own language) and
// /JavaCoder?lab_id={id} (Java, compiled and run on the server), loaded from the lab API.
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ApiError } from "@/lib/client/api";
import { fetchFamilyCells, type LabCellRow } from "@/lib/client/labs/lab-api";
import { FAMILIES, type LabFamily } from "@/lib/labs/languages";
import type { LabCellModel } from "./lab-cell-model";
import { LabPage } from "./lab-page";
import { LabEmpty, LabLoadError, LabLoading, LabNoId, LabRefused } from "./lab-states";
import { labKeys } from "@/lib/client/query-keys";
import { rowChecks } from "@/lib/labs/output-check";

/** The API puts the learner's own saved code in CODE already (savedCode tells which). */
function toModels(cells: LabCellRow[], family: LabFamily): LabCellModel[] {
  return [...cells]
    .sort((a, b) => a.CELL_ID - b.CELL_ID)
    .map((c) => ({
      key: c.id,
      serverId: c.id,
      number: c.CELL_ID,
      preText: c.PRE_TEXT,
      code: c.CODE,
      language: FAMILIES[family].onlyLanguage ?? c.language,
      saved: c.savedCode ?? false,
      starterCode: c.STARTER_CODE,
      checks: rowChecks(c),
      passed: c.passed ?? false,
    }));
}

function RemoteLab({ family }: { family: LabFamily }) {
  const [params] = useSearchParams();
  const labId = params.get("lab_id") ?? "";
  const query = useQuery({
    queryKey: labKeys.cells(family, labId),
    queryFn: ({ signal }) => fetchFamilyCells(family, labId, signal),
    enabled: labId !== "",
    staleTime: 0,
    // A 4xx answer (a malformed id, an unknown lab) will not change on a second try.
    retry: (count, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && count < 1,
  });

  if (labId === "") return <LabNoId family={family} />;
  if (query.isPending) return <LabLoading />;
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 404) return <LabEmpty labId={labId} family={family} />;
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) return <LabRefused family={family} message={e.message.replace(/^labId:\s*/, "")} />;
    return <LabLoadError error={e} onRetry={() => void query.refetch()} />;
  }
  const cells = query.data ?? [];
  if (cells.length === 0) return <LabEmpty labId={labId} family={family} />;
  const title = cells[0]?.TITLE || FAMILIES[family].defaultTitle;
  return <LabPage key={`${family}-${labId}`} title={title} cells={toModels(cells, family)} chatLanguage={FAMILIES[family].onlyLanguage} />;
}

export function PythonLabPage() {
  return <RemoteLab family="lab" />;
}

export function JavaLabPage() {
  return <RemoteLab family="java-lab" />;
}
