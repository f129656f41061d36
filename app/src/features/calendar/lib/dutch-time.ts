import { addDays, endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { dutchInputToIso, dutchParts } from '../../../../../contracts/dutch-time';

/**
 * The calendar grid works in "Dutch wall-clock" dates: local Date objects whose year, month, day, hour
 * and minute are those of Europe/Amsterdam. Conversations are placed and labelled in Dutch time even
 * when the browser runs in another zone; in the Netherlands (the product's users) the two coincide.
 */
/** The Dutch wall-clock time of an instant (a UTC ISO string from the API, or a Date). */
export function toDutchWallClock(instant: string | Date): Date {
  const p = dutchParts(instant);
  return new Date(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/** The instant at which the clocks in the Netherlands show `wallClock` (to the minute). */
export function fromDutchWallClock(wallClock: Date): Date {
  return new Date(dutchInputToIso(format(wallClock, "yyyy-MM-dd'T'HH:mm"))!);
}

/** Today's date in the Netherlands, as a wall-clock date. */
export const dutchNow = (now: Date = new Date()): Date => toDutchWallClock(now);

const MONDAY = { weekStartsOn: 1 } as const;

/** The Monday that opens the month grid of `month`. */
const firstGridDay = (month: Date) => startOfWeek(startOfMonth(month), MONDAY);

/** The wall-clock day in row `week` (0 is the first row) and column `column` (0 is Monday) of the month grid. */
export const gridDay = (month: Date, week: number, column: number): Date => addDays(firstGridDay(month), week * 7 + column);

/**
 * The whole weeks (Monday first) the month grid of `month` shows, leading and trailing days of the
 * neighbouring months included, as the UTC ISO range [from, to) that GET /pop?from=&to= takes.
 */
export function visibleRange(month: Date): { from: string; to: string } {
  const first = firstGridDay(month);
  const afterLast = addDays(startOfDay(endOfWeek(endOfMonth(month), MONDAY)), 1);
  return { from: fromDutchWallClock(first).toISOString(), to: fromDutchWallClock(afterLast).toISOString() };
}
