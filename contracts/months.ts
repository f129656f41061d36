import { MAX_YEAR, MIN_YEAR } from './dutch-time';

/** Calendar months 'YYYY-MM' (Dutch time): the growth timelines' unit. Pure helpers for backend and app. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return m !== null && Number(m[1]) >= MIN_YEAR && Number(m[1]) <= MAX_YEAR;
}

const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromIndex = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: string, n: number): string => fromIndex(index(month) + n);

/** How many months `to` lies after `from` (0 for the same month, negative when before). */
export const monthsBetween = (from: string, to: string): number => index(to) - index(from);

/** Every month from `from` through `to`; empty when `to` lies before `from`. */
export function monthRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = index(from); i <= index(to); i++) out.push(fromIndex(i));
  return out;
}
