/**
 * Dates and numbers in the reader's language (Intl): Vietnamese reads 27/11/2026 and 1.234; English keeps the
 * browser's own form, as before languages existed.
 */
import type { Language } from '@quiz/contract/languages';
import { currentLanguage } from './index';

const locales: Record<Language, string | undefined> = { en: undefined, vi: 'vi-VN' };
const locale = () => locales[currentLanguage()];

const dateOf = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateOf(value).toLocaleDateString(locale());
export const formatDateTime = (value: string | number | Date) => dateOf(value).toLocaleString(locale());
export const formatTime = (value: string | number | Date) =>
  dateOf(value).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' });
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  value.toLocaleString(locale(), options);
