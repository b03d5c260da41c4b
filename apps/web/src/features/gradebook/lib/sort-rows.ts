/**
 * The gradebook's order: by name, by the student's average or by one column's score. Students with nothing that
 * counts in the column (excused, not due yet, absent, no average) come last in both directions, and ties keep the
 * names' order, so a re-sort never shuffles equals.
 */
import type { GradebookCell, GradebookRow } from '@quiz/contract/assignments';

/** 'name', 'average', or the index of a column. */
export type SortColumn = 'name' | 'average' | number;
export type SortDirection = 'ascending' | 'descending';
export interface GradebookSort {
  column: SortColumn;
  direction: SortDirection;
}

export const initialSort: GradebookSort = { column: 'name', direction: 'ascending' };

/** What a cell weighs in its column's order: the counted score; a missing hand-in as 0 (as the average counts it). */
export function cellValue(cell: GradebookCell | undefined): number | null {
  if (!cell) return null;
  if (cell.mark === 'done' || cell.mark === 'late') return cell.score;
  if (cell.mark === 'missing') return 0;
  return null;
}

/** The same column again turns the order round; another column starts ascending. */
export const nextSort = (current: GradebookSort, column: SortColumn): GradebookSort =>
  current.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };

/** A new array of the rows in `sort`'s order; names compare as the reader's language does ('Ánh' beside 'Anh'). */
export function sortRows(rows: readonly GradebookRow[], sort: GradebookSort, locale?: string): GradebookRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: GradebookRow, b: GradebookRow) => collator.compare(a.name, b.name);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.column === 'name') return [...rows].sort((a, b) => sign * byName(a, b));

  const { column } = sort;
  const valueOf = (row: GradebookRow) => (column === 'average' ? row.average : cellValue(row.cells[column]));
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}
