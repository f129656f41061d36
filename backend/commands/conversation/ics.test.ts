import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../../tests/support/parse-ics';
import { conversationInvite } from './ics';

const invite = (description: string, extra: Partial<Parameters<typeof conversationInvite>[0]> = {}) =>
  conversationInvite({
    conversationId: 7,
    startIso: '2030-03-02T09:00:00.000Z',
    summary: 'POP-gesprek Jan',
    description,
    organizerEmail: 'no-reply@popplanner.nl',
    attendeeEmail: 'jan@example.nl',
    now: '2030-01-01T00:00:00.000Z',
    ...extra,
  });

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the calendar invitation', () => {
  it('escapes every kind of line break, a bare CR too, so no text can add a property', () => {
    const ics = invite('regel 1\rATTENDEE:mailto:kwaad@example.nl\nregel 3\r\nregel 4');
    const lines = unfold(ics);
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual(['ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:MAILTO:jan@example.nl']);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:regel 1\\nATTENDEE:mailto:kwaad@example.nl\\nregel 3\\nregel 4',
    );
    expect(parseIcs(ics).description).toBe('regel 1\nATTENDEE:mailto:kwaad@example.nl\nregel 3\nregel 4');
  });

  it('escapes ; and , in texts', () => {
    const lines = unfold(invite('a;b,c\\d', { summary: 'POP; gesprek, Jan' }));
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:POP\\; gesprek\\, Jan');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:a\\;b\\,c\\\\d');
  });

  it('folds lines longer than 75 octets and unfolds to the same text', () => {
    const text = 'Ontwikkeling en groei: é'.repeat(10);
    const ics = invite(text);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics).find((l) => l.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${text.replace(/,/g, '\\,')}`);
    expect(parseIcs(ics).description).toBe(text);
  });

  it.each([
    ['January (winter time)', '2030-01-15T09:00:00.000Z', '2030-01-15T10:00:00'],
    ['July (summer time)', '2030-07-15T08:00:00.000Z', '2030-07-15T10:00:00'],
    ['the day summer time starts', '2030-03-31T08:00:00.000Z', '2030-03-31T10:00:00'],
    ['the day winter time returns', '2030-10-27T09:00:00.000Z', '2030-10-27T10:00:00'],
  ])('writes 10:00 Amsterdam time in %s with a VTIMEZONE that puts it at the right instant', (_, startIso, local) => {
    const ics = invite('x', { startIso });
    expect(unfold(ics)).toContain(`DTSTART;TZID=Europe/Amsterdam:${local.replace(/[-:]/g, '')}`);
    const parsed = parseIcs(ics);
    expect(parsed.timezones).toEqual(['Europe/Amsterdam']);
    expect(parsed.startZone).toBe('Europe/Amsterdam');
    expect(parsed.startLocal).toBe(local);
    expect(parsed.startUtc).toBe(startIso);
    expect(parsed.endUtc).toBe(new Date(Date.parse(startIso) + 3600_000).toISOString());
    // The stamp is an instant, not a wall clock.
    expect(unfold(ics)).toContain('DTSTAMP:20300101T000000Z');
  });

  it('keeps one UID and carries the sequence and method of an update or a cancellation', () => {
    const request = parseIcs(invite('x'));
    expect(request).toMatchObject({ method: 'REQUEST', uid: 'pop-7@popplanner.nl', sequence: 0, status: null });
    const update = parseIcs(invite('x', { sequence: 1 }));
    expect(update).toMatchObject({ method: 'REQUEST', uid: 'pop-7@popplanner.nl', sequence: 1 });
    const cancel = parseIcs(invite('x', { sequence: 2, method: 'CANCEL' }));
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: 'pop-7@popplanner.nl', sequence: 2, status: 'CANCELLED' });
  });
});
