// The endpoint table as docs/contract.md shows it: one Markdown table per domain of lib/api/endpoints.ts, written
// between two markers by `npm run docs:endpoints` (scripts/write-endpoint-docs.mts). tests/unit/endpoint-docs.test.ts
// fails when the section differs from what the table renders now, so a new or changed endpoint reaches the docs.
import type { Access, Endpoint } from "./endpoint";
import { endpointGroups } from "./endpoints";

export const BEGIN_MARKER = "<!-- endpoint-table:begin (written by npm run docs:endpoints from lib/api/endpoints.ts) -->";
export const END_MARKER = "<!-- endpoint-table:end -->";

/** Each domain's heading; a domain without one stops the render (a new domain must be named here). */
export const GROUP_TITLES: Record<keyof typeof endpointGroups, string> = {
  auth: "Accounts and captcha",
  courses: "Courses and enrolment",
  player: "Course player, progress, captions and videos",
  quiz: "Skills tests",
  ai: "AI tutor",
  labs: "Coding labs",
  health: "The instance's health",
  classes: "Classes and teaching",
  people: "People and children's data (admins)",
  media: "Studio uploads, covers and H5P packages",
  studio: "Course studio",
};

const ROLE_NAMES = { user: "learner", author: "author", teacher: "teacher", admin: "admin" } as const;

function who(access: Access): string {
  if (access === "public") return "anyone";
  if (access === "user") return "signed in";
  return access.map((r) => ROLE_NAMES[r]).join(", ");
}

/** "/api/x/:id" as the contract writes it: "/api/x/{id}"; a catch-all ":path*" as "{path…}". */
export function contractPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)\*/g, "{$1…}").replace(/:([A-Za-z]\w*)/g, "{$1}");
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

function row(e: Endpoint): string {
  const limits = e.limits?.length ? e.limits.map((l) => `\`${l}\``).join(", ") : "—";
  return `| \`${e.method} ${contractPath(e.path)}\` | ${who(e.access)} | ${cell(e.summary)} | ${limits} |`;
}

/** The section between the markers (markers included). */
export function renderEndpointDocs(groups: Record<string, Record<string, Endpoint>> = endpointGroups): string {
  const parts = [BEGIN_MARKER, ""];
  for (const [group, entries] of Object.entries(groups)) {
    const title = (GROUP_TITLES as Record<string, string | undefined>)[group];
    if (!title) throw new Error(`lib/api/endpoint-docs.ts: the endpoint group "${group}" has no title in GROUP_TITLES`);
    parts.push(`#### ${title}`, "", "| call | who | what | limits |", "|---|---|---|---|");
    for (const e of Object.values(entries)) parts.push(row(e));
    parts.push("");
  }
  parts.push(END_MARKER);
  return parts.join("\n");
}

/** The document with its section replaced; null when the markers are missing or out of order. */
export function withEndpointDocs(doc: string, section = renderEndpointDocs()): string | null {
  const begin = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (begin < 0 || end < begin) return null;
  return doc.slice(0, begin) + section + doc.slice(end + END_MARKER.length);
}
