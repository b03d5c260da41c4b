import { describe, expect, it } from 'vitest';
import { fromLocalInput, isoWithOffset, toLocalInput } from './local-time';

describe('isoWithOffset', () => {
  const wall = { year: 2026, month: 12, day: 4, hour: 17, minute: 5 };

  it('writes the offset of a zone east of UTC, west of it, and on the half hour', () => {
    expect(isoWithOffset(wall, 420)).toBe('2026-12-04T17:05:00+07:00');
    expect(isoWithOffset(wall, -300)).toBe('2026-12-04T17:05:00-05:00');
    expect(isoWithOffset(wall, 330)).toBe('2026-12-04T17:05:00+05:30');
    expect(isoWithOffset(wall, -210)).toBe('2026-12-04T17:05:00-03:30');
    expect(isoWithOffset(wall, 0)).toBe('2026-12-04T17:05:00+00:00');
  });

  it('gives the moment the wall clock shows in that zone', () => {
    expect(Date.parse(isoWithOffset(wall, 420))).toBe(Date.parse('2026-12-04T10:05:00Z'));
  });
});

describe('fromLocalInput', () => {
  it("reads a datetime-local value in this browser's time zone, with its offset", () => {
    const iso = fromLocalInput('2026-12-04T17:05');
    expect(iso).toMatch(/^2026-12-04T17:05:00[+-]\d{2}:\d{2}$/);
    // The same moment as the browser's own reading of that wall-clock time.
    expect(Date.parse(iso)).toBe(new Date(2026, 11, 4, 17, 5).getTime());
  });

  it('is blank for a blank or broken value, which the schema then reports', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('4 Dec')).toBe('');
  });

  it('round-trips with toLocalInput', () => {
    expect(toLocalInput(fromLocalInput('2027-01-31T08:30'))).toBe('2027-01-31T08:30');
    expect(toLocalInput('not a date')).toBe('');
  });
});
