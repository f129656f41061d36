import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../../events/account';
import { foldEvents } from '../decider';
import { ValidationError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { accountDecider } from './decider';
import { planMessages } from '../../../contracts/plans';
import type { VerifiedPayment } from './plan-decide';
import { effectivePlan } from '../../../events/plan-state';

const now = '2026-03-10T09:00:00.000Z';
const spec = deciderSpec(accountDecider);
const registered: AccountEvent = {
  type: 'HrUserRegistered',
  data: { userId: 1, name: 'Anna', email: 'anna@example.nl', passwordHash: 'x', isAdmin: false, registeredAt: '2026-01-01T08:00:00.000Z' },
};
const started = (checkoutId = 'cs_1', plan: 'starter' | 'pro' = 'starter'): AccountEvent => ({
  type: 'CheckoutStarted',
  data: { checkoutId, plan, provider: 'stripe', at: now },
});
const payment = (over: Partial<VerifiedPayment> = {}): VerifiedPayment => ({
  provider: 'stripe',
  checkoutId: 'cs_1',
  plan: 'starter',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  ...over,
});
const upgraded: AccountEvent = {
  type: 'PlanUpgraded',
  data: {
    via: 'payment',
    plan: 'starter',
    from: 'free',
    provider: 'stripe',
    checkoutId: 'cs_1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    startedAt: now,
    nextInvoiceDate: '2026-04-10T09:00:00.000Z',
    at: now,
  },
};
const welkom = { code: 'WELKOM2026', plan: 'starter' as const, months: 3 };
const promoApplied: AccountEvent = {
  type: 'PlanUpgraded',
  data: {
    via: 'promo',
    plan: 'starter',
    from: 'free',
    promoCode: 'WELKOM2026',
    months: 3,
    startedAt: now,
    expiresAt: '2026-06-10T09:00:00.000Z',
    at: now,
  },
};

describe('start checkout', () => {
  it('records a checkout for a higher self-serve plan, once per checkout id', () => {
    spec
      .given([registered])
      .when({ type: 'StartCheckout', checkoutId: 'cs_1', plan: 'starter', provider: 'stripe', now })
      .then([started()]);
    spec
      .given([registered, started()])
      .when({ type: 'StartCheckout', checkoutId: 'cs_1', plan: 'starter', provider: 'stripe', now })
      .thenNothing();
  });

  it('refuses the current plan, a downgrade, and enterprise (Contact Sales)', () => {
    const start = (plan: 'free' | 'starter' | 'pro' | 'enterprise') => ({
      type: 'StartCheckout' as const,
      checkoutId: 'cs_9',
      plan,
      provider: 'stripe' as const,
      now,
    });
    spec.given([registered, started(), upgraded]).when(start('starter')).thenThrows(ValidationError, planMessages.samePlan);
    spec.given([registered, started(), upgraded]).when(start('free')).thenThrows(planMessages.downgrade);
    spec.given([registered]).when(start('enterprise')).thenThrows(planMessages.notSelfServe);
    spec.given([registered]).when(start('free')).thenThrows(planMessages.samePlan);
  });
});

describe('upgrade plan, only from a confirmed payment of a checkout this account started', () => {
  it('upgrades to the plan of the checkout, with the next invoice a month later', () => {
    spec.given([registered, started()]).when({ type: 'UpgradePlan', payment: payment(), now }).then([upgraded]);
  });

  it('changes nothing the second time the same payment is reported (success page and webhook)', () => {
    spec.given([registered, started(), upgraded]).when({ type: 'UpgradePlan', payment: payment(), now }).thenNothing();
  });

  it('refuses a payment for a checkout it did not start, or for another plan than the checkout', () => {
    spec
      .given([registered])
      .when({ type: 'UpgradePlan', payment: payment(), now })
      .thenThrows(ValidationError, planMessages.unknownPayment);
    spec
      .given([registered, started()])
      .when({ type: 'UpgradePlan', payment: payment({ plan: 'pro' }), now })
      .thenThrows(planMessages.unknownPayment);
    spec
      .given([registered, started()])
      .when({ type: 'UpgradePlan', payment: payment({ provider: 'local' }), now })
      .thenThrows(planMessages.unknownPayment);
  });

  it('refuses a payment that would not move the account up (an older checkout paid late)', () => {
    const pro: AccountEvent = { ...upgraded, data: { ...upgraded.data, plan: 'pro', checkoutId: 'cs_2' } as typeof upgraded.data };
    spec
      .given([registered, started(), started('cs_2', 'pro'), pro])
      .when({ type: 'UpgradePlan', payment: payment(), now })
      .thenThrows(ValidationError, planMessages.downgrade);
  });
});

describe('promo codes', () => {
  it('moves a free account to the code plan until the end of its months', () => {
    spec.given([registered]).when({ type: 'ApplyPromoCode', promo: welkom, now }).then([promoApplied]);
  });

  it('refuses a code used before by this account, even after its plan ended', () => {
    const expired: AccountEvent = {
      type: 'PlanExpired',
      data: { plan: 'starter', expiresAt: '2026-06-10T09:00:00.000Z', at: '2026-06-10T09:00:00.000Z' },
    };
    spec
      .given([registered, promoApplied, expired])
      .when({ type: 'ApplyPromoCode', promo: welkom, now: '2026-07-01T00:00:00.000Z' })
      .thenThrows(planMessages.promoUsed);
  });

  it('refuses a code on a plan that is not free', () => {
    spec
      .given([registered, started(), upgraded])
      .when({ type: 'ApplyPromoCode', promo: { ...welkom, code: 'ANDERS' }, now })
      .thenThrows(planMessages.promoOnlyOnFree);
  });
});

describe('cancel plan', () => {
  it('returns a paid plan to free at once, naming the subscription to stop', () => {
    spec
      .given([registered, started(), upgraded])
      .when({ type: 'CancelPlan', reason: 'user', now })
      .then([{ type: 'PlanCancelled', data: { plan: 'starter', reason: 'user', subscriptionId: 'sub_1', at: now } }]);
  });

  it('refuses on the free plan', () => {
    spec.given([registered]).when({ type: 'CancelPlan', reason: 'user', now }).thenThrows(planMessages.nothingToCancel);
  });

  it('ends the plan when its subscription ends at the provider, and ignores other or repeated endings', () => {
    const ended = { type: 'CancelPlan' as const, reason: 'subscription_ended' as const, subscriptionId: 'sub_1', now };
    spec
      .given([registered, started(), upgraded])
      .when(ended)
      .then([{ type: 'PlanCancelled', data: { plan: 'starter', reason: 'subscription_ended', subscriptionId: 'sub_1', at: now } }]);
    spec
      .given([registered, started(), upgraded])
      .when({ ...ended, subscriptionId: 'sub_old' })
      .thenNothing();
    const cancelled: AccountEvent = { type: 'PlanCancelled', data: { plan: 'starter', reason: 'user', subscriptionId: 'sub_1', at: now } };
    spec.given([registered, started(), upgraded, cancelled]).when(ended).thenNothing();
  });
});

describe('record a paid invoice', () => {
  const paid = {
    type: 'RecordInvoicePaid' as const,
    invoiceId: 'in_1',
    subscriptionId: 'sub_1',
    nextInvoiceDate: '2026-05-10T09:00:00.000Z',
    now,
  };
  it('moves the next invoice date on', () => {
    spec
      .given([registered, started(), upgraded])
      .when(paid)
      .then([
        { type: 'InvoicePaid', data: { invoiceId: 'in_1', subscriptionId: 'sub_1', nextInvoiceDate: '2026-05-10T09:00:00.000Z', at: now } },
      ]);
    const state = foldEvents(accountDecider, [
      registered,
      started(),
      upgraded,
      ...accountDecider.decide(paid, foldEvents(accountDecider, [registered, started(), upgraded])),
    ]);
    expect(state.plan.nextInvoiceDate).toBe('2026-05-10T09:00:00.000Z');
  });

  it('records each invoice once, and none of a subscription the plan does not run on', () => {
    const recorded: AccountEvent = {
      type: 'InvoicePaid',
      data: { invoiceId: 'in_1', subscriptionId: 'sub_1', nextInvoiceDate: '2026-05-10T09:00:00.000Z', at: now },
    };
    spec.given([registered, started(), upgraded, recorded]).when(paid).thenNothing();
    spec
      .given([registered, started(), upgraded])
      .when({ ...paid, subscriptionId: 'sub_other' })
      .thenNothing();
  });

  it('refuses for an unknown account', () => {
    spec
      .given([])
      .when(paid)
      .thenThrows(/Account niet gevonden/);
  });
});

describe('expire a plan', () => {
  const expire = { type: 'ExpirePlan' as const, expiresAt: '2026-06-10T09:00:00.000Z', now: '2026-06-10T09:00:05.000Z' };
  it('ends a promo plan at its end date', () => {
    spec
      .given([registered, promoApplied])
      .when(expire)
      .then([{ type: 'PlanExpired', data: { plan: 'starter', expiresAt: expire.expiresAt, at: expire.now } }]);
  });

  it('refuses before the end date', () => {
    spec
      .given([registered, promoApplied])
      .when({ ...expire, now: '2026-06-10T08:59:59.000Z' })
      .thenThrows(planMessages.notDue);
  });

  it('does nothing once the plan expired, was cancelled or was replaced by a paid plan', () => {
    const expired: AccountEvent = { type: 'PlanExpired', data: { plan: 'starter', expiresAt: expire.expiresAt, at: expire.now } };
    spec.given([registered, promoApplied, expired]).when(expire).thenNothing();
    const toPro: AccountEvent[] = [
      started('cs_2', 'pro'),
      { ...upgraded, data: { ...upgraded.data, plan: 'pro', checkoutId: 'cs_2' } as typeof upgraded.data },
    ];
    spec
      .given([registered, promoApplied, ...toPro])
      .when(expire)
      .thenNothing();
  });
});

describe('the plan state', () => {
  it('starts free at registration and counts a promo plan as free from its end', () => {
    const state = foldEvents(accountDecider, [registered, promoApplied]);
    expect(state.plan).toMatchObject({ type: 'starter', via: 'promo', expiresAt: '2026-06-10T09:00:00.000Z', promoCode: 'WELKOM2026' });
    expect(effectivePlan(state.plan, '2026-06-10T08:59:59.000Z')).toBe('starter');
    expect(effectivePlan(state.plan, '2026-06-10T09:00:00.000Z')).toBe('free');
    expect(foldEvents(accountDecider, [registered]).plan).toMatchObject({ type: 'free', startedAt: '2026-01-01T08:00:00.000Z' });
  });

  it('keeps the promo code used after the plan is cancelled', () => {
    const cancelled: AccountEvent = { type: 'PlanCancelled', data: { plan: 'starter', reason: 'user', subscriptionId: null, at: now } };
    expect(foldEvents(accountDecider, [registered, promoApplied, cancelled]).plan).toMatchObject({
      type: 'free',
      promoCode: 'WELKOM2026',
      expiresAt: null,
      startedAt: now,
    });
  });
});
