import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

export type PageItem = number | 'ellipsis';

/** Up to this many pages every number is shown and no ellipsis is needed. */
const showAllUpTo = 7;

/**
 * The page buttons to show: always the first and last pages, the current page and its neighbours;
 * a gap of one page shows that page, a longer gap shows an ellipsis (1 … 4 5 6 … 12).
 */
export function getPageItems(page: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  if (total <= showAllUpTo) return Array.from({ length: total }, (_, i) => i + 1);

  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const pages = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) items.push(previous + 1);
    else if (n - previous > 2) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  className?: string;
}

const pagerButton = (active = false) =>
  buttonClasses(active ? 'primary' : 'secondary', 'h-9 min-w-9 px-2.5 py-0 disabled:opacity-50');

export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages < 1) return null;

  const canGo = (target: number) => Number.isInteger(target) && target >= 1 && target <= totalPages && target !== page;
  const go = (target: number) => {
    if (canGo(target)) onPageChange(target);
  };

  const arrow = (label: string, target: number, icon: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      className={pagerButton()}
      disabled={!canGo(target)}
      onClick={() => go(target)}
    >
      {icon}
    </button>
  );

  return (
    <nav aria-label={t('ui.pagination.label')} className={cn('flex flex-col items-center gap-3', className)}>
      <div className="flex flex-wrap items-center justify-center gap-1.5">
        {arrow(t('ui.pagination.first'), 1, <ChevronsLeft className="h-4 w-4" aria-hidden="true" />)}
        {arrow(t('ui.pagination.previous'), page - 1, <ChevronLeft className="h-4 w-4" aria-hidden="true" />)}
        {getPageItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <span key={`ellipsis-${index}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              aria-label={t('ui.pagination.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              className={pagerButton(item === page)}
              onClick={() => go(item)}
            >
              {item}
            </button>
          ),
        )}
        {arrow(t('ui.pagination.next'), page + 1, <ChevronRight className="h-4 w-4" aria-hidden="true" />)}
        {arrow(t('ui.pagination.last'), totalPages, <ChevronsRight className="h-4 w-4" aria-hidden="true" />)}
      </div>
      <p className="text-sm text-slate-600">{t('ui.pagination.pageOf', { page, total: totalPages })}</p>
    </nav>
  );
}
