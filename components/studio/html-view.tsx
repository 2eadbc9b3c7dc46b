"use client";
// HTML as React elements of an allow-list: an inert DOMParser document reads it (nothing runs there) and only the
// elements and attributes the server's sanitiser keeps (lib/server/markdown) become React elements; React escapes
// every text, so no HTML string reaches the page. Used for the author's Markdown preview and for a reading's
// server-sanitised HTML in the player and the studio's preview (belt and braces over the server's sanitising).
import { createElement, Fragment, useMemo, type ReactNode } from "react";

const TAGS = new Set("h1 h2 h3 h4 h5 h6 p br hr blockquote pre code em strong del s sub sup ul ol li a img table thead tbody tr th td span kbd".split(" "));
const VOID = new Set(["br", "hr", "img"]);
const ATTRS: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  th: ["align"],
  td: ["align"],
  ol: ["start"],
};
const safeHref = (v: string) => /^(https?:|mailto:)/i.test(v);
const safeSrc = (v: string) => /^https:/i.test(v) || (v.startsWith("/") && !v.startsWith("//"));

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes).map(toReact);
  // An element off the list is dropped, its text kept (as the server's sanitiser does with discard mode).
  if (!TAGS.has(tag)) return tag === "script" || tag === "style" ? null : createElement(Fragment, { key }, ...children);
  const props: Record<string, unknown> = { key };
  for (const name of ATTRS[tag] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if (name === "href" && !safeHref(value)) continue;
    if (name === "src" && !safeSrc(value)) continue;
    props[name] = value;
  }
  if (tag === "a") Object.assign(props, { target: "_blank", rel: "noopener noreferrer nofollow" });
  if (tag === "code") {
    const lang = /\blanguage-[\w-]+\b/.exec(el.getAttribute("class") ?? "")?.[0];
    if (lang) props.className = lang;
  }
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/** Markdown's elements styled without a typography plugin (also used for the server's HTML in the preview). */
export const markdownClass =
  "space-y-3 break-words [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6";

/** HTML (Markdown's output, or the server's already sanitised reading) as React elements of the allow-list. */
export function htmlToReact(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return Array.from(doc.body.childNodes).map(toReact);
}

/** A reading as the server rendered it for learners (sanitised there; read through the allow-list here too). */
export function HtmlView({ html, className = "" }: { html: string; className?: string }) {
  const content = useMemo(() => htmlToReact(html), [html]);
  return <div className={`${markdownClass} ${className}`}>{content}</div>;
}
