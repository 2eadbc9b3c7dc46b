export type NavLink = { to: string; label: string; loggedInOnly?: boolean };

export const topLinks: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/courses", label: "Courses" },
  { to: "/LabActivities", label: "Lab Activities", loggedInOnly: true },
  { to: "/mylearning", label: "My Learning", loggedInOnly: true },
];

/** The mobile drawer lists Home, About, Courses, Lab Activities (contract §2). */
export const drawerLinks: NavLink[] = topLinks.filter((l) => l.to !== "/mylearning");
