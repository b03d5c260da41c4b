/**
 * The assign dialog's dates: a datetime-local input holds a wall-clock time with no zone, read here in this
 * browser's time zone and sent as ISO 8601 with its offset (2026-12-04T17:00:00+07:00), so the server stores the
 * moment the teacher meant.
 */
const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** A moment as a datetime-local input's value in this browser's time zone (2026-12-04T17:00); '' if invalid. */
export function toLocalInput(at: string | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A wall-clock time and its zone's offset from UTC in minutes (+420 in Vietnam) as ISO 8601. */
export function isoWithOffset(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  offsetMinutes: number,
): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00${offset}`;
}

/** A datetime-local input's value as ISO 8601 with this browser's offset at that date; '' when blank or invalid. */
export function fromLocalInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // A time the clocks skip (the hour summer time begins) comes out as the time it is taken for.
  const date = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(date.getTime())) return '';
  return isoWithOffset(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    },
    -date.getTimezoneOffset(),
  );
}

/** This browser's time zone (Asia/Ho_Chi_Minh), to say which one the dates are in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
