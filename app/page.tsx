// The document is rendered per request, not prerendered: its Content-Security-Policy (proxy.ts) carries a fresh
// nonce, which Next puts on its own scripts while rendering, and this page puts on its one inline script.
// A visitor landing on the home route sees the courses in the HTML itself, not an empty page while the app's
// code comes over a slow link; the published list comes from the in-memory catalogue snapshot, re-read only when
// the catalogue version moves.
import { connection } from "next/server";
import { headers } from "next/headers";
import { HomeFirstPaint } from "@/components/home/home-first-paint";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { publishedCatalogue } from "@/lib/server/courses/list-published-courses";
import { log } from "@/lib/server/log/logger";
import type { CourseListItem } from "@/lib/schemas/courses";
import { EARLY_WORKER_SCRIPT } from "@/lib/client/labs/python/addresses";
import { EARLY_MONACO_SCRIPT } from "@/lib/client/labs/monaco/load-monaco";
import { HashShell } from "./hash-shell";

/**
 * Runs before the first paint: which picture fits the address (the server cannot see the hash). It also
 * notes every hash the address takes from then on (window.__learnhubHash), so the shell can undo Next's
 * hydration writing back the address the page was loaded at (app/hash-shell.tsx). A moved-to hash is noted at
 * popstate, which comes a task before hashchange: a shell reading the note in between must not see the old one.
 * On any editor's address it starts Monaco's download, and on Lab Activities (or a Python lab's address, on a later
 * visit: lib/client/labs/start-order.ts) the lab's Python worker, before the app's code has arrived.
 */
const chooseFirstPaint = `(function(){${EARLY_MONACO_SCRIPT}var d=document.documentElement,h=location.hash;window.__learnhubHash=h;addEventListener("popstate",function(){window.__learnhubHash=location.hash});addEventListener("hashchange",function(e){window.__learnhubHash=new URL(e.newURL).hash});if(!h||/^#\\/?(\\?.*)?$/.test(h))d.setAttribute("data-first-paint-route","home");else if(/^#\\/courses\\/?$/.test(h))d.setAttribute("data-first-paint-route","courses");try{if(localStorage.getItem("user"))d.setAttribute("data-stored-login","")}catch(e){}${EARLY_WORKER_SCRIPT}})();`;

async function firstPaintCourses(): Promise<CourseListItem[] | null> {
  try {
    return (await publishedCatalogue()).items;
  } catch (e) {
    // The page still works without them: the app fetches the list itself and shows its own error.
    log.warn("first paint without courses", { error: e instanceof Error ? e.message : String(e) });
    return null;
  }
}

export default async function Page() {
  await connection();
  const nonce = (await headers()).get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  const courses = await firstPaintCourses();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chooseFirstPaint }} />
      <HashShell courses={courses} firstPaint={courses ? <HomeFirstPaint courses={courses} /> : <LoadingOverlay />} />
    </>
  );
}
