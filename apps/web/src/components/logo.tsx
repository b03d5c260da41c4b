import { Link } from 'react-router';
import { cn } from '../lib/cn';

/**
 * The logo, linking home: a 44 px target. `compact`: on a phone the name is read out but not shown, so a header that
 * also holds the language and a guest's nickname fits 375 px without wrapping.
 */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 text-lg font-bold text-slate-900">
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>Quiz Adventure</span>
    </Link>
  );
}
