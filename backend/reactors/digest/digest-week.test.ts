import { describe, expect, it } from 'vitest';
import { lastDigestSlot, nextDigestSlot } from './digest-week';

describe('the weekly digest slot: Monday 08:00 in Amsterdam', () => {
  it('is 07:00 UTC in winter time', () => {
    expect(lastDigestSlot(new Date('2027-01-04T07:00:00Z'))).toEqual({ at: new Date('2027-01-04T07:00:00Z'), week: '2027-W01' });
    expect(lastDigestSlot(new Date('2027-01-04T06:59:59Z')).at).toEqual(new Date('2026-12-28T07:00:00Z'));
  });

  it('is 06:00 UTC in summer time', () => {
    expect(lastDigestSlot(new Date('2027-07-05T06:00:00Z'))).toEqual({ at: new Date('2027-07-05T06:00:00Z'), week: '2027-W27' });
    expect(lastDigestSlot(new Date('2027-07-11T21:59:00Z')).at).toEqual(new Date('2027-07-05T06:00:00Z'));
  });

  it('goes to the right Monday across the change to and from summer time', () => {
    // 28 March 2027 is the last Sunday of March: the Monday before is winter time, the one after summer time.
    expect(nextDigestSlot(new Date('2027-03-22T07:00:00Z'))).toEqual(new Date('2027-03-29T06:00:00Z'));
    expect(nextDigestSlot(new Date('2027-10-25T06:00:00Z'))).toEqual(new Date('2027-11-01T07:00:00Z'));
  });

  it('names ISO weeks at the turn of the year', () => {
    expect(lastDigestSlot(new Date('2026-12-28T12:00:00Z')).week).toBe('2026-W53');
    expect(lastDigestSlot(new Date('2025-12-29T12:00:00Z')).week).toBe('2026-W01');
  });
});
