// Every route of contract §2, on react-router's hash router. Paths match case-insensitively, so /Courses and
// /MyLearning work as aliases. Each screen's code is fetched on first visit (route `lazy`); the page
// module also starts fetching the screen for the address it was opened at, before the shell first renders.
import { useState, type ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { isNetworkFailure } from "@/lib/client/network";
import { loadMonaco } from "@/lib/client/labs/monaco/load-monaco";
import { OfflineNotice } from "./offline-notice";
import { NotFound } from "./route-error";

type Screen = { path: string; load: () => Promise<ComponentType> };

const screens: Screen[] = [
  { path: "/", load: () => import("@/components/home/home-page").then((m) => m.HomePage) },
  { path: "/about", load: () => import("@/components/static/about-page").then((m) => m.AboutPage) },
  { path: "/privacypolicy", load: () => import("@/components/static/privacy-page").then((m) => m.PrivacyPage) },
  { path: "/courses", load: () => import("@/components/courses/catalogue-page").then((m) => m.CataloguePage) },
  { path: "/mylearning", load: () => import("@/components/courses/my-learning-page").then((m) => m.MyLearningPage) },
  { path: "/myclasses", load: () => import("@/components/classes/my-classes-page").then((m) => m.MyClassesPage) },
  { path: "/admin/people", load: () => import("@/components/admin/people-page").then((m) => m.PeoplePage) },
  { path: "/teacher", load: () => import("@/components/teacher/my-classes-page").then((m) => m.MyClassesPage) },
  { path: "/teacher/classes/:id", load: () => import("@/components/teacher/class-page").then((m) => m.ClassPage) },
  { path: "/teacher/classes/:id/learners/:userId", load: () => import("@/components/teacher/learner-page").then((m) => m.LearnerPage) },
  { path: "/teacher/classes/:id/tests/:contentId", load: () => import("@/components/teacher/test-stats-page").then((m) => m.TestStatsPage) },
  { path: "/teacher/classes/:id/live/:labId", load: () => import("@/components/teacher/live-lab-page").then((m) => m.LiveLabPage) },
  { path: "/studio", load: () => import("@/components/studio/my-courses-page").then((m) => m.StudioPage) },
  { path: "/studio/courses/:id", load: () => import("@/components/studio/course-editor-page").then((m) => m.CourseEditorPage) },
  { path: "/studio/courses/:id/preview", load: () => import("@/components/studio/preview-page").then((m) => m.PreviewPage) },
  { path: "/enrollpage/:id/:uid", load: () => import("@/components/courses/enroll-page").then((m) => m.EnrollPage) },
  {
    path: "/coursedetails/:id/:uid",
    load: () => import("@/components/course-player/course-details-page").then((m) => m.CourseDetailsPage),
  },
  {
    path: "/resetpassword/:resetToken",
    load: () => import("@/components/auth/reset-password-page").then((m) => m.ResetPasswordPage),
  },
  { path: "/LabActivities", load: () => import("@/components/labs/lab-activities-page").then((m) => m.LabActivitiesPage) },
  { path: "/LabCreator", load: withEditor(() => import("@/components/labs/lab-creator-page").then((m) => m.LabCreatorPage)) },
  { path: "/Coder", load: withEditor(() => import("@/components/labs/remote-lab-pages").then((m) => m.PythonLabPage)) },
  { path: "/Coder_2", load: withEditor(() => import("@/components/labs/fixed-lab-pages").then((m) => m.IntroPythonLabPage)) },
  { path: "/Coder_3", load: withEditor(() => import("@/components/labs/fixed-lab-pages").then((m) => m.JavaScriptLabPage)) },
  { path: "/JavaCoder", load: withEditor(() => import("@/components/labs/remote-lab-pages").then((m) => m.JavaLabPage)) },
];

/**
 * A lab screen's code and the editor's are fetched together, and Monaco (~0.8 MB of brotli, downloading since the
 * page's first script on a lab's address) starts running now, while they arrive: the editor was requested only
 * once the screen's own code had arrived and run, a round trip later. The screen does not wait for it (its cells
 * show the code read-only until the editor is here); the editor's module is the one the cells import.
 */
function withEditor(load: Screen["load"]): Screen["load"] {
  return () => {
    void loadMonaco().catch(() => undefined);
    import("@/components/labs/code-editor").catch(() => undefined);
    return load();
  };
}

const loading = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

/** One fetch per screen, shared by the preload and the route's `lazy`; a failed fetch may be retried. */
function loadScreen(screen: Screen): Promise<ComponentType> {
  let pending = loading.get(screen.path);
  if (!pending) {
    pending = screen.load();
    pending.then(
      (c) => loaded.set(screen.path, c),
      () => loading.delete(screen.path),
    );
    loading.set(screen.path, pending);
  }
  return pending;
}

/**
 * Stands in for a screen whose code could not be fetched. react-router keeps a rejected `lazy` for good,
 * so the route resolves to this instead: it offers Retry (and retries when the browser is back online)
 * and renders the real screen once its code arrives.
 */
function retryingScreen(screen: Screen, firstError: unknown): ComponentType {
  return function RetryingScreen() {
    const [state, setState] = useState<{ Component?: ComponentType; error: unknown }>(() => {
      const ready = loaded.get(screen.path);
      return ready ? { Component: ready, error: null } : { error: firstError };
    });
    if (state.Component) return <state.Component />;
    if (!isNetworkFailure(state.error)) throw state.error;
    const retry = () =>
      loadScreen(screen).then(
        (Component) => setState({ Component, error: null }),
        (error: unknown) => setState({ error }),
      );
    return <OfflineNotice onRetry={() => void retry()} />;
  };
}

/**
 * The routes, built when the router is made: a screen whose code has already arrived is given as its
 * Component, so the router starts on it at once instead of painting its loading fallback for a frame
 * (the server's first paint stays up until the current screen's code is here; app/hash-shell.tsx).
 */
export function screenRoutes(): RouteObject[] {
  return [
    ...screens.map((screen): RouteObject => {
      const ready = loaded.get(screen.path);
      if (ready) return { path: screen.path, Component: ready };
      return {
        path: screen.path,
        lazy: async () => {
          try {
            return { Component: await loadScreen(screen) };
          } catch (error) {
            return { Component: retryingScreen(screen, error) };
          }
        },
      };
    }),
    // Unknown addresses get the error screen inside the shell, so the nav and footer stay.
    { path: "*", Component: NotFound },
  ];
}

/** Starts fetching the screen for the address the page was opened at; settles when it is here or has failed. */
export function preloadCurrentScreen(): Promise<void> {
  const pathname = window.location.hash.slice(1).split(/[?#]/)[0] || "/";
  const match = matchRoutes(
    screens.map((s) => ({ path: s.path })),
    pathname.startsWith("/") ? pathname : `/${pathname}`,
  );
  const path = match?.[match.length - 1]?.route.path;
  const screen = screens.find((s) => s.path === path);
  return screen
    ? loadScreen(screen).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
