"use client";
// Unknown routes and render failures: the generic 'Unexpected Application Error!' heading (contract §9), with
// a way home. Both render inside the shell (nav bar and footer stay); a screen that failed for the network
// says "You are offline" with Retry instead.
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { isNetworkFailure } from "@/lib/client/network";
import { OfflineNotice } from "./offline-notice";

function ErrorScreen({ detail }: { detail: string }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-lg text-ink-500">{detail}</p>
      <a href="#/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Go to the home page
      </a>
    </section>
  );
}

export function NotFound() {
  return <ErrorScreen detail="404 Not Found: there is no page at this address." />;
}

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same address (a new location key) resets the error boundary and renders again;
  // a reload would show the browser's own offline page instead.
  if (isNetworkFailure(error)) return <OfflineNotice onRetry={() => void navigate(location.pathname + location.search, { replace: true })} />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "This page could not be shown.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen detail={detail} />;
}
