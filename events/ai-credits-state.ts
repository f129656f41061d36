import { dutchParts } from '../contracts/dutch-time';
import { isUnlimited, PLAN_CATALOGUE, type SubscriptionTier } from '../contracts/plan-catalogue';
import type { AccountEvent } from './account';
import { effectivePlan, evolvePlan, initialBilling, initialPlan, type BillingState, type PlanState } from './plan-state';

// AI credits folded from the account stream `hr_user-<id>`: the credits decider reserves against this
// state, and the read side answers GET /hr/ai-credits from the very same fold, so both count alike.

export interface AiCreditsState {
  registered: boolean;
  /** The plan part of the account (plan-state.ts): which tier holds, so how many credits a month has. */
  plan: PlanState;
  billing: BillingState;
  /** Used credits per calendar month ('YYYY-MM', Europe/Amsterdam). */
  used: Record<string, number>;
  /** Reserved, not yet used or given back. */
  pending: Record<string, { month: string; expiresAt: string }>;
}

/** The calendar month of an instant in Dutch time: what "per month" means (SPEC 6). */
export const creditMonth = (instant: string): string => {
  const { year, month } = dutchParts(instant);
  return `${year}-${month}`;
};

/** AI calls a month on a plan (SPEC 9: free 10, paid plans 999999, unlimited). */
export const creditLimitOf = (plan: SubscriptionTier): number => PLAN_CATALOGUE[plan].aiCreditsPerMonth;

/** Credits spoken for in the month of `now`: used ones and reservations that have not lapsed. */
export function creditsUsed(state: AiCreditsState, now: string): number {
  const month = creditMonth(now);
  const pending = Object.values(state.pending).filter((p) => p.month === month && p.expiresAt > now).length;
  return (state.used[month] ?? 0) + pending;
}

export interface CreditSummary {
  creditsUsed: number;
  creditsLimit: number;
  unlimited: boolean;
  aiAccess: boolean;
  plan: SubscriptionTier;
}

/** The credits at `now`; a promo plan past its end counts as free before PlanExpired is appended. */
export function creditSummary(state: AiCreditsState, now: string): CreditSummary {
  const plan = effectivePlan(state.plan, now);
  const limit = creditLimitOf(plan);
  return {
    creditsUsed: creditsUsed(state, now),
    creditsLimit: limit,
    unlimited: isUnlimited(limit),
    aiAccess: PLAN_CATALOGUE[plan].aiAccess,
    plan,
  };
}

export const initialCreditsState = (): AiCreditsState => ({
  registered: false,
  plan: initialPlan(),
  billing: initialBilling(),
  used: {},
  pending: {},
});

export function evolveCredits(state: AiCreditsState, event: AccountEvent): AiCreditsState {
  switch (event.type) {
    case 'HrUserRegistered':
      return { ...state, registered: true };
    case 'AiCreditReserved': {
      const { callId, month, expiresAt } = event.data;
      return { ...state, pending: { ...state.pending, [callId]: { month, expiresAt } } };
    }
    case 'AiCreditUsed':
    case 'AiCreditReleased': {
      const reserved = state.pending[event.data.callId];
      if (!reserved) return state;
      const { [event.data.callId]: _settled, ...pending } = state.pending;
      const used = event.type === 'AiCreditUsed' ? { ...state.used, [reserved.month]: (state.used[reserved.month] ?? 0) + 1 } : state.used;
      return { ...state, pending, used };
    }
    case 'PlanCancelled': {
      // SPEC 4: cancelling a plan starts the month's AI credits again from zero.
      const month = creditMonth(event.data.at);
      return { ...state, ...evolvePlan(state, event), used: { ...state.used, [month]: 0 } };
    }
    case 'CheckoutStarted':
    case 'PlanUpgraded':
    case 'InvoicePaid':
    case 'PlanExpired':
      return { ...state, ...evolvePlan(state, event) };
    default:
      // Logging in, 2FA, slots, admin rights: nothing the credits depend on.
      return state;
  }
}
