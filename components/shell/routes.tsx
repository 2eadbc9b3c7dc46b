// Every route of spec §2, on react-router's hash router. Paths match case-insensitively, so /Courses and
// /MyLearning work as aliases. Each screen's code is fetched on first visit (route `lazy`); the page
// module also starts fetching the screen for the address it was opened at, before the shell first renders.
import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";

type Screen = { path: string; load: () => Promise<ComponentType> };

const screens: Screen[] = [
  { path: "/", load: () => import("@/components/home/home-page").then((m) => m.HomePage) },
  { path: "/about", load: () => import("@/components/static/about-page").then((m) => m.AboutPage) },
  { path: "/privacypolicy", load: () => import("@/components/static/privacy-page").then((m) => m.PrivacyPage) },
  { path: "/courses", load: () => import("@/components/courses/catalogue-page").then((m) => m.CataloguePage) },
  { path: "/mylearning", load: () => import("@/components/courses/my-learning-page").then((m) => m.MyLearningPage) },
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
  { path: "/LabCreator", load: () => import("@/components/labs/lab-creator-page").then((m) => m.LabCreatorPage) },
  { path: "/Coder", load: () => import("@/components/labs/remote-lab-pages").then((m) => m.PythonLabPage) },
  { path: "/Coder_2", load: () => import("@/components/labs/fixed-lab-pages").then((m) => m.IntroPythonLabPage) },
  { path: "/Coder_3", load: () => import("@/components/labs/fixed-lab-pages").then((m) => m.JavaScriptLabPage) },
  { path: "/JavaCoder", load: () => import("@/components/labs/remote-lab-pages").then((m) => m.JavaLabPage) },
];

const loading = new Map<string, Promise<ComponentType>>();

/** One fetch per screen, shared by the preload and the route's `lazy`; a failed fetch may be retried. */
function loadScreen(screen: Screen): Promise<ComponentType> {
  let pending = loading.get(screen.path);
  if (!pending) {
    pending = screen.load();
    pending.catch(() => loading.delete(screen.path));
    loading.set(screen.path, pending);
  }
  return pending;
}

export const screenRoutes: RouteObject[] = screens.map((screen) => ({
  path: screen.path,
  lazy: async () => ({ Component: await loadScreen(screen) }),
}));

/** Starts fetching the screen for the address the page was opened at. */
export function preloadCurrentScreen() {
  const pathname = window.location.hash.slice(1).split(/[?#]/)[0] || "/";
  const match = matchRoutes(
    screens.map((s) => ({ path: s.path })),
    pathname.startsWith("/") ? pathname : `/${pathname}`,
  );
  const path = match?.[match.length - 1]?.route.path;
  const screen = screens.find((s) => s.path === path);
  if (screen) void loadScreen(screen).catch(() => undefined);
}
