import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold text-slate-900">
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      Quiz Adventure
    </Link>
  );
}
