"use client";
// Unknown routes and render failures: the generic 'Unexpected Application Error!' heading (spec §9), with a way home.
import { isRouteErrorResponse, useRouteError } from "react-router";

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "This page could not be shown.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h2 className="text-2xl font-bold">Unexpected Application Error!</h2>
      <h3 className="mt-2 text-ink-500">{detail}</h3>
      <a href="#/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Go to the home page
      </a>
    </main>
  );
}
