"use client";
// What a typed class code joins, under the code field: announced politely as it changes (a live region that
// stays mounted), so a screen reader hears the class or the server's "no class has this code".
import type { CodePreview } from "./use-class-preview";
import { classTexts as t } from "./texts";

export function CodePreviewStatus({ id, preview, detail }: { id: string; preview: CodePreview; detail: "full" | "class-and-school" }) {
  return (
    <div id={id} role="status" aria-live="polite" data-testid="class-code-preview" className="mt-2 min-h-5 text-sm">
      {preview.state === "checking" && <p className="text-ink-500">{t.checkingCode}</p>}
      {(preview.state === "unknown" || preview.state === "error") && <p className="text-red-700">{preview.message}</p>}
      {preview.state === "found" &&
        (detail === "class-and-school" ? (
          <p className="font-medium text-green-800">{t.signupJoins(preview.cls.name, preview.cls.school)}</p>
        ) : (
          <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-ink-900">
            <p className="font-semibold text-green-900">{t.joinsClass}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-ink-500">{t.className}</dt>
              <dd className="font-medium">{preview.cls.name}</dd>
              <dt className="text-ink-500">{t.school}</dt>
              <dd className="font-medium">{preview.cls.school}</dd>
              <dt className="text-ink-500">{t.teacher}</dt>
              <dd className="font-medium">{preview.cls.teacher ?? t.noTeacher}</dd>
            </dl>
          </div>
        ))}
    </div>
  );
}
