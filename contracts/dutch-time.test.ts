import { describe, expect, it } from 'vitest';
import {
  dayAtTen,
  dutchInputToIso,
  formatCalendarDay,
  formatDateTime,
  formatDayMonthYear,
  formatDutch,
  isCalendarDate,
  monthsLaterAtTen,
  parseDutchDateTime,
  toDutchInputValue,
} from './dutch-time';

describe('Dutch wall-clock time in and out', () => {
  it('reads a picked time as Amsterdam time in winter and in summer', () => {
    expect(parseDutchDateTime('2026-01-15T10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(parseDutchDateTime('2026-07-15T10:00')).toBe('2026-07-15T08:00:00.000Z');
    expect(dutchInputToIso('2030-01-15T10:00')).toBe('2030-01-15T09:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(parseDutchDateTime('2026-03-29T10:00')).toBe('2026-03-29T08:00:00.000Z');
    expect(parseDutchDateTime('2026-10-25T10:00')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('takes an instant with an offset as it is', () => {
    expect(parseDutchDateTime('2026-07-15T08:00:00.000Z')).toBe('2026-07-15T08:00:00.000Z');
    expect(parseDutchDateTime('2026-07-15T10:00+02:00')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('refuses days that do not exist, by round trip, in both forms', () => {
    expect(parseDutchDateTime('2025-02-30T10:00')).toBeNull();
    expect(parseDutchDateTime('2025-02-30T10:00Z')).toBeNull();
    expect(parseDutchDateTime('2025-02-28T24:00Z')).toBeNull();
    expect(parseDutchDateTime('2026-13-01T10:00')).toBeNull();
    expect(parseDutchDateTime('morgen')).toBeNull();
    expect(dutchInputToIso('')).toBeNull();
  });

  it('refuses years PostgreSQL or a person would read otherwise (0-99 used to become 1900-1999)', () => {
    expect(parseDutchDateTime('0000-01-01T10:00Z')).toBeNull();
    expect(parseDutchDateTime('0099-06-01T10:00')).toBeNull();
    expect(parseDutchDateTime('+020000-01-01T00:00:00Z')).toBeNull();
    expect(parseDutchDateTime('1899-12-31T10:00')).toBeNull();
    expect(parseDutchDateTime('2199-12-31T10:00')).not.toBeNull();
  });

  it('checks calendar days for deadlines', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(false);
    expect(isCalendarDate('2025-1-1')).toBe(false);
  });

  it('writes a deadline day as dd-mm-yyyy, the day the Dutch calendar shows for it', () => {
    expect(formatCalendarDay('2031-03-09')).toBe('09-03-2031');
    // The same day as noon UTC read in Dutch time, in winter and in summer.
    for (const day of ['2031-01-31', '2031-07-01', '2031-12-31'])
      expect(formatCalendarDay(day)).toBe(formatDayMonthYear(`${day}T12:00:00Z`));
    expect(formatCalendarDay('2025-02-30')).toBeNull();
    expect(formatCalendarDay('morgen')).toBeNull();
  });

  it('can point at the end of the chosen minute, so events in that minute count', () => {
    expect(dutchInputToIso('2030-01-15T10:05', true)).toBe('2030-01-15T09:05:59.999Z');
  });

  it('formats an instant in Dutch time for screens, inputs and mails', () => {
    expect(formatDutch('2026-07-15T08:00:00.000Z')).toBe('15-07-2026 10:00');
    expect(formatDateTime('2030-03-02T09:00:00.000Z')).toBe('02/03/2030 10:00');
    expect(formatDateTime('2030-07-02T12:30:00.000Z')).toBe('02/07/2030 14:30');
    expect(formatDateTime('geen datum')).toBe('');
    expect(toDutchInputValue('2030-07-02T22:30:00.000Z')).toBe('2030-07-03T00:30');
    expect(toDutchInputValue(null)).toBe('');
    expect(dayAtTen(2030, 0, 5)).toBe('2030-01-05T10:00');
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
