"use client";
// /Coder_2 and /Coder_3: the fixed introductory Python lab and the JavaScript lab. Their content is the
// catalogue's own module (the same one the database seed uses), so the text lives in one place.
import { introPythonLab } from "@/prisma/seed/catalogue/labs-python";
import { jsBasicsLab } from "@/prisma/seed/catalogue/labs-javascript";
import type { LabSeed } from "@/prisma/seed/types";
import type { LabCellModel } from "./lab-cell";
import { LabPage } from "./lab-page";

function cellsOf(lab: LabSeed): LabCellModel[] {
  return lab.cells.map((c, i) => ({ key: `${lab.labId}-${i + 1}`, number: i + 1, preText: c.preText, code: c.code, language: lab.language }));
}

const introCells = cellsOf(introPythonLab);
const jsCells = cellsOf(jsBasicsLab);

export function IntroPythonLabPage() {
  return <LabPage title={introPythonLab.title} cells={introCells} />;
}

export function JavaScriptLabPage() {
  return <LabPage title={jsBasicsLab.title} cells={jsCells} />;
}
