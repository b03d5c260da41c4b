import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A wrapper that scrolls sideways when its table is wider than a phone. It takes focus, so a keyboard can scroll it
 * (WCAG 2.1.1), and names itself, so a screen reader says what the stop is.
 */
export function ScrollRegion({ label, className, ...props }: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-500', className)}
      {...props}
    />
  );
}
