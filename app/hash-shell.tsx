"use client";
// The whole browser app is one hash-route shell; every spec route is /#/route. The server cannot see the
// hash, so the shell renders in the browser only (the server-rendered page is the loading overlay). Its code
// ships with the page, and the current screen's code is requested as soon as this module runs.
import { useSyncExternalStore } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { preloadCurrentScreen } from "@/components/shell/routes";
import { LoadingOverlay } from "@/components/ui/loading-overlay";

if (typeof window !== "undefined") {
  preloadCurrentScreen();
  prewarmPythonFor(window.location.hash);
  window.addEventListener("hashchange", () => prewarmPythonFor(window.location.hash));
}

/** Lab Activities and the Python lab routes: Pyodide (seconds to start) begins loading with the screen. */
function prewarmPythonFor(hash: string) {
  if (!/^#\/(LabActivities|Coder_2|Coder)(?:[?/]|$)/.test(hash)) return;
  void import("@/lib/client/labs/python/python-runtime").then((m) => m.prewarmPython());
}

const noSubscription = () => () => {};

export function HashShell() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <AppShell /> : <LoadingOverlay />;
}
