import { describe, expect, it } from 'vitest';
import { dayAtTen, formatDateTime, toDutchInputValue } from './format-date';

describe('formatDateTime', () => {
  it('shows dd/mm/yyyy hh:mm in Dutch time, summer and winter', () => {
    expect(formatDateTime('2030-03-02T09:00:00.000Z')).toBe('02/03/2030 10:00');
    expect(formatDateTime('2030-07-02T12:30:00.000Z')).toBe('02/07/2030 14:30');
    expect(formatDateTime('geen datum')).toBe('');
  });
});

describe('toDutchInputValue', () => {
  it('gives the datetime-local value in Dutch wall-clock time across DST', () => {
    expect(toDutchInputValue('2030-03-02T09:00:00.000Z')).toBe('2030-03-02T10:00');
    expect(toDutchInputValue('2030-07-02T22:30:00.000Z')).toBe('2030-07-03T00:30');
    expect(toDutchInputValue('nonsense')).toBe('');
    expect(toDutchInputValue(null)).toBe('');
  });

  it('plans a day at 10:00', () => {
    expect(dayAtTen(2030, 0, 5)).toBe('2030-01-05T10:00');
  });
});
