"use client";
// Monaco, self-hosted: the editor and its workers come from the app's own build (never a CDN), and this
// module is only reached through the lab screens (next/dynamic in lab-cell.tsx), so the home page never
// downloads it.
import Editor, { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor";
import type { LabLanguage } from "@/lib/client/labs/lab-api";

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
  /** The smallest height in pixels (default 140). */
  minHeight?: number;
};

export function CodeEditor({ value, onChange, language, label, readOnly = false, syntax, minHeight = 140 }: Props) {
  const lines = value.split("\n").length;
  const height = Math.min(480, Math.max(minHeight, (lines + 2) * 20));
  const tabSize = tabSizeFor(language);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300" data-testid="code-editor" data-language={language} data-tab-size={tabSize}>
      <Editor
        height={height}
        language={syntax ?? language}
        value={value}
        onChange={(v) => onChange(v ?? "")}
        theme="vs"
        loading={<p className="p-3 text-sm text-ink-500">Loading the code editor...</p>}
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
