import { useId, type ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../components/ui/button';

interface RowActionProps {
  icon: ReactNode;
  label: string;
  variant: 'secondary' | 'danger';
  /**
   * When set, the button is disabled and says why: in a line under it (a phone has no hover, a screen reader reads
   * it with the button) and on hover.
   */
  blockedBecause?: string;
  onClick(): void;
}

/** A small button in a table row. */
export function RowAction({ icon, label, variant, blockedBecause, onClick }: RowActionProps) {
  const reasonId = useId();
  const button = (
    <Button
      variant={variant}
      className="px-3 py-1.5 text-xs"
      disabled={Boolean(blockedBecause)}
      aria-describedby={blockedBecause ? reasonId : undefined}
      onClick={onClick}
    >
      {icon}
      {label}
    </Button>
  );
  return blockedBecause ? (
    <span title={blockedBecause} className="inline-flex max-w-[12rem] flex-col items-start gap-1">
      {button}
      <span id={reasonId} className="text-xs text-slate-500">
        {blockedBecause}
      </span>
    </span>
  ) : (
    button
  );
}

export const cellClasses = 'px-4 py-3 align-middle';

/**
 * The actions stay in view on a phone: the column sticks to the table's right edge while the others scroll
 * sideways under it, with a shadow where they meet.
 */
export const actionsCellClasses = `${cellClasses} sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.2)]`;

/** The day of a timestamp, in the reader's locale. */
export const dayOf = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;
