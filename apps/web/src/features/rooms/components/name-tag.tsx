/** What tells namesakes in a room apart, beside the name: a muted '@username', or the Guest badge. */
import { GuestBadge } from '../../../components/guest-badge';
import type { NameLabel } from '../lib/display-names';

/** `guestShown`: the place shows every guest's badge anyway, so a clashing guest needs nothing more. */
export function NameTag({ label, guestShown = false }: { label: NameLabel; guestShown?: boolean }) {
  if (label.handle) return <span className="text-xs font-normal wrap-anywhere text-slate-500">{label.handle}</span>;
  if (label.markGuest && !guestShown) return <GuestBadge />;
  return null;
}
