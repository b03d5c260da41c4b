/**
 * When homework is due, in the viewer's time zone and words: "Due today 17:00", "Due tomorrow 23:59", otherwise
 * the date ("Due Fri, 4 Dec 17:00"); the same for how long late hand-ins are taken.
 */
import type { TFunction } from 'i18next';
import type { Language } from '@quiz/contract/languages';
import { viewerTimeZone } from './local-time';

export type DueDay = 'today' | 'tomorrow' | 'date';

export interface DueMoment {
  day: DueDay;
  /** 24-hour clock: 17:00. */
  time: string;
  /** The weekday, day and month (and the year when not this year's). */
  date: string;
}

export interface DueOptions {
  now?: Date;
  /** The viewer's time zone unless said. */
  timeZone?: string;
  /** Intl locale of the dates: the browser's own when undefined. */
  locale?: string;
}

/** The calendar day of a moment in a time zone, as 2026-12-04. */
const dayOf = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

/** The calendar day after 2026-12-04 (whatever the length of that day where the viewer is). */
function nextDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export function dueMoment(
  at: string | Date,
  { now = new Date(), timeZone = viewerTimeZone(), locale }: DueOptions = {},
) {
  const moment = new Date(at);
  const today = dayOf(now, timeZone);
  const day = dayOf(moment, timeZone);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return {
    day: day === today ? 'today' : day === nextDay(today) ? 'tomorrow' : 'date',
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      moment,
    ),
    date: new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(moment),
  } satisfies DueMoment;
}

const phrases = {
  due: { today: 'assignments.due.today', tomorrow: 'assignments.due.tomorrow', date: 'assignments.due.date' },
  /** Inside a sentence: "…, due tomorrow 23:59". */
  when: { today: 'assignments.when.today', tomorrow: 'assignments.when.tomorrow', date: 'assignments.when.date' },
  until: { today: 'assignments.until.today', tomorrow: 'assignments.until.tomorrow', date: 'assignments.until.date' },
} as const;

/** The Intl locale of a language's dates (English keeps the browser's own, as the rest of the app). */
export const dateLocales: Record<Language, string | undefined> = { en: undefined, vi: 'vi-VN' };

/**
 * "Due today 17:00" (`due`), "Late hand-ins taken until tomorrow 23:59" (`until`), or just "tomorrow 23:59" for a
 * sentence (`when`), in `t`'s language.
 */
export function dueWords(t: TFunction, kind: keyof typeof phrases, at: string, options: DueOptions = {}) {
  const moment = dueMoment(at, options);
  return t(phrases[kind][moment.day], { time: moment.time, date: moment.date });
}
