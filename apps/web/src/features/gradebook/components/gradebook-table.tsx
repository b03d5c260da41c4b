/**
 * The gradebook as a table: a row per student (name sticky at the left when the table scrolls sideways), their
 * average, a column per homework or class live game, and the averages' row at the foot. Every header but the
 * averages' sorts the table; a homework cell has the teacher's menu unless the class is archived (read-only).
 */
import { useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ClipboardList, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gradebook, GradebookColumn, GradebookRow, StudentOverride } from '@quiz/contract/assignments';
import { formatDate, locale } from '../../../i18n/format';
import { Badge } from '../../../components/ui/badge';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { cn } from '../../../lib/cn';
import { percentText } from '../lib/format-score';
import { initialSort, nextSort, sortRows, type GradebookSort, type SortColumn } from '../lib/sort-rows';
import { CellMark } from './cell-mark';
import { CellMenu } from './cell-menu';

/** The sticky first column: opaque, above the cells that scroll under it, with its right edge drawn. */
const sticky = 'sticky left-0 border-r border-slate-200';

interface GradebookTableProps {
  book: Gradebook;
  /** Off in an archived class: no menus. */
  editable: boolean;
  busy: boolean;
  onChange(row: GradebookRow, column: GradebookColumn, override: StudentOverride): void;
}

function SortHeader({
  column,
  sort,
  onSort,
  className,
  children,
}: {
  column: SortColumn;
  sort: GradebookSort;
  onSort(column: SortColumn): void;
  className?: string;
  children: React.ReactNode;
}) {
  const sorted = sort.column === column ? sort.direction : undefined;
  const Icon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sorted} className={cn('px-3 py-2 align-top', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md text-left font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
        <Icon className={cn('h-3.5 w-3.5 shrink-0', !sorted && 'text-slate-400')} aria-hidden="true" />
      </button>
    </th>
  );
}

function ColumnFacts({ column }: { column: GradebookColumn }) {
  const { t } = useTranslation();
  const homework = column.kind === 'assignment';
  const Icon = homework ? ClipboardList : Gamepad2;
  return (
    <span className="mt-1 block space-y-0.5 text-xs font-normal text-slate-600">
      <span className="flex items-center gap-1">
        <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {homework ? t('gradebook.kind.assignment') : t('gradebook.kind.game')}
      </span>
      {column.at && (
        <span className="block">
          {homework
            ? t('gradebook.due', { date: formatDate(column.at) })
            : t('gradebook.played', { date: formatDate(column.at) })}
        </span>
      )}
      {homework && (
        <Link
          to={`/assignments/${column._id}/report`}
          className="text-brand-700 underline hover:text-brand-900"
          aria-label={t('gradebook.reportOf', { title: column.title })}
        >
          {t('gradebook.report')}
        </Link>
      )}
    </span>
  );
}

function StudentName({ row }: { row: GradebookRow }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('font-medium', row.status === 'active' ? 'text-slate-900' : 'text-slate-600')}>
        {row.name}
      </span>
      {row.status !== 'active' && (
        <Badge tone="slate">{row.status === 'left' ? t('gradebook.left') : t('gradebook.removed')}</Badge>
      )}
    </span>
  );
}

export function GradebookTable({ book, editable, busy, onChange }: GradebookTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<GradebookSort>(initialSort);
  // A class's rows are few: sorted at each render, by the names' rules of the language of the moment.
  const rows = sortRows(book.rows, sort, locale());
  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));

  return (
    <ScrollRegion label={t('gradebook.tableLabel')} className="max-w-full rounded-xl ring-1 ring-slate-200">
      <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{t('gradebook.caption', { name: book.class.name })}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600">
          <tr>
            <SortHeader column="name" sort={sort} onSort={onSort} className={cn(sticky, 'z-20 bg-slate-50')}>
              {t('gradebook.student')}
            </SortHeader>
            <SortHeader column="average" sort={sort} onSort={onSort} className="text-right">
              {t('gradebook.average')}
            </SortHeader>
            {book.columns.map((column, index) => (
              <SortHeader key={column._id} column={index} sort={sort} onSort={onSort} className="min-w-36">
                <span className="line-clamp-2 max-w-48 wrap-anywhere" title={column.title}>
                  {column.title}
                </span>
              </SortHeader>
            ))}
          </tr>
          <tr>
            {/* The columns' facts under their titles, outside the sort buttons: a button says only its title. */}
            <td className={cn(sticky, 'z-20 bg-slate-50')} />
            <td />
            {book.columns.map((column) => (
              <td key={column._id} className="px-3 pb-2 align-top">
                <ColumnFacts column={column} />
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.memberId}>
              <th
                scope="row"
                className={cn(
                  sticky,
                  'z-10 border-t border-t-slate-100 bg-white px-3 py-2 font-normal whitespace-nowrap',
                )}
              >
                <StudentName row={row} />
              </th>
              <td className="border-t border-slate-100 px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">
                {percentText(row.average, locale())}
              </td>
              {book.columns.map((column, index) => {
                const cell = row.cells[index];
                return (
                  <td key={column._id} className="border-t border-slate-100 px-3 py-2 whitespace-nowrap">
                    {cell && (
                      <span className="flex items-center justify-between gap-2">
                        <CellMark cell={cell} />
                        {editable && column.kind === 'assignment' && (
                          <CellMenu
                            cell={cell}
                            studentName={row.name}
                            columnTitle={column.title}
                            active={row.status === 'active'}
                            busy={busy}
                            onChange={(override) => onChange(row, column, override)}
                          />
                        )}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50">
          <tr>
            <th scope="row" className={cn(sticky, 'z-10 border-t border-t-slate-300 bg-slate-50 px-3 py-2 text-left')}>
              {t('gradebook.classAverage')}
            </th>
            <td className="border-t border-slate-300 px-3 py-2 text-right font-bold text-slate-900 tabular-nums">
              {percentText(book.average, locale())}
            </td>
            {book.columns.map((column) => (
              <td key={column._id} className="border-t border-slate-300 px-3 py-2 whitespace-nowrap">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {percentText(column.average, locale())}
                </span>
                <span className="block text-xs text-slate-600">
                  {column.kind === 'assignment'
                    ? t('gradebook.handedIn', { count: column.handedIn })
                    : t('gradebook.playedCount', { count: column.handedIn })}
                </span>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
