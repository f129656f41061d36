import type { AccountEvent, PaymentProvider } from '../../../events/account';
import { addMonths, PLAN_CATALOGUE, planRank, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import { planMessages } from '../../../contracts/plans';
import { ValidationError } from '../../platform/errors';
import { effectivePlan } from '../../../events/plan-state';
import type { AccountState } from './state';
import { unhandled } from '../../../events/unhandled';

/**
 * A payment the provider confirmed (payments port: a paid Checkout Session, or the local test-mode
 * checkout after Betalen). The plan is the one of the checkout, never what a client sends.
 */
export interface VerifiedPayment {
  provider: PaymentProvider;
  checkoutId: string;
  plan: SubscriptionTier;
  customerId: string | null;
  subscriptionId: string | null;
}

/** A promo code from the configuration (PROMO_CODES), already found valid by the caller. */
export interface PromoCode {
  code: string;
  plan: SubscriptionTier;
  months: number;
}

export type PlanCommand =
  | { type: 'StartCheckout'; checkoutId: string; plan: SubscriptionTier; provider: PaymentProvider; now: string }
  | { type: 'UpgradePlan'; payment: VerifiedPayment; now: string }
  | { type: 'ApplyPromoCode'; promo: PromoCode; now: string }
  /** By the user ('Plan annuleren'), or because the provider ended the subscription. */
  | { type: 'CancelPlan'; reason: 'user'; now: string }
  | { type: 'CancelPlan'; reason: 'subscription_ended'; subscriptionId: string; now: string }
  | { type: 'RecordInvoicePaid'; invoiceId: string; subscriptionId: string; nextInvoiceDate: string; now: string }
  /** From the expiry reactor: the promo plan that ends at `expiresAt`. */
  | { type: 'ExpirePlan'; expiresAt: string; now: string };

/** Throws unless `plan` is a self-serve plan above the one the account holds at `now` (SPEC 6). */
export function assertCanBuy(state: AccountState, plan: SubscriptionTier, now: string): void {
  const current = effectivePlan(state.plan, now);
  if (plan === current) throw new ValidationError(planMessages.samePlan);
  if (planRank(plan) < planRank(current)) throw new ValidationError(planMessages.downgrade);
  if (!PLAN_CATALOGUE[plan].selfServe) throw new ValidationError(planMessages.notSelfServe);
}

export function decidePlan(command: PlanCommand, state: AccountState): AccountEvent[] {
  const { plan, billing } = state;
  const current = effectivePlan(plan, command.now);
  switch (command.type) {
    case 'StartCheckout': {
      if (billing.checkouts.some((c) => c.checkoutId === command.checkoutId)) return [];
      assertCanBuy(state, command.plan, command.now);
      const { checkoutId, provider, now } = command;
      return [{ type: 'CheckoutStarted', data: { checkoutId, plan: command.plan, provider, at: now } }];
    }
    case 'UpgradePlan': {
      const { payment, now } = command;
      // The success page and the webhook both report the same payment: the second changes nothing.
      if (billing.completedCheckouts.includes(payment.checkoutId)) return [];
      const started = billing.checkouts.find((c) => c.checkoutId === payment.checkoutId);
      if (!started || started.plan !== payment.plan || started.provider !== payment.provider)
        throw new ValidationError(planMessages.unknownPayment);
      if (planRank(payment.plan) <= planRank(current)) throw new ValidationError(planMessages.downgrade);
      const { provider, checkoutId, customerId, subscriptionId } = payment;
      return [
        {
          type: 'PlanUpgraded',
          data: {
            via: 'payment',
            plan: payment.plan,
            from: current,
            provider,
            checkoutId,
            customerId,
            subscriptionId,
            startedAt: now,
            nextInvoiceDate: addMonths(now, 1),
            at: now,
          },
        },
      ];
    }
    case 'ApplyPromoCode': {
      const { promo, now } = command;
      if (billing.promoCodesUsed.includes(promo.code)) throw new ValidationError(planMessages.promoUsed);
      if (current !== 'free') throw new ValidationError(planMessages.promoOnlyOnFree);
      return [
        {
          type: 'PlanUpgraded',
          data: {
            via: 'promo',
            plan: promo.plan,
            from: current,
            promoCode: promo.code,
            months: promo.months,
            startedAt: now,
            expiresAt: addMonths(now, promo.months),
            at: now,
          },
        },
      ];
    }
    case 'CancelPlan': {
      if (command.reason === 'subscription_ended') {
        // Only the subscription the plan runs on ends it; an old one (or a replay) changes nothing.
        if (plan.subscriptionId !== command.subscriptionId || plan.type === 'free') return [];
        return [
          {
            type: 'PlanCancelled',
            data: { plan: plan.type, reason: 'subscription_ended', subscriptionId: command.subscriptionId, at: command.now },
          },
        ];
      }
      if (current === 'free') throw new ValidationError(planMessages.nothingToCancel);
      return [{ type: 'PlanCancelled', data: { plan: plan.type, reason: 'user', subscriptionId: plan.subscriptionId, at: command.now } }];
    }
    case 'RecordInvoicePaid': {
      const { invoiceId, subscriptionId, nextInvoiceDate, now } = command;
      if (billing.paidInvoices.includes(invoiceId) || plan.subscriptionId !== subscriptionId) return [];
      return [{ type: 'InvoicePaid', data: { invoiceId, subscriptionId, nextInvoiceDate, at: now } }];
    }
    case 'ExpirePlan': {
      // Already expired, cancelled or replaced by a newer plan: nothing left to end.
      if (plan.via !== 'promo' || plan.expiresAt !== command.expiresAt) return [];
      if (Date.parse(command.now) < Date.parse(command.expiresAt)) throw new ValidationError(planMessages.notDue);
      return [{ type: 'PlanExpired', data: { plan: plan.type, expiresAt: command.expiresAt, at: command.now } }];
    }
    default:
      return unhandled(command);
  }
}
