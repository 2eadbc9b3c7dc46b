"use client";
// The client-side app: session, data fetching and react-router's hash router. The layout route holds the
// shell (nav bar, footer, dialogs); unknown routes and render failures show RouteError in its place.
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createHashRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { SessionProvider } from "@/lib/client/session/session-context";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { RouteError } from "./route-error";
import { screenRoutes } from "./routes";
import { ShellLayout } from "./shell-layout";

function createAppRouter() {
  return createHashRouter([
    { element: <ShellLayout />, errorElement: <RouteError />, hydrateFallbackElement: <LoadingOverlay />, children: screenRoutes },
  ]);
}

export function AppShell() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
