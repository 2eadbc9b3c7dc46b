"use client";
// The whole browser app is one hash-route shell; every spec route is /#/route. The server cannot see the
// hash, so the shell renders in the browser only; until it mounts, the server's first paint shows (the home
// picture on the home route, the loading overlay elsewhere). Its code ships with the page, and the current
// screen's code is requested as soon as this module runs; the shell takes over once that code is here, so
// the first paint gives way to the live screen directly, never to a blank loading frame.
import { useEffect, useState, type ReactNode } from "react";
import type { CourseListItem } from "@/lib/schemas/courses";
import { AppShell } from "@/components/shell/app-shell";
import { preloadCurrentScreen } from "@/components/shell/routes";
import { PYTHON_ROUTE } from "@/lib/client/labs/python/python-route";

const currentScreen: Promise<void> | null = typeof window === "undefined" ? null : preloadCurrentScreen();

if (typeof window !== "undefined") {
  prewarmPythonFor(window.location.hash);
  window.addEventListener("hashchange", () => prewarmPythonFor(window.location.hash));
}

/** Lab Activities and the Python lab routes: Pyodide (seconds to start) begins loading with the screen. */
function prewarmPythonFor(hash: string) {
  if (!PYTHON_ROUTE.test(hash)) return;
  void import("@/lib/client/labs/python/python-runtime").then((m) => m.prewarmPython());
}

/**
 * Next's router, when it hydrates, writes the address the page was loaded at back into the history entry
 * (replaceState, no event). A hash the learner (or a link) moved to in between would be silently undone and
 * the app would open the old screen: put the last hash the page saw back before the shell reads it.
 */
function keepLatestHash() {
  const latest = (window as { __learnhubHash?: string }).__learnhubHash;
  if (latest !== undefined && latest !== window.location.hash) window.history.replaceState(window.history.state, "", latest || "#/");
}

export function HashShell({ firstPaint, courses }: { firstPaint: ReactNode; courses: CourseListItem[] | null }) {
  // False on the server and while hydrating (the first paint's markup), true once the screen's code is here.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    keepLatestHash(); // after the hydration commit, in which Next's history update ran
    let live = true;
    void currentScreen?.then(() => {
      if (!live) return;
      keepLatestHash();
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? <AppShell initialCourses={courses} /> : firstPaint;
}
