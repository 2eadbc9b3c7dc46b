"use client";
// Monaco, self-hosted: the editor and its workers come from the app's own build (never a CDN), and this
// module is only reached through the lab screens (lazy in lab-cell.tsx), so the home page never downloads it.
// Only the editor, its features and the labs' three languages are imported, not Monaco's ~80 others (their
// registrations are small: the editor core is ~1 MB of gzip either way; see the README's Performance section).
import Editor, { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/features/register.all";
import "monaco-editor/languages/definitions/python/register";
import "monaco-editor/languages/definitions/java/register";
import "monaco-editor/languages/definitions/javascript/register";
// JavaScript's IntelliSense; its language service loads only when a JavaScript model is opened.
import "monaco-editor/languages/features/typescript/register";
import type { LabLanguage } from "@/lib/client/labs/lab-api";
import { editorHeight } from "@/lib/client/labs/highlight-code";
import { CodePreview } from "./code-preview";

type MonacoEnvironmentHost = { MonacoEnvironment?: { getWorker: (id: string, label: string) => Worker } };

(self as unknown as MonacoEnvironmentHost).MonacoEnvironment = {
  getWorker(_id, label) {
    if (label === "typescript" || label === "javascript") {
      return new Worker(new URL("monaco-editor/language/typescript/ts.worker", import.meta.url), { type: "module" });
    }
    return new Worker(new URL("monaco-editor/editor/editor.worker", import.meta.url), { type: "module" });
  },
};
loader.config({ monaco });

/** Contract §9: indent 4, 2 for JavaScript. */
export function tabSizeFor(language: LabLanguage): number {
  return language === "javascript" ? 2 : 4;
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  language: LabLanguage;
  label: string;
  readOnly?: boolean;
  /** Monaco's highlighting when it is not the lab's language (an expected output is plain text). */
  syntax?: string;
};

export function CodeEditor({ value, onChange, language, label, readOnly = false, syntax }: Props) {
  const height = editorHeight(value);
  const tabSize = tabSizeFor(language);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300" data-testid="code-editor" data-language={language} data-tab-size={tabSize}>
      <Editor
        height={height}
        language={syntax ?? language}
        value={value}
        onChange={(v) => onChange(v ?? "")}
        theme="vs"
        loading={<CodePreview code={value} language={language} label={label} />}
        options={{
          ariaLabel: label,
          lineNumbers: "on",
          tabSize,
          insertSpaces: true,
          detectIndentation: false,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: 14,
          readOnly,
          tabFocusMode: false,
          accessibilitySupport: "auto",
          renderLineHighlight: "line",
          wordWrap: "off",
          renderFinalNewline: "on",
        }}
      />
    </div>
  );
}
