import { TIME_ZONE, dutchParts } from '../../contracts/dutch-time';

/**
 * Europe/Amsterdam since the EU rules of 1996: CEST from the last Sunday of March 02:00, CET from the
 * last Sunday of October 03:00. A calendar needs it to place TZID times; written out here because the
 * rule has not changed in decades and a generator library would add a dependency for one zone.
 */
const AMSTERDAM = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * For ical-generator's `calendar.timezone(...)`: no calendar-wide zone, so DTSTAMP stays UTC, while the
 * generator still writes the VTIMEZONE of the zone the events name (`timezone: TIME_ZONE`).
 */
export const amsterdamVtimezone = { name: null, generator: (zone: string) => (zone === TIME_ZONE ? AMSTERDAM : null) };

/**
 * ical-generator formats a native date with a TZID from its local fields: a wall-clock string without
 * offset is read in the process's zone and comes back with the same fields, whatever that zone is.
 */
export function amsterdamWallClock(instant: string | Date): string {
  const p = dutchParts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
