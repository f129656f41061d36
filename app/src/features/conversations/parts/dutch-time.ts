import { dayAtTen, toDutchInputValue } from '../../../lib/format-date';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockMs(value: string): number | null {
  const m = WALL.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi);
}

/**
 * The UTC instant of a Dutch wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local value), whatever the
 * browser's own time zone. `endOfMinute` moves it to hh:mm:59.999, so "as of 10:05" includes that minute.
 */
export function dutchInputToIso(value: string, endOfMinute = false): string | null {
  const wall = wallClockMs(value);
  if (wall === null) return null;
  let instant = wall;
  // Two rounds settle the Amsterdam offset, also next to a DST change.
  for (let round = 0; round < 2; round += 1) {
    const shown = wallClockMs(toDutchInputValue(new Date(instant)));
    if (shown === null) return null;
    instant += wall - shown;
  }
  return new Date(endOfMinute ? instant + 59_999 : instant).toISOString();
}

/** SPEC 9: the next conversation defaults to the same day `months` later (clamped to month end) at 10:00. */
export function monthsLaterAtTen(iso: string, months: number): string {
  const current = toDutchInputValue(iso);
  const m = WALL.exec(current);
  const base = m ? { y: Number(m[1]), mo: Number(m[2]) - 1, d: Number(m[3]) } : null;
  const today = new Date();
  const { y, mo, d } = base ?? { y: today.getFullYear(), mo: today.getMonth(), d: today.getDate() };
  const target = new Date(Date.UTC(y, mo + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dayAtTen(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay));
}
