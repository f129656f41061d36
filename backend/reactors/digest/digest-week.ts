import { dutchInputToIso, dutchParts } from '../../../contracts/dutch-time';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The digest goes on Mondays at 08:00 Dutch time, winter or summer. */
const SEND_AT = '08:00';

/** The Monday of the Dutch calendar week of an instant, as UTC midnight of that date (a calendar value). */
function dutchMonday(now: Date): number {
  const p = dutchParts(now);
  const day = Date.UTC(+p.year, +p.month - 1, +p.day);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

function mondayAtEight(monday: number): Date {
  const d = new Date(monday);
  return new Date(dutchInputToIso(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${SEND_AT}`)!);
}

/** ISO 8601 week of a Monday's date: '2027-W01' (the week's Thursday decides the year). */
function isoWeek(monday: number): string {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${pad(week)}`;
}

export interface DigestSlot {
  /** The UTC instant of that Monday 08:00 in Amsterdam. */
  at: Date;
  week: string;
}

/** The latest Monday 08:00 (Dutch time) at or before `now`. */
export function lastDigestSlot(now: Date): DigestSlot {
  let monday = dutchMonday(now);
  if (mondayAtEight(monday) > now) monday -= 7 * DAY_MS;
  return { at: mondayAtEight(monday), week: isoWeek(monday) };
}

/** The first Monday 08:00 (Dutch time) after `now`. */
export function nextDigestSlot(now: Date): Date {
  const last = lastDigestSlot(now);
  // +8 days lands in the next week whatever the DST shift (at most an hour); its Monday is the one.
  return lastDigestSlot(new Date(last.at.getTime() + 8 * DAY_MS)).at;
}
