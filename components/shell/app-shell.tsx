"use client";
// The client-side app: session, data fetching and react-router's hash router. The layout route holds the
// shell (nav bar, footer, dialogs); unknown routes and render failures show RouteError in its place.
import { useEffect, useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createHashRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { SessionProvider } from "@/lib/client/session/session-context";
import { readStoredUser } from "@/lib/client/session/stored-user";
import type { CourseListItem } from "@/lib/schemas/courses";
import { courseKeys } from "@/lib/client/query-keys";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { keepHashFromNextWrites } from "./keep-hash-from-next";
import { RouteError } from "./route-error";
import { screenRoutes } from "./routes";
import { ShellLayout } from "./shell-layout";

function createAppRouter() {
  return createHashRouter([
    {
      element: <ShellLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingOverlay />,
      // The pathless child's error boundary renders inside the shell's <Outlet />, keeping nav and footer.
      children: [{ errorElement: <RouteError />, children: screenRoutes() }],
    },
  ]);
}

type AppRouter = ReturnType<typeof createAppRouter>;

function addressInHash(): string {
  const h = window.location.hash.slice(1);
  return h.startsWith("/") ? h : `/${h}`;
}

/**
 * A hash change that lands while the router's first screen is still loading can be dropped by the
 * router, leaving the previous screen under a new address. Once the router is idle, the address in the
 * bar wins; each address is tried once until it is reached, so a form the router normalises cannot loop.
 */
function useAddressBarWins(router: AppRouter) {
  useEffect(() => {
    let tried = "";
    const sync = () => {
      if (router.state.navigation.state !== "idle" || !router.state.initialized) return;
      const want = addressInHash();
      const { pathname, search } = router.state.location;
      if (want === pathname + search) {
        tried = ""; // reached: the same address typed again later gets its own try
        return;
      }
      if (want === tried) return;
      tried = want;
      void router.navigate(want, { replace: true });
    };
    const unsubscribe = router.subscribe(sync);
    window.addEventListener("hashchange", sync);
    sync();
    return () => {
      unsubscribe();
      window.removeEventListener("hashchange", sync);
    };
  }, [router]);
}

export function AppShell({ initialCourses = null }: { initialCourses?: CourseListItem[] | null }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      // "always": with the network off a query fails (and the screen says "You are offline", with
      // Retry) instead of pausing behind a spinner that never ends; it refetches on reconnect. A write
      // (login, enrol, a chat question) fails the same way, so its form says so instead of staying busy.
      defaultOptions: {
        queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: "always" },
        mutations: { networkMode: "always" },
      },
    });
    // The page came with the published list (the server's first paint): a visitor's home and catalogue
    // show it at once. A stored login asks the server for its own list (enrolled courses left out).
    if (initialCourses && !readStoredUser()) client.setQueryData(courseKeys.all(null), initialCourses);
    return client;
  });
  const [router] = useState(() => {
    keepHashFromNextWrites();
    return createAppRouter();
  });
  useAddressBarWins(router);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
