import { describe, expect, it } from 'vitest';
import { dateDays, instantMs } from './copy-binary';

const DAY_MS = 86_400_000;

/** Every 37th day and a bit from 1900 to 2199, at a time of day that moves along with it: 2,900 instants. */
const instants = Array.from({ length: 2_900 }, (_, i) => Date.UTC(1900, 0, 1) + i * (37 * DAY_MS + 3_599_999) + (i % 1000));

describe('instants and days as the binary format writes them', () => {
  it('reads an instant as the store writes one exactly as Date does', () => {
    for (const ms of instants) expect(instantMs(new Date(ms).toISOString())).toBe(ms);
    expect(instantMs('2024-02-29T23:59:59.999Z')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
    expect(instantMs(new Date(Date.UTC(2026, 10, 27, 12, 30)))).toBe(Date.UTC(2026, 10, 27, 12, 30));
  });

  it('counts days from 2000-01-01 as PostgreSQL does', () => {
    for (const ms of instants) {
      const day = new Date(ms).toISOString().slice(0, 10);
      expect(dateDays(day)).toBe(Math.floor((Date.parse(day) - Date.UTC(2000, 0, 1)) / DAY_MS));
    }
    expect([dateDays('2000-01-01'), dateDays('2000-02-29'), dateDays('1999-12-31'), dateDays('1900-01-01')]).toEqual([0, 59, -1, -36_524]);
  });

  it('leaves to the text format what it does not vouch for', () => {
    const other = [
      '2026-11-27 12:30:00+00',
      '2026-11-27T12:30:00Z',
      '2026-11-27T12:30:00.000+01:00',
      '2026-02-29T12:00:00.000Z',
      '2026-11-27T24:00:00.000Z',
      '2026-11-27T12:60:00.000Z',
      '2026-11-27T12:00:60.000Z',
      '1899-12-31T23:59:59.999Z',
      '2200-01-01T00:00:00.000Z',
      '2026-1a-27T12:30:00.000Z',
      new Date(Number.NaN),
      Date.parse('2026-11-27'),
    ];
    for (const value of other) expect(() => instantMs(value), String(value)).toThrow('not written in the binary format');
    for (const day of ['2026-02-29', '1900-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01', '2026-11-27T00'])
      expect(() => dateDays(day), day).toThrow('not written in the binary format');
  });
});
