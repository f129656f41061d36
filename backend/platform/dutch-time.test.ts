import { describe, expect, it } from 'vitest';
import { formatDutch, parseDutchDateTime } from './dutch-time';

describe('Dutch wall-clock time', () => {
  it('reads a picked time as Amsterdam time in winter and in summer', () => {
    expect(parseDutchDateTime('2026-01-15T10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(parseDutchDateTime('2026-07-15T10:00')).toBe('2026-07-15T08:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(parseDutchDateTime('2026-03-29T10:00')).toBe('2026-03-29T08:00:00.000Z');
    expect(parseDutchDateTime('2026-10-25T10:00')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('takes an instant with an offset as it is, and rejects nonsense', () => {
    expect(parseDutchDateTime('2026-07-15T08:00:00.000Z')).toBe('2026-07-15T08:00:00.000Z');
    expect(parseDutchDateTime('morgen')).toBeNull();
    expect(parseDutchDateTime('2026-13-01T10:00')).toBeNull();
  });

  it('formats an instant in Dutch time', () => {
    expect(formatDutch('2026-07-15T08:00:00.000Z')).toBe('15-07-2026 10:00');
  });
});
