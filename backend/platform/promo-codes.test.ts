import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { findPromoCode, parsePromoCodes } from './promo-codes';

describe('PROMO_CODES', () => {
  it('reads CODE:plan:months, comma separated, codes in upper case', () => {
    expect(parsePromoCodes(' welkom2026:starter:3 , PARTNER:pro:12')).toEqual([
      { code: 'WELKOM2026', plan: 'starter', months: 3 },
      { code: 'PARTNER', plan: 'pro', months: 12 },
    ]);
    expect(parsePromoCodes(undefined)).toEqual([]);
    expect(loadConfig({ PROMO_CODES: 'GROOT:enterprise:1' }).promoCodes).toEqual([{ code: 'GROOT', plan: 'enterprise', months: 1 }]);
  });

  it('refuses to start on a code that could never work, rather than failing the customer later', () => {
    expect(() => parsePromoCodes('WELKOM:gold:3')).toThrow(/plan "gold"/);
    expect(() => parsePromoCodes('WELKOM:free:3')).toThrow(/starter, pro or enterprise/);
    expect(() => parsePromoCodes('WELKOM:starter:0')).toThrow(/months/);
    expect(() => parsePromoCodes('WELKOM:starter')).toThrow(/months/);
    expect(() => parsePromoCodes('W E:starter:3')).toThrow(/code/);
    expect(() => parsePromoCodes('abc:starter:3,ABC:pro:1')).toThrow(/twice/);
  });

  it('finds a typed code without regard to case or spaces', () => {
    const codes = parsePromoCodes('WELKOM2026:starter:3');
    expect(findPromoCode(codes, ' Welkom2026 ')?.plan).toBe('starter');
    expect(findPromoCode(codes, 'WELKOM2025')).toBeUndefined();
  });
});
