import { describe, expect, it } from 'vitest';
import { currentStreak, nextStreak, periodStarts, previousDay, utcDay } from './periods';

describe('periodStarts', () => {
  it('starts all time at 1970-01-01, the month on its 1st and the week on its Monday, in UTC', () => {
    expect(periodStarts(new Date('2026-11-25T15:00:00Z'))).toEqual({
      all: '1970-01-01',
      monthly: '2026-11-01',
      weekly: '2026-11-23',
    });
  });

  it('puts a Sunday in the week that began the Monday before, and a Monday in its own week', () => {
    expect(periodStarts(new Date('2026-11-29T23:59:59Z')).weekly).toBe('2026-11-23');
    expect(periodStarts(new Date('2026-11-30T00:00:00Z')).weekly).toBe('2026-11-30');
  });

  it('lets a week that straddles a month and a year start in the earlier one', () => {
    expect(periodStarts(new Date('2027-01-01T08:00:00Z'))).toEqual({
      all: '1970-01-01',
      monthly: '2027-01-01',
      weekly: '2026-12-28',
    });
  });

  it('counts by UTC: late evening west of Greenwich is already the next day', () => {
    expect(utcDay(new Date('2026-11-30T20:00:00-05:00'))).toBe('2026-12-01');
    expect(periodStarts(new Date('2026-11-30T20:00:00-05:00')).monthly).toBe('2026-12-01');
  });
});

describe('streaks', () => {
  it('steps back over month ends and leap days', () => {
    expect(previousDay('2026-12-01')).toBe('2026-11-30');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
  });

  it('extends a streak that counted yesterday, keeps one that counted today, and starts again after a gap', () => {
    expect(nextStreak({ days: 4, lastDay: '2026-11-22' }, '2026-11-23')).toBe(5);
    expect(nextStreak({ days: 4, lastDay: '2026-11-23' }, '2026-11-23')).toBe(4);
    expect(nextStreak({ days: 4, lastDay: '2026-11-21' }, '2026-11-23')).toBe(1);
    expect(nextStreak({ days: 0, lastDay: null }, '2026-11-23')).toBe(1);
  });

  it('shows a streak until a whole day passes without a login or activity', () => {
    expect(currentStreak({ days: 6, lastDay: '2026-11-23' }, '2026-11-23')).toBe(6);
    expect(currentStreak({ days: 6, lastDay: '2026-11-22' }, '2026-11-23')).toBe(6);
    expect(currentStreak({ days: 6, lastDay: '2026-11-21' }, '2026-11-23')).toBe(0);
    expect(currentStreak({ days: 0, lastDay: null }, '2026-11-23')).toBe(0);
  });
});
