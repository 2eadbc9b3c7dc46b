"use client";
// Monaco, self-hosted: the editor comes from the app's own server (public/monaco, bundled by
// scripts/prepare-assets.mjs from lib/client/labs/monaco/bundle.ts; never a CDN) and its workers from the app's build.
// This module is only reached through the lab screens (lazy in lab-cell.tsx), so the home page never downloads it.
// It waits for Monaco (top-level await): @monaco-editor/react must be handed it before an editor mounts, or it
// would fetch Monaco from a CDN.
import { useEffect, useRef, useState } from "react";
import Editor, { loader, type OnMount } from "@monaco-editor/react";
import { loadMonaco } from "@/lib/client/labs/monaco/load-monaco";
import { registerPythonCompletions } from "@/lib/client/labs/monaco/python-completions";
import { LANGUAGES, type LabLanguage } from "@/lib/labs/languages";
import { editorHeight } from "@/lib/client/labs/highlight-code";
import { noteEditorPainted } from "@/lib/client/labs/start-order";
import { EditorValueSync } from "@/lib/client/labs/monaco/editor-value-sync";
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
const monaco = await loadMonaco();
registerPythonCompletions(monaco);
loader.config({ monaco });

/** Contract §9: indent 4, 2 for JavaScript (lib/labs/languages.ts). */
export function tabSizeFor(language: LabLanguage): number {
  return LANGUAGES[language].editor.indent;
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

type MountedEditor = Parameters<OnMount>[0];

/**
 * The editor owns its text: `value` is its text at mount, and later a `value` the page sets (Reset to starter code)
 * replaces it, but never an older copy of what the learner typed (editor-value-sync.ts). `onChange` hears every change.
 */
export function CodeEditor({ value, onChange, language, label, readOnly = false, syntax }: Props) {
  const height = editorHeight(value);
  const tabSize = tabSizeFor(language);
  const mounted = useRef<MountedEditor | null>(null);
  // The page's last value: the editor may mount after the effect that found no editor yet.
  const pageValue = useRef(value);
  const [sync] = useState(() => new EditorValueSync());
  const write = (editor: MountedEditor, text: string) => {
    const model = editor.getModel();
    if (!model || !sync.shouldWrite(text, model.getValue())) return;
    if (readOnly) model.setValue(text);
    else {
      editor.executeEdits("page", [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
      editor.pushUndoStop();
    }
  };
  useEffect(() => {
    pageValue.current = value;
    if (mounted.current) write(mounted.current, value);
    // Only a new value from the page; `write` reads the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300" data-testid="code-editor" data-language={language} data-tab-size={tabSize}>
      <Editor
        height={height}
        language={syntax ?? language}
        defaultValue={value}
        onChange={(v) => {
          sync.reported(v ?? "");
          onChange(v ?? "");
        }}
        onMount={(editor) => {
          mounted.current = editor;
          write(editor, pageValue.current);
          // Once its first frame is painted (a task queued from the next animation frame runs after it), Python may start.
          requestAnimationFrame(() => setTimeout(noteEditorPainted, 0));
        }}
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
