"use client";
import { useEffect, useState, type ComponentProps } from "react";
import { CodePreview } from "./code-preview";
import type * as CodeEditorModule from "./code-editor";

// Monaco starts downloading as soon as a lab screen's code is here, alongside the lab's data, not after it;
// until it is ready each cell shows its code read-only (CodePreview). Not React.lazy + Suspense: React holds back
// revealing a suspended part for up to 300 ms after its fallback showed, and the editor appeared that much later.
type CodeEditorComponent = typeof CodeEditorModule.CodeEditor;
let loadedEditor: CodeEditorComponent | null = null;
let editorModule: Promise<CodeEditorComponent> | null = null;

function loadEditor(): Promise<CodeEditorComponent> {
  editorModule ??= import("./code-editor").then(
    (m) => (loadedEditor = m.CodeEditor),
    (e: unknown) => {
      editorModule = null;
      throw e;
    },
  );
  return editorModule;
}
if (typeof window !== "undefined") loadEditor().catch(() => undefined);

type EditorState = "loading" | "ready" | "failed";

/** Whether the editor's module has loaded ("failed" when it could not be fetched). */
function useEditorState(): EditorState {
  const [state, setState] = useState<EditorState>(() => (loadedEditor ? "ready" : "loading"));
  useEffect(() => {
    if (state !== "loading") return;
    let live = true;
    loadEditor().then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

/** The cell's editor once its module is here; until then (or when it could not load) its code, read-only. */
export function CellEditor(props: ComponentProps<CodeEditorComponent>) {
  const state = useEditorState();
  const Editor = loadedEditor;
  if (state === "ready" && Editor) return <Editor {...props} />;
  return <CodePreview code={props.value} language={props.language} label={props.label} failed={state === "failed"} />;
}
