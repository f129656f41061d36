import { describe, expect, it } from 'vitest';
import { monthParam, parseMonthParam } from './month-param';

describe('month in the address', () => {
  it('round-trips a month', () => {
    const march = parseMonthParam('2030-03');
    expect(march && [march.getFullYear(), march.getMonth(), march.getDate()]).toEqual([2030, 2, 1]);
    expect(monthParam(new Date(2030, 2, 12))).toBe('2030-03');
  });

  it('ignores anything that is not a month', () => {
    expect(parseMonthParam(null)).toBeNull();
    expect(parseMonthParam('2030-13')).toBeNull();
    expect(parseMonthParam('2030-00')).toBeNull();
    expect(parseMonthParam('maart')).toBeNull();
  });
});
