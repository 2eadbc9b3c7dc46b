"use client";
// A course's description as learners see it: the studio writes Markdown, and the server hands it over rendered and
// sanitised too (descriptionHtml, lib/server/markdown), shown through the allow-list view. An answer without it (one
// kept for offline use before it existed) shows the text as it is; no description shows the fallback.
import { HtmlView } from "@/components/studio/html-view";

type Props = { text: string; html?: string | null; fallback: string; className?: string };

export function CourseDescription({ text, html, fallback, className = "" }: Props) {
  if (html?.trim()) return <HtmlView html={html} className={`text-ink-700 ${className}`} />;
  return <p className={`whitespace-pre-line text-ink-700 ${className}`}>{text || fallback}</p>;
}
