"use client";
// The teacher's screens open for teachers and admins only (canTeach; the server refuses others on every class route).
import type { ReactNode } from "react";
import { RoleGate } from "@/components/shell/role-gate";
import { canTeach } from "@/lib/schemas/roles";
import { texts } from "./texts";

const gateTexts = { ...texts, refusedTitle: texts.onlyTeachersTitle, refusedBody: texts.onlyTeachersBody };

export function TeacherGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate allowed={canTeach} texts={gateTexts}>
      {children}
    </RoleGate>
  );
}
