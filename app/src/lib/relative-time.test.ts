import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time in Dutch', () => {
  it('says zojuist under a minute, then minutes, hours and days', () => {
    expect(relativeTime(ago(59), now)).toBe('zojuist');
    expect(relativeTime(ago(60), now)).toBe('1 minuut geleden');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minuten geleden');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 uur geleden');
    expect(relativeTime(ago(24 * 3600), now)).toBe('1 dag geleden');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 dagen geleden');
  });
});
