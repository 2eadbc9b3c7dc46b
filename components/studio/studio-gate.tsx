"use client";
// The studio opens for authors, teachers and admins (canAuthor; the server refuses learners on every studio call).
import type { ReactNode } from "react";
import { RoleGate } from "@/components/shell/role-gate";
import { canAuthor } from "@/lib/schemas/roles";
import { texts } from "./texts";

const gateTexts = { ...texts, refusedTitle: texts.onlyAuthorsTitle, refusedBody: texts.onlyAuthorsBody };

export function StudioGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate allowed={canAuthor} texts={gateTexts}>
      {children}
    </RoleGate>
  );
}
