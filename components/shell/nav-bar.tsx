"use client";
import { lazy, Suspense, useState } from "react";
import { NavLink as RouterLink } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "./auth-dialogs-context";
import { preloadAuthDialogs } from "./auth-dialogs-host";
import { AccountBadge, accountButtonClass } from "./account-badge";
import { topLinks } from "./nav-links";

// Headless UI comes with the account menu (signed in only) and the drawer (first opened), not with the page.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-slate-100"}`;

export function NavBar() {
  const { state } = useSession();
  const { open } = useAuthDialogs();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const links = topLinks.filter((l) => !l.loggedInOnly || state.isLoggedIn);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <button
          type="button"
          className="rounded-md p-2 text-ink-700 hover:bg-slate-100 md:hidden"
          aria-label="Open menu"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <RouterLink to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">
            L
          </span>
          LearnHub
        </RouterLink>
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.to}>
              <RouterLink to={l.to} end={l.to === "/"} className={linkClass}>
                {l.label}
              </RouterLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {state.isLoggedIn ? (
            // Until the menu's code arrives, the same-looking badge stands in (not yet a button).
            <Suspense
              fallback={
                <span aria-hidden="true" className={accountButtonClass}>
                  <AccountBadge username={state.user?.username} />
                </span>
              }
            >
              <AccountMenu />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                onClick={() => open({ kind: "login" })}
                onPointerEnter={preloadAuthDialogs}
                onFocus={preloadAuthDialogs}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Login
              </button>
              <button
                type="button"
                onClick={() => open({ kind: "signup" })}
                onPointerEnter={preloadAuthDialogs}
                onFocus={preloadAuthDialogs}
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Signup
              </button>
            </>
          )}
        </div>
      </nav>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
