import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '../lib/navigate';

/**
 * A link for a toast (outside the router's tree) that stays inside the app; a modified click (new tab, new
 * window) is the browser's, as on any link.
 */
export function InAppLink({
  to,
  onNavigate,
  className,
  children,
}: {
  to: string;
  onNavigate?(): void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigateInApp(to);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
