"use client";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { NavLink } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { drawerLinks } from "./nav-links";

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state } = useSession();
  const links = drawerLinks.filter((l) => !l.loggedInOnly || state.isLoggedIn);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 w-72 bg-white p-4 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-lg font-bold text-brand-700">LearnHub</DialogTitle>
          <button type="button" onClick={onClose} aria-label="Close menu" className="rounded-md p-2 hover:bg-slate-100">
            ✕
          </button>
        </div>
        <ul className="space-y-1">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.to === "/"}
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-slate-100"}`
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </DialogPanel>
    </Dialog>
  );
}
