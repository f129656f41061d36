import { dutchParts, TIME_ZONE } from '../../../contracts/dutch-time';

/**
 * Europe/Amsterdam as RFC 5545 VTIMEZONE, with the EU's rules since 1996 (summer time from the last
 * Sunday of March 02:00 to the last Sunday of October 03:00). ical-generator has no time zone data of
 * its own and calls this generator for the calendar's zone.
 */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
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

export const amsterdamTimezone = {
  name: TIME_ZONE,
  generator: (zone: string) => (zone === TIME_ZONE ? AMSTERDAM_VTIMEZONE : null),
};

/**
 * An instant as ical-generator's Luxon-style date (it recognises one by `toJSDate`): the wall time
 * in Amsterdam from the platform's Intl data. A native Date would be written in the server process's
 * own zone once the calendar has a TZID, which is UTC in production and anything on a laptop.
 */
export function amsterdamDateTime(instant: Date) {
  const p = dutchParts(instant);
  const formats: Record<string, string> = {
    yyyyLLdd: `${p.year}${p.month}${p.day}`,
    HHmmss: `${p.hour}${p.minute}${p.second}`,
  };
  const value = {
    isValid: true,
    zone: { type: 'iana' },
    toJSDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
    setZone: () => value,
    toFormat: (format: string) => {
      const text = formats[format];
      if (text === undefined) throw new Error(`unexpected date format ${format}`);
      return text;
    },
  };
  return value;
}
