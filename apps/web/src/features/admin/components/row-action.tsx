import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { Button } from '../../../components/ui/button';

interface RowActionProps {
  icon: ReactNode;
  label: string;
  variant: 'secondary' | 'danger';
  /** When set, the button is disabled and says why on hover (a disabled button gets no hover, so its wrapper does). */
  blockedBecause?: string;
  onClick(): void;
}

/** A small button in a table row. */
export function RowAction({ icon, label, variant, blockedBecause, onClick }: RowActionProps) {
  const button = (
    <Button variant={variant} className="px-3 py-1.5 text-xs" disabled={Boolean(blockedBecause)} onClick={onClick}>
      {icon}
      {label}
    </Button>
  );
  return blockedBecause ? (
    <span title={blockedBecause} className="inline-flex">
      {button}
    </span>
  ) : (
    button
  );
}

export const cellClasses = 'px-4 py-3 align-middle';

/** The day of a timestamp, in the reader's locale. */
export const dayOf = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;
