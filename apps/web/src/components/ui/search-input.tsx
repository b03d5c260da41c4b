import { Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Read by assistive technology (the placeholder is not a label). */
  label: string;
  /** Shown inside the box at the right, e.g. a spinner while results load. */
  adornment?: ReactNode;
}

/** A search box with the magnifier in front. */
export function SearchInput({ label, adornment, className, ...props }: SearchInputProps) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        {...props}
      />
      {adornment && <span className="absolute top-2.5 right-3 inline-flex">{adornment}</span>}
    </label>
  );
}
