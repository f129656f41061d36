import { createHash } from 'node:crypto';
import { ICalCalendar } from 'ical-generator';
import { TIME_ZONE } from '../../../contracts/dutch-time';
import { amsterdamVtimezone, amsterdamWallClock } from '../../platform/amsterdam-ical';

/** No conversation has a length of its own: the invitation's hour (commands/conversation/ics.ts). */
const DURATION_MS = 60 * 60 * 1000;

export interface FeedConversation {
  id: number;
  scheduledAt: Date;
  employeeName: string;
  companyName: string;
  status: string;
  lastModifiedAt: Date;
}

/**
 * The feed as iCalendar: one event per conversation with the invitation's UID, so a calendar that
 * also holds the mailed invitation shows the conversation once. Only who, with which company and
 * when: no notes, reports or addresses. DTSTAMP is the conversation's last change, so the same read
 * model gives the same bytes (and ETag) until something changes.
 */
export function feedIcs(conversations: readonly FeedConversation[], options: { appUrl: string; name: string }): string {
  const calendar = new ICalCalendar({ prodId: '//POP Planner//NL', name: options.name, timezone: amsterdamVtimezone, ttl: 60 * 60 });
  for (const c of conversations) {
    calendar.createEvent({
      id: `pop-${c.id}@popplanner.nl`,
      stamp: c.lastModifiedAt,
      start: amsterdamWallClock(c.scheduledAt),
      end: amsterdamWallClock(new Date(c.scheduledAt.getTime() + DURATION_MS)),
      timezone: TIME_ZONE,
      summary: `POP-gesprek ${c.employeeName} (${c.companyName})`,
      description: `Status: ${c.status}`,
      url: `${options.appUrl}/pop-conversations/${c.id}`,
    });
  }
  return calendar.toString();
}

/** A strong validator of the bytes served. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
