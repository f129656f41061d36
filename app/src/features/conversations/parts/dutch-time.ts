import { dayAtTen, toDutchInputValue } from '../../../lib/format-date';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

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
