// How the Account button looks: shared by the menu and the placeholder shown while the menu's code loads.
export const accountButtonClass = "flex items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-medium hover:bg-slate-50";

export function AccountBadge({ username }: { username: string | undefined }) {
  return (
    <>
      <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 font-bold text-brand-700">
        {(username ?? "?").charAt(0).toUpperCase()}
      </span>
      <span>Account</span>
    </>
  );
}
