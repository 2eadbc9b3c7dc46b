"use client";
import { Suspense } from "react";
import { Outlet, useNavigation, ScrollRestoration } from "react-router";
import { NavBar } from "./nav-bar";
import { Footer } from "./footer";
import { AuthDialogsProvider } from "./auth-dialogs-context";
import { AuthDialogsHost } from "./auth-dialogs-host";
import { LoadingOverlay } from "@/components/ui/loading-overlay";

export function ShellLayout() {
  const navigation = useNavigation();
  return (
    <AuthDialogsProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <NavBar />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      {navigation.state === "loading" && <LoadingOverlay />}
      <AuthDialogsHost />
      <ScrollRestoration />
    </AuthDialogsProvider>
  );
}
