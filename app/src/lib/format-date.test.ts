import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows dd/mm/yyyy hh:mm in Dutch time, summer and winter', () => {
    expect(formatDateTime('2030-03-02T09:00:00.000Z')).toBe('02/03/2030 10:00');
    expect(formatDateTime('2030-07-02T12:30:00.000Z')).toBe('02/07/2030 14:30');
    expect(formatDateTime('geen datum')).toBe('');
  });
});
