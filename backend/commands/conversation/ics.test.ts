import { describe, expect, it } from 'vitest';
import { conversationInvite } from './ics';

const invite = (description: string) =>
  conversationInvite({
    conversationId: 7,
    startIso: '2030-03-02T09:00:00.000Z',
    summary: 'POP-gesprek Jan',
    description,
    organizerEmail: 'no-reply@popplanner.nl',
    attendeeEmail: 'jan@example.nl',
    now: '2030-01-01T00:00:00.000Z',
  });

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the calendar invitation', () => {
  it('escapes every kind of line break, a bare CR too, so no text can add a property', () => {
    const lines = unfold(invite('regel 1\rATTENDEE:mailto:kwaad@example.nl\nregel 3\r\nregel 4'));
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual(['ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:jan@example.nl']);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:regel 1\\nATTENDEE:mailto:kwaad@example.nl\\nregel 3\\nregel 4',
    );
  });

  it('folds lines longer than 75 octets and unfolds to the same text', () => {
    const text = 'Ontwikkeling en groei: é'.repeat(10);
    const ics = invite(text);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics).find((l) => l.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${text.replace(/,/g, '\\,')}`);
  });
});
