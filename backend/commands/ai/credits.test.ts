import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { foldEvents } from '../decider';
import { creditMonth, creditSummary } from '../../../events/ai-credits-state';
import { aiCreditsDecider, RESERVATION_TTL_MS } from './credits';

const spec = deciderSpec(aiCreditsDecider);
const now = '2026-11-22T10:00:00.000Z';
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'anna@example.nl', passwordHash: 'h', isAdmin: false, registeredAt: '2026-01-01T10:00:00.000Z' },
};
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const reserved = (callId: string, at = now): AccountEvent => ({
  type: 'AiCreditReserved',
  data: { callId, feature: 'improve-text', month: creditMonth(at), expiresAt: later(at, RESERVATION_TTL_MS), at },
});
const used = (callId: string, at = now): AccountEvent => ({ type: 'AiCreditUsed', data: { callId, at } });
const released = (callId: string, at = now): AccountEvent => ({ type: 'AiCreditReleased', data: { callId, reason: 'timeout', at } });
/** A promo upgrade: ends at `expiresAt` (far ahead unless given). */
const upgraded = (plan: 'starter' | 'pro', expiresAt = '2027-06-01T00:00:00.000Z'): AccountEvent => ({
  type: 'PlanUpgraded',
  data: {
    via: 'promo',
    plan,
    from: 'free',
    promoCode: 'WELKOM',
    months: 3,
    startedAt: '2026-11-01T00:00:00.000Z',
    expiresAt,
    at: '2026-11-01T00:00:00.000Z',
  },
});
const usedCalls = (n: number, at = now) => Array.from({ length: n }, (_, i) => [reserved(`c${i}`, at), used(`c${i}`, at)]).flat();
const reserve = (callId: string, at = now) => ({ type: 'ReserveAiCredit' as const, callId, feature: 'improve-text' as const, now: at });

describe('AI credits decider', () => {
  it('reserves a credit while the month has one left', () => {
    spec
      .given([registered, ...usedCalls(9)])
      .when(reserve('x'))
      .then([reserved('x')]);
  });

  it('refuses the eleventh call of a month with a message about AI credits (403)', () => {
    spec
      .given([registered, ...usedCalls(10)])
      .when(reserve('x'))
      .thenThrows(ForbiddenError, /AI credits voor deze maand zijn op/);
  });

  it('counts reservations still under way, so parallel calls cannot overspend', () => {
    spec
      .given([registered, ...usedCalls(7), reserved('a'), reserved('b'), reserved('c')])
      .when(reserve('x'))
      .thenThrows(ForbiddenError);
  });

  it('gives a failed call its credit back: it costs nothing', () => {
    spec
      .given([registered, ...usedCalls(9), reserved('a'), released('a')])
      .when(reserve('x'))
      .then([reserved('x')]);
  });

  it('lets a reservation lapse when its call never settled (the process died)', () => {
    const after = later(now, RESERVATION_TTL_MS + 1000);
    spec
      .given([registered, ...usedCalls(9), reserved('a')])
      .when(reserve('x', after))
      .then([reserved('x', after)]);
  });

  it('starts every calendar month in Dutch time from zero', () => {
    // 23:30 UTC on 30 November is already December in Amsterdam.
    const december = '2026-11-30T23:30:00.000Z';
    expect(creditMonth(december)).toBe('2026-12');
    spec
      .given([registered, ...usedCalls(10, '2026-11-30T22:30:00.000Z')])
      .when(reserve('x', december))
      .then([reserved('x', december)]);
  });

  it('settles a reservation once, and a settled or unknown call not again', () => {
    spec
      .given([registered, reserved('a')])
      .when({ type: 'SettleAiCredit', callId: 'a', outcome: 'used', reason: 'answered', now })
      .then([used('a')]);
    spec
      .given([registered, reserved('a'), used('a')])
      .when({ type: 'SettleAiCredit', callId: 'a', outcome: 'released', reason: 'x', now })
      .thenNothing();
    spec.given([registered]).when({ type: 'SettleAiCredit', callId: 'zz', outcome: 'used', reason: 'answered', now }).thenNothing();
  });

  it('reserves nothing on a paid plan: unlimited, no counter', () => {
    spec
      .given([registered, upgraded('starter'), ...usedCalls(10)])
      .when(reserve('x'))
      .thenNothing();
  });

  it('counts again once a promo plan has run out, before its expiry is recorded', () => {
    const promo = upgraded('starter', '2026-11-20T00:00:00.000Z');
    spec
      .given([registered, ...usedCalls(10), promo])
      .when(reserve('x'))
      .thenThrows(ForbiddenError);
    spec
      .given([registered, ...usedCalls(3), promo])
      .when(reserve('x'))
      .then([reserved('x')]);
  });

  it('starts the month again from zero when a plan is cancelled (SPEC 4)', () => {
    const cancelled: AccountEvent = { type: 'PlanCancelled', data: { plan: 'starter', reason: 'user', subscriptionId: null, at: now } };
    spec
      .given([registered, ...usedCalls(10), upgraded('starter'), cancelled])
      .when(reserve('x'))
      .then([reserved('x')]);
  });

  it('refuses an account that does not exist', () => {
    spec.given([]).when(reserve('x')).thenThrows(NotFoundError);
  });

  it('sums used and pending credits of the month for GET /hr/ai-credits', () => {
    const state = foldEvents(aiCreditsDecider, [registered, ...usedCalls(4), reserved('p'), reserved('q'), released('q')]);
    expect(creditSummary(state, now)).toEqual({ creditsUsed: 5, creditsLimit: 10, unlimited: false, aiAccess: true, plan: 'free' });
  });
});
