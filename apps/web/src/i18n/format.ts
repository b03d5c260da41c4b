/**
 * Dates and numbers in the reader's language (Intl): Vietnamese reads 27/11/2026 and 1.234; English keeps the
 * browser's own form, as before languages existed.
 */
import type { Language } from '@quiz/contract/languages';
import { currentLanguage, i18next } from './index';

const locales: Record<Language, string | undefined> = { en: undefined, vi: 'vi-VN' };
/** The reader's locale for Intl (undefined: the browser's own, for English). */
export const locale = () => locales[currentLanguage()];

const dateOf = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateOf(value).toLocaleDateString(locale());
export const formatDateTime = (value: string | number | Date) => dateOf(value).toLocaleString(locale());
export const formatTime = (value: string | number | Date) =>
  dateOf(value).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' });
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  value.toLocaleString(locale(), options);

/** Seconds as hours and minutes ("1h 05m"), minutes and seconds ("12m 30s") or seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) return i18next.t('leaderboard.duration.hours', { hours, minutes: String(minutes).padStart(2, '0') });
  if (minutes > 0) {
    return i18next.t('leaderboard.duration.minutes', { minutes, seconds: String(s % 60).padStart(2, '0') });
  }
  return i18next.t('leaderboard.duration.seconds', { seconds: s });
}
