import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { TIME_ZONE, dutchParts } from '../../../contracts/dutch-time';

export type InviteMethod = 'REQUEST' | 'CANCEL';

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
 * ical-generator formats a native date with a TZID from its local fields: a wall-clock string without
 * offset is read in the process's zone and comes back with the same fields, whatever that zone is.
 */
function amsterdamWallClock(iso: string): string {
  const p = dutchParts(iso);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/**
 * An iCalendar invitation (RFC 5545) for a planned conversation, one hour long, in Dutch time. One UID
 * per conversation, so an update (a higher SEQUENCE) or a CANCEL replaces the entry in the calendar.
 */
export function conversationInvite(options: {
  conversationId: number;
  startIso: string;
  summary: string;
  description: string;
  organizerEmail: string;
  attendeeEmail: string;
  now: string;
  sequence?: number;
  method?: InviteMethod;
}): string {
  const method = options.method ?? 'REQUEST';
  const calendar = ical({
    prodId: '//POP Planner//NL',
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // No calendar-wide zone: DTSTAMP stays UTC; the generator still writes the VTIMEZONE the event names.
  calendar.timezone({ name: null, generator: (zone) => (zone === TIME_ZONE ? AMSTERDAM : null) });
  const end = new Date(Date.parse(options.startIso) + 60 * 60 * 1000).toISOString();
  calendar.createEvent({
    id: `pop-${options.conversationId}@popplanner.nl`,
    sequence: options.sequence ?? 0,
    stamp: new Date(options.now),
    start: amsterdamWallClock(options.startIso),
    end: amsterdamWallClock(end),
    timezone: TIME_ZONE,
    summary: options.summary,
    description: options.description,
    organizer: { name: 'POP Planner', email: options.organizerEmail },
    attendees: [{ email: options.attendeeEmail, rsvp: true }],
    ...(method === 'CANCEL' && { status: ICalEventStatus.CANCELLED }),
  });
  return calendar.toString();
}
