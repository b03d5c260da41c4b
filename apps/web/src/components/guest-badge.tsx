/** Marks a room's guest (a nickname, no account) wherever people are listed. */
export const GuestBadge = () => (
  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-[10px] font-bold text-slate-700">Guest</span>
);
