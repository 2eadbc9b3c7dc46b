"use client";
// The whole browser app is one hash-route shell; every spec route is /#/route. The server cannot see the
// hash, so the shell renders in the browser only (the prerendered page is the loading overlay). Its code
// ships with the page, and the current screen's code is requested as soon as this module runs.
import { useSyncExternalStore } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { preloadCurrentScreen } from "@/components/shell/routes";
import { LoadingOverlay } from "@/components/ui/loading-overlay";

if (typeof window !== "undefined") preloadCurrentScreen();

const noSubscription = () => () => {};

export default function Page() {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return inBrowser ? <AppShell /> : <LoadingOverlay />;
}
