/** An iCalendar invitation (RFC 5545) for a planned conversation, one hour long. */
export function conversationInvite(options: {
  conversationId: number;
  startIso: string;
  summary: string;
  description: string;
  organizerEmail: string;
  attendeeEmail: string;
  now: string;
}): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const end = new Date(Date.parse(options.startIso) + 60 * 60 * 1000).toISOString();
  // A bare CR ends a line for many readers too: every line break becomes \n, so no text can add a property.
  const escape = (s: string) =>
    s
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//POP Planner//NL',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:pop-${options.conversationId}@popplanner.nl`,
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
  ]
    .map(fold)
    .join('\r\n');
}

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
