"use client";
// The author's Markdown as the learner will see it, drawn in the browser while they write: `marked` makes HTML and
// html-view.tsx keeps the server's allow-list of it, so the preview never shows what the learner would not get.
import { useMemo } from "react";
import { Marked } from "marked";
import { htmlToReact, markdownClass } from "./html-view";

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function MarkdownPreview({ source, empty }: { source: string; empty: string }) {
  const content = useMemo(() => (source.trim() ? htmlToReact(marked.parse(source) as string) : null), [source]);
  return (
    <div className={`${markdownClass} min-h-24 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-ink-900`} data-testid="markdown-preview">
      {content ?? <p className="text-ink-500">{empty}</p>}
    </div>
  );
}
