import { describe, expect, it } from 'vitest';
import { dutchInputToIso } from '../../../lib/format-date';
import { monthsLaterAtTen } from './dutch-time';

describe('dutchInputToIso', () => {
  it('reads a datetime-local value as Amsterdam time, winter and summer', () => {
    expect(dutchInputToIso('2030-01-15T10:00')).toBe('2030-01-15T09:00:00.000Z');
    expect(dutchInputToIso('2030-07-15T10:00')).toBe('2030-07-15T08:00:00.000Z');
  });

  it('can point at the end of the chosen minute, so events in that minute count', () => {
    expect(dutchInputToIso('2030-01-15T10:05', true)).toBe('2030-01-15T09:05:59.999Z');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(dutchInputToIso('')).toBeNull();
    expect(dutchInputToIso('2030-13-01T10:00')).toBeNull();
  });
});

describe('monthsLaterAtTen', () => {
  it('plans the next conversation six months later at 10:00 Dutch time', () => {
    expect(monthsLaterAtTen('2030-03-02T13:30:00.000Z', 6)).toBe('2030-09-02T10:00');
  });

  it('crosses the year and clamps to the last day of a shorter month', () => {
    expect(monthsLaterAtTen('2030-08-31T08:00:00.000Z', 6)).toBe('2031-02-28T10:00');
  });

  it('uses the Dutch calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam.
    expect(monthsLaterAtTen('2030-03-31T23:30:00.000Z', 6)).toBe('2030-10-01T10:00');
  });
});
