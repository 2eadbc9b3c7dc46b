"use client";
// The signed-in account's menu in the nav bar (Headless UI): who is signed in, My Learning, joining a class and
// the learner's classes, People for admins (the contract fixes the top nav, so admin screens live here), Logout.
import { lazy, Suspense, useState } from "react";
import { NavLink as RouterLink } from "react-router";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useSession } from "@/lib/client/session/session-context";
import { useLogout } from "@/lib/client/session/use-logout";
import { classTexts } from "@/components/classes/texts";
import { peopleTexts } from "@/components/admin/texts";
import { teacherMenuTexts } from "@/components/teacher/texts";
import { studioMenuText } from "@/components/studio/menu-text";
import { canAuthor } from "@/lib/schemas/roles";
import { AccountBadge, accountButtonClass } from "./account-badge";

const JoinClassDialog = lazy(() => import("@/components/classes/join-class-dialog").then((m) => ({ default: m.JoinClassDialog })));

const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100";

export function AccountMenu() {
  const { state } = useSession();
  const logout = useLogout();
  // The dialog lives outside the menu: the menu's items unmount as soon as one is chosen.
  const [joinOpen, setJoinOpen] = useState(false);
  const [joinUsed, setJoinUsed] = useState(false);
  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton className={accountButtonClass}>
          <AccountBadge username={state.user?.username} />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none">
          <div className="px-3 py-2 text-xs text-ink-500">
            Signed in as <span className="font-semibold text-ink-900">{state.user?.username}</span>
          </div>
          <MenuItem>
            <RouterLink to="/mylearning" className={itemClass}>
              My Learning
            </RouterLink>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setJoinUsed(true);
                setJoinOpen(true);
              }}
            >
              {classTexts.joinMenuItem}
            </button>
          </MenuItem>
          {/* A teacher's or admin's "My classes" are the classes they run; a learner's, the classes they are in. */}
          {state.role === "teacher" || state.role === "admin" ? (
            <MenuItem>
              <RouterLink to="/teacher" className={itemClass}>
                {teacherMenuTexts.menuItem}
              </RouterLink>
            </MenuItem>
          ) : (
            <MenuItem>
              <RouterLink to="/myclasses" className={itemClass}>
                {classTexts.myClassesMenuItem}
              </RouterLink>
            </MenuItem>
          )}
          {canAuthor(state.role) && (
            <MenuItem>
              <RouterLink to="/studio" className={itemClass}>
                {studioMenuText}
              </RouterLink>
            </MenuItem>
          )}
          {state.role === "admin" && (
            <MenuItem>
              <RouterLink to="/admin/people" className={itemClass}>
                {peopleTexts.menuItem}
              </RouterLink>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" onClick={logout} className={itemClass}>
              Logout
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {joinUsed && (
        <Suspense fallback={null}>
          <JoinClassDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
