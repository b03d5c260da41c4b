/** Scores and averages as the gradebook writes them: whole percents in the reader's number format, '—' for none. */

/** The sign for 'nothing to show' (no score, no average yet). */
export const noScore = '—';

/** 84.6 → '85%'; null → '—'. `locale` is the reader's (Intl's own default when undefined). */
export function percentText(value: number | null | undefined, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return noScore;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}%`;
}
