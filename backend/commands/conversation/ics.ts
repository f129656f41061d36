import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { TIME_ZONE } from '../../../contracts/dutch-time';
import { amsterdamVtimezone, amsterdamWallClock } from '../../platform/amsterdam-ical';

export type InviteMethod = 'REQUEST' | 'CANCEL';

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
  calendar.timezone(amsterdamVtimezone);
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
