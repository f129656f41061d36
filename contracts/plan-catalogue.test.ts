import { describe, expect, it } from 'vitest';
import {
  addMonths,
  catalogPlans,
  expectedPaymentDate,
  planAction,
  planBadge,
  planDisplayName,
  planLabel,
  storedPlanName,
  UNLIMITED,
} from './plan-catalogue';

describe('the plan catalogue (SPEC 9, built-in fallback plans)', () => {
  it('lists free, starter, pro and enterprise with their monthly prices and limits', () => {
    expect(catalogPlans().map((p) => [p.name, p.price, p.maxCompanies, p.maxEmployees])).toEqual([
      ['free', 0, 1, 5],
      ['starter', 49, 5, 50],
      ['pro', 99, UNLIMITED, 200],
      ['enterprise', 249, UNLIMITED, UNLIMITED],
    ]);
  });

  it('tags starter "AI onbeperkt" and free "AI (beperkt)", and gives free 10 AI uses a month', () => {
    const [free, starter] = catalogPlans();
    expect(starter!.tag).toBe('AI onbeperkt');
    expect(free!.tag).toBe('AI (beperkt)');
    expect(free!.aiCreditsPerMonth).toBe(10);
    expect(starter!.aiCreditsPerMonth).toBe(UNLIMITED);
  });

  it('puts the "Best choice" badge on pro, unless pro is the current plan', () => {
    expect(planBadge('pro', 'free')).toBe('Best choice');
    expect(planBadge('pro', null)).toBe('Best choice');
    expect(planBadge('pro', 'pro')).toBeNull();
    expect(planBadge('starter', 'free')).toBeNull();
  });
});

describe('plan names under both naming sets (SPEC 3)', () => {
  it('reads basic as starter and premium as pro, anything unknown as free', () => {
    expect(storedPlanName('basic')).toBe('starter');
    expect(storedPlanName('Premium')).toBe('pro');
    expect(storedPlanName('enterprise')).toBe('enterprise');
    expect(storedPlanName(undefined)).toBe('free');
    expect(storedPlanName('gold')).toBe('free');
  });

  it('labels the menu badge Gratis, Basis, Premium, Enterprise and the cards Gratis, Starter, Pro, Enterprise', () => {
    expect(['free', 'starter', 'basic', 'pro', 'premium', 'enterprise', null].map(planLabel)).toEqual([
      'Gratis',
      'Basis',
      'Basis',
      'Premium',
      'Premium',
      'Enterprise',
      'Gratis',
    ]);
    expect(['free', 'basic', 'pro', 'enterprise'].map(planDisplayName)).toEqual(['Gratis', 'Starter', 'Pro', 'Enterprise']);
  });
});

describe('the pricing buttons (SPEC 6: no downgrades, enterprise through sales)', () => {
  it('says Huidig plan, Niet Beschikbaar, Downgrade Niet Mogelijk or Contact Sales', () => {
    expect(planAction('starter', 'starter').label).toBe('Huidig plan');
    expect(planAction('free', 'starter').label).toBe('Niet Beschikbaar');
    expect(planAction('starter', 'pro').label).toBe('Downgrade Niet Mogelijk');
    expect(planAction('pro', 'enterprise').label).toBe('Downgrade Niet Mogelijk');
    expect(planAction('free', 'enterprise').label).toBe('Niet Beschikbaar');
    expect(planAction('enterprise', 'free').kind).toBe('contact');
    expect(planAction('enterprise', null).label).toBe('Contact Sales');
    expect(planAction('pro', 'starter')).toEqual({ kind: 'upgrade', label: 'Kies Pro' });
  });
});

describe('expected payment date (SPEC 4)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('is the stored next invoice date when that lies ahead', () => {
    expect(expectedPaymentDate('2026-12-01T09:00:00.000Z', now)).toBe('2026-12-01T09:00:00.000Z');
  });

  it('moves a past date forward by whole months until it lies ahead', () => {
    expect(expectedPaymentDate('2026-11-01T09:00:00.000Z', now)).toBe('2026-12-01T09:00:00.000Z');
    expect(expectedPaymentDate('2025-02-22T10:00:00.000Z', now)).toBe('2026-12-22T10:00:00.000Z');
    expect(expectedPaymentDate('2026-11-22T10:00:00.000Z', now)).toBe('2026-12-22T10:00:00.000Z');
  });

  it('counts from the stored day each time, so a 31st stays the 31st where the month has one', () => {
    expect(expectedPaymentDate('2026-01-31T09:00:00.000Z', new Date('2026-02-10T00:00:00.000Z'))).toBe('2026-02-28T09:00:00.000Z');
    expect(expectedPaymentDate('2026-01-31T09:00:00.000Z', new Date('2026-03-01T00:00:00.000Z'))).toBe('2026-03-31T09:00:00.000Z');
  });

  it('is null without a stored date', () => {
    expect(expectedPaymentDate(null, now)).toBeNull();
    expect(expectedPaymentDate('nonsense', now)).toBeNull();
  });

  it('adds calendar months across years and leap days', () => {
    expect(addMonths('2027-11-30T12:00:00.000Z', 3)).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths('2026-12-15T00:00:00.000Z', 1)).toBe('2027-01-15T00:00:00.000Z');
  });
});
