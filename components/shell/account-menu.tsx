"use client";
// The signed-in learner's menu in the nav bar (Headless UI): who is signed in, My Learning, Logout.
import { NavLink as RouterLink } from "react-router";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useSession } from "@/lib/client/session/session-context";
import { useLogout } from "@/lib/client/session/use-logout";
import { AccountBadge, accountButtonClass } from "./account-badge";

export function AccountMenu() {
  const { state } = useSession();
  const logout = useLogout();
  return (
    <Menu as="div" className="relative">
      <MenuButton className={accountButtonClass}>
        <AccountBadge username={state.user?.username} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none">
        <div className="px-3 py-2 text-xs text-ink-500">
          Signed in as <span className="font-semibold text-ink-900">{state.user?.username}</span>
        </div>
        <MenuItem>
          <RouterLink to="/mylearning" className="block rounded-md px-3 py-2 text-sm data-focus:bg-slate-100">
            My Learning
          </RouterLink>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={logout} className="block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100">
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
