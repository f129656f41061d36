import type { SubscriptionTier } from '../contracts/plan-catalogue';
import type { AccountEvent, PaymentProvider } from './account';
import { unhandled } from './unhandled';

/** The account's plan as its events tell it (the hr_users read model shows the same fields). */
export interface PlanState {
  /** The stored plan; a promo plan past `expiresAt` counts as free (effectivePlan) until PlanExpired is appended. */
  type: SubscriptionTier;
  via: 'registration' | 'payment' | 'promo';
  startedAt: string | null;
  /** Paid plans: when the next invoice is due (moved on by every paid invoice). */
  nextInvoiceDate: string | null;
  /** Promo plans: when they end. */
  expiresAt: string | null;
  provider: PaymentProvider | null;
  customerId: string | null;
  /** The provider's subscription to stop when the plan is cancelled. */
  subscriptionId: string | null;
  /** The last promo code used (promo_code_used), kept after the promo plan ended. */
  promoCode: string | null;
}

/** What makes the plan commands idempotent: checkouts, invoices and promo codes seen before. */
export interface BillingState {
  checkouts: { checkoutId: string; plan: SubscriptionTier; provider: PaymentProvider }[];
  completedCheckouts: string[];
  paidInvoices: string[];
  promoCodesUsed: string[];
}

export const initialPlan = (): PlanState => ({
  type: 'free',
  via: 'registration',
  startedAt: null,
  nextInvoiceDate: null,
  expiresAt: null,
  provider: null,
  customerId: null,
  subscriptionId: null,
  promoCode: null,
});

export const initialBilling = (): BillingState => ({ checkouts: [], completedCheckouts: [], paidInvoices: [], promoCodesUsed: [] });

/** The plan that holds at `now`: a promo plan ends at its `expiresAt` even before the reactor records it. */
export function effectivePlan(plan: PlanState, now: string): SubscriptionTier {
  return plan.expiresAt !== null && Date.parse(now) >= Date.parse(plan.expiresAt) ? 'free' : plan.type;
}

const backToFree = (plan: PlanState, at: string): PlanState => ({
  ...initialPlan(),
  via: 'registration',
  startedAt: at,
  promoCode: plan.promoCode,
});

type PlanEvent = Extract<AccountEvent, { type: 'CheckoutStarted' | 'PlanUpgraded' | 'InvoicePaid' | 'PlanCancelled' | 'PlanExpired' }>;

export function evolvePlan(
  state: { plan: PlanState; billing: BillingState },
  event: PlanEvent,
): { plan: PlanState; billing: BillingState } {
  const { plan, billing } = state;
  switch (event.type) {
    case 'CheckoutStarted': {
      const { checkoutId, plan: wanted, provider } = event.data;
      return { plan, billing: { ...billing, checkouts: [...billing.checkouts, { checkoutId, plan: wanted, provider }] } };
    }
    case 'PlanUpgraded': {
      const up = event.data;
      if (up.via === 'promo') {
        return {
          plan: {
            ...initialPlan(),
            type: up.plan,
            via: 'promo',
            startedAt: up.startedAt,
            expiresAt: up.expiresAt,
            promoCode: up.promoCode,
          },
          billing: { ...billing, promoCodesUsed: [...billing.promoCodesUsed, up.promoCode] },
        };
      }
      return {
        plan: {
          type: up.plan,
          via: 'payment',
          startedAt: up.startedAt,
          nextInvoiceDate: up.nextInvoiceDate,
          expiresAt: null,
          provider: up.provider,
          customerId: up.customerId,
          subscriptionId: up.subscriptionId,
          promoCode: plan.promoCode,
        },
        billing: {
          ...billing,
          checkouts: billing.checkouts.filter((c) => c.checkoutId !== up.checkoutId),
          completedCheckouts: [...billing.completedCheckouts, up.checkoutId],
        },
      };
    }
    case 'InvoicePaid':
      return {
        plan: { ...plan, nextInvoiceDate: event.data.nextInvoiceDate },
        billing: { ...billing, paidInvoices: [...billing.paidInvoices, event.data.invoiceId] },
      };
    case 'PlanCancelled':
    case 'PlanExpired':
      return { plan: backToFree(plan, event.data.at), billing };
    default:
      return unhandled(event);
  }
}
