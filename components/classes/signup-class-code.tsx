"use client";
// Sign-up's class code: while the learner types, the class and school the code joins (so a mistyped code is seen
// before the account is made), or the server's words for a code that joins nothing, and no more than that. The placeholder is no code: codes never have a 1.
import { useId, type ChangeEvent } from "react";
import { TextField } from "@/components/auth/form-bits";
import { CodePreviewStatus } from "./code-preview";
import { useClassPreview } from "./use-class-preview";
import { classTexts as t } from "./texts";

export function SignupClassCode({ value, onChange }: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const preview = useClassPreview(value);
  const previewId = useId();
  return (
    <div>
      <TextField
        label={t.codeLabel}
        placeholder={t.codePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        onChange={onChange}
        aria-describedby={previewId}
      />
      <CodePreviewStatus id={previewId} preview={preview} detail="class-and-school" />
    </div>
  );
}
