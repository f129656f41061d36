/** An iCalendar invitation (RFC 5545) for a planned conversation, one hour long. */
export function conversationInvite(options: {
  popId: number;
  startIso: string;
  summary: string;
  description: string;
  organizerEmail: string;
  attendeeEmail: string;
  now: string;
}): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const end = new Date(Date.parse(options.startIso) + 60 * 60 * 1000).toISOString();
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//POP Planner//NL',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:pop-${options.popId}@popplanner.nl`,
    `DTSTAMP:${stamp(options.now)}`,
    `DTSTART:${stamp(options.startIso)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escape(options.summary)}`,
    `DESCRIPTION:${escape(options.description)}`,
    `ORGANIZER:mailto:${options.organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${options.attendeeEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
