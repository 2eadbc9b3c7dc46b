import "server-only";
// Authors' Markdown (a course's description, a reading) as HTML a learner's browser may show: `marked` turns it
// into HTML, then `sanitize-html` keeps only an allow-list — text formatting, headings, lists, tables, code
// blocks, links (http/https/mailto, opened without the app's window) and images (https or this app's own paths).
// No script, style, event handler, iframe, form or javascript:/data: address survives. The author's raw HTML
// goes through the same allow-list. Rendered once per distinct text (a small cache: a class opens one reading).
import { createHash } from "node:crypto";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "em",
    "strong",
    "del",
    "s",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "kbd",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    code: ["class"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", referrerpolicy: "no-referrer" } }),
  },
};
// The attributes the transforms add must survive the allow-list too.
OPTIONS.allowedAttributes = {
  ...OPTIONS.allowedAttributes,
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading", "referrerpolicy"],
};

const cache = new Map<string, string>();
const CACHE_MAX = 500;

/** Safe HTML for `markdown` ('' for none). */
export function renderMarkdown(markdown: string | null | undefined): string {
  const md = markdown ?? "";
  if (!md.trim()) return "";
  const key = createHash("sha256").update(md).digest("base64url");
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(md) as string, OPTIONS);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, html);
  return html;
}
