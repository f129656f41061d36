import { addDays, endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { dutchInputToIso } from '../../../lib/format-date';

/**
 * The calendar grid works in "Dutch wall-clock" dates: local Date objects whose year, month, day, hour
 * and minute are those of Europe/Amsterdam. Conversations are placed and labelled in Dutch time even
 * when the browser runs in another zone; in the Netherlands (the product's users) the two coincide.
 */
const TIME_ZONE = 'Europe/Amsterdam';

const amsterdamParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fieldsAt(instant: Date) {
  const p = Object.fromEntries(amsterdamParts.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month - 1, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The Dutch wall-clock time of an instant (a UTC ISO string from the API, or a Date). */
export function toDutchWallClock(instant: string | Date): Date {
  const f = fieldsAt(typeof instant === 'string' ? new Date(instant) : instant);
  return new Date(f.year, f.month, f.day, f.hour, f.minute, f.second);
}

/** The instant at which the clocks in the Netherlands show `wallClock` (to the minute). */
export function fromDutchWallClock(wallClock: Date): Date {
  return new Date(dutchInputToIso(format(wallClock, "yyyy-MM-dd'T'HH:mm"))!);
}

/** Today's date in the Netherlands, as a wall-clock date. */
export const dutchNow = (now: Date = new Date()): Date => toDutchWallClock(now);

const MONDAY = { weekStartsOn: 1 } as const;

/**
 * The whole weeks (Monday first) the month grid of `month` shows, leading and trailing days of the
 * neighbouring months included, as the UTC ISO range [from, to) that GET /pop?from=&to= takes.
 */
export function visibleRange(month: Date): { from: string; to: string } {
  const first = startOfWeek(startOfMonth(month), MONDAY);
  const afterLast = addDays(startOfDay(endOfWeek(endOfMonth(month), MONDAY)), 1);
  return { from: fromDutchWallClock(first).toISOString(), to: fromDutchWallClock(afterLast).toISOString() };
}
