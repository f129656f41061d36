import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { accountDecider as decider, messages, planLimits, UNLIMITED } from './decider';
import type { SubscriptionTier } from '../../../contracts/plan-catalogue';

const now = '2026-03-01T09:00:00.000Z';
const spec = deciderSpec(decider);
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'anna@example.nl', passwordHash: 'x', isAdmin: false, registeredAt: now },
};
const companies = (n: number): AccountEvent[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'CompanySlotReserved', data: { companyId: i + 1, at: now } }));
const employees = (n: number): AccountEvent[] =>
  n ? [{ type: 'EmployeeSlotsReserved', data: { employeeIds: Array.from({ length: n }, (_, i) => i + 1), at: now } }] : [];
const promo = (plan: SubscriptionTier, expiresAt = '2027-03-01T09:00:00.000Z'): AccountEvent => ({
  type: 'PlanUpgraded',
  data: { via: 'promo', plan, from: 'free', promoCode: `TEST-${plan}`, months: 12, startedAt: now, expiresAt, at: now },
});
const onPlan = (plan: SubscriptionTier): AccountEvent[] => (plan === 'free' ? [registered] : [registered, promo(plan)]);

describe('plan limits on the account stream (SPEC 9)', () => {
  it('are the catalogue numbers: free 1 and 5, starter 5 and 50, pro unlimited and 200, enterprise unlimited', () => {
    expect(planLimits('free')).toEqual({ maxCompanies: 1, maxEmployees: 5 });
    expect(planLimits('starter')).toEqual({ maxCompanies: 5, maxEmployees: 50 });
    expect(planLimits('pro')).toEqual({ maxCompanies: UNLIMITED, maxEmployees: 200 });
    expect(planLimits('enterprise')).toEqual({ maxCompanies: UNLIMITED, maxEmployees: UNLIMITED });
  });

  it('reserves a company slot and counts it', () => {
    spec
      .given([registered])
      .when({ type: 'ReserveCompanySlot', companyId: 4, now })
      .then([{ type: 'CompanySlotReserved', data: { companyId: 4, at: now } }]);
  });

  it('reserves employee slots for a whole batch in one event, and nothing for an empty batch', () => {
    spec
      .given([registered])
      .when({ type: 'ReserveEmployeeSlots', employeeIds: [5, 6, 7], now })
      .then([{ type: 'EmployeeSlotsReserved', data: { employeeIds: [5, 6, 7], at: now } }]);
    spec.given([registered]).when({ type: 'ReserveEmployeeSlots', employeeIds: [], now }).thenNothing();
  });

  it('refuses slots for an unknown account', () => {
    spec.given([]).when({ type: 'ReserveCompanySlot', companyId: 4, now }).thenThrows(NotFoundError);
  });

  for (const plan of ['free', 'starter'] as const) {
    const { maxCompanies } = planLimits(plan);
    it(`refuses company ${maxCompanies + 1} on ${plan} with 403 naming the plan and the limit`, () => {
      spec
        .given([...onPlan(plan), ...companies(maxCompanies - 1)])
        .when({ type: 'ReserveCompanySlot', companyId: 99, now })
        .then((events) => expect(events).toHaveLength(1));
      spec
        .given([...onPlan(plan), ...companies(maxCompanies)])
        .when({ type: 'ReserveCompanySlot', companyId: 99, now })
        .thenThrows(new ForbiddenError(messages.companyLimit(plan, maxCompanies)));
    });
  }

  for (const plan of ['free', 'starter', 'pro'] as const) {
    const { maxEmployees } = planLimits(plan);
    it(`refuses employee ${maxEmployees + 1} on ${plan}, also inside a batch that would cross the limit`, () => {
      spec
        .given([...onPlan(plan), ...employees(maxEmployees - 1)])
        .when({ type: 'ReserveEmployeeSlots', employeeIds: [900], now })
        .then((events) => expect(events).toHaveLength(1));
      spec
        .given([...onPlan(plan), ...employees(maxEmployees - 1)])
        .when({ type: 'ReserveEmployeeSlots', employeeIds: [900, 901], now })
        .thenThrows(ForbiddenError, messages.employeeLimit(plan, maxEmployees));
    });
  }

  it('names the plan and the limit in Dutch', () => {
    expect(messages.companyLimit('free', 1)).toBe(
      'Met je Gratis-abonnement kun je maximaal 1 bedrijf registreren. Upgrade je plan om meer bedrijven toe te voegen.',
    );
    expect(messages.employeeLimit('starter', 50)).toContain('Starter-abonnement kun je maximaal 50 medewerkers');
  });

  it('limits nothing on enterprise, nor companies on pro', () => {
    spec
      .given([...onPlan('enterprise'), ...employees(5000), ...companies(300)])
      .when({ type: 'ReserveEmployeeSlots', employeeIds: [9001], now })
      .then((e) => expect(e).toHaveLength(1));
    spec
      .given([...onPlan('pro'), ...companies(300)])
      .when({ type: 'ReserveCompanySlot', companyId: 999, now })
      .then((e) => expect(e).toHaveLength(1));
  });

  it('after a cancel keeps what exists but refuses new ones until the account is under its limit', () => {
    const cancelled: AccountEvent = { type: 'PlanCancelled', data: { plan: 'starter', reason: 'user', subscriptionId: null, at: now } };
    spec
      .given([...onPlan('starter'), ...employees(6), cancelled])
      .when({ type: 'ReserveEmployeeSlots', employeeIds: [900], now })
      .thenThrows(new ForbiddenError(messages.employeeLimit('free', 5)));
  });

  it('counts a promo plan as free from its expiry on, before the expiry is recorded', () => {
    const expiresAt = '2026-06-01T09:00:00.000Z';
    const given = [registered, promo('starter', expiresAt), ...companies(1)];
    spec
      .given(given)
      .when({ type: 'ReserveCompanySlot', companyId: 2, now: '2026-05-31T09:00:00.000Z' })
      .then((e) => expect(e).toHaveLength(1));
    spec
      .given(given)
      .when({ type: 'ReserveCompanySlot', companyId: 2, now: expiresAt })
      .thenThrows(new ForbiddenError(messages.companyLimit('free', 1)));
  });
});
