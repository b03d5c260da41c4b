import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../i18n';
import vi from '../../../locales/vi/pages.json';
import { dueMoment, dueWords } from './due-words';

const en = i18next.getFixedT('en');
const inVietnamese = () => i18next.getFixedT('vi');

beforeAll(() => {
  // The due phrases are in the pages' part (i18n/index.ts); English is the reader's language here.
  i18next.addResourceBundle('vi', 'translation', vi, true, false);
});

// Friday 4 December 2026, 09:30 in Hanoi (02:30 UTC); in New York it is still Thursday 3 December, 21:30.
const now = new Date('2026-12-04T02:30:00Z');
const hanoi = { now, timeZone: 'Asia/Ho_Chi_Minh', locale: 'en-GB' };
const newYork = { now, timeZone: 'America/New_York', locale: 'en-GB' };

describe('dueMoment', () => {
  it("tells today and tomorrow by the viewer's calendar, not UTC's", () => {
    // 10:00 UTC: 17:00 the same day in Hanoi, 05:00 on Friday (tomorrow) in New York.
    expect(dueMoment('2026-12-04T10:00:00Z', hanoi)).toMatchObject({ day: 'today', time: '17:00' });
    expect(dueMoment('2026-12-04T10:00:00Z', newYork)).toMatchObject({ day: 'tomorrow', time: '05:00' });
    // 23:59 on Saturday in Hanoi: tomorrow there.
    expect(dueMoment('2026-12-05T16:59:00Z', hanoi)).toMatchObject({ day: 'tomorrow', time: '23:59' });
  });

  it('gives the date past tomorrow, with the year only when it is not this one', () => {
    // (Intl's punctuation varies with the ICU version: 'Thu 10 Dec' or 'Thu, 10 Dec'.)
    const later = dueMoment('2026-12-10T10:00:00Z', hanoi);
    expect(later).toMatchObject({ day: 'date', time: '17:00' });
    expect(later.date).toMatch(/^Thu,? 10 Dec$/);
    expect(dueMoment('2027-01-08T10:00:00Z', hanoi).date).toMatch(/^Fri,? 8 Jan 2027$/);
  });

  it('counts tomorrow by the calendar on the day the clocks change', () => {
    // Sunday 1 November 2026 lasts 25 hours in New York; Monday 23:00 is tomorrow from Sunday 00:30.
    const sunday = { now: new Date('2026-11-01T04:30:00Z'), timeZone: 'America/New_York', locale: 'en-GB' };
    expect(dueMoment('2026-11-03T04:00:00Z', sunday)).toMatchObject({ day: 'tomorrow', time: '23:00' });
  });
});

describe('dueWords', () => {
  it('words the due date in English', () => {
    expect(dueWords(en, 'due', '2026-12-04T10:00:00Z', hanoi)).toBe('Due today 17:00');
    expect(dueWords(en, 'due', '2026-12-05T16:59:00Z', hanoi)).toBe('Due tomorrow 23:59');
    expect(dueWords(en, 'due', '2026-12-10T10:00:00Z', hanoi)).toMatch(/^Due Thu,? 10 Dec 17:00$/);
    expect(dueWords(en, 'until', '2026-12-05T16:59:00Z', hanoi)).toBe('Late hand-ins taken until tomorrow 23:59');
    expect(dueWords(en, 'when', '2026-12-04T10:00:00Z', newYork)).toBe('tomorrow 05:00');
  });

  it('words the due date in Vietnamese', () => {
    const vn = { ...hanoi, locale: 'vi-VN' };
    const t = inVietnamese();
    expect(dueWords(t, 'due', '2026-12-04T10:00:00Z', vn)).toBe('Hạn nộp: hôm nay 17:00');
    expect(dueWords(t, 'due', '2026-12-05T16:59:00Z', vn)).toBe('Hạn nộp: ngày mai 23:59');
    expect(dueWords(t, 'due', '2026-12-10T10:00:00Z', vn)).toMatch(/^Hạn nộp: .*10.*12.* 17:00$/);
    expect(dueWords(t, 'until', '2026-12-04T10:00:00Z', vn)).toBe('Vẫn nhận nộp muộn đến hôm nay 17:00');
  });
});
