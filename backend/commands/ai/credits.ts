import type { AccountEvent } from '../../../events/account';
import type { AiFeature } from '../../../events/ai-answer';
import { accountCategory } from '../../../events/account';
import { dutchParts } from '../../../contracts/dutch-time';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { decider } from '../decider';
import { effectivePlan } from '../account/plan-state';
import { evolveAccount, initialAccountState, type AccountState } from '../account/state';
import { isUnlimited, PLAN_CATALOGUE, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import { unhandled } from '../../platform/unhandled';

/**
 * AI credits: a second decider over the account stream `hr_user-<id>`. It folds the same events as the
 * account decider (so it reads the plan from the account state) plus its own, and appends to the same
 * stream with the same expected-version check, so credits and plan changes are decided in one order.
 * It lives apart because its rules (calendar months, reservations that lapse) have nothing to do with
 * logging in or 2FA, and the account decider need not grow with them.
 */

/** Longer than any call can take (timeout x attempts), so only a call whose process died lets it lapse. */
export const RESERVATION_TTL_MS = 5 * 60 * 1000;

export const creditMessages = {
  exhausted: (limit: number) =>
    `Je AI credits voor deze maand zijn op (${limit} van ${limit} gebruikt). Upgrade naar een betaald plan voor onbeperkt AI, of wacht tot de volgende maand.`,
  noAccess: 'AI is niet beschikbaar in je huidige plan.',
} as const;

export interface AiCreditsState {
  account: AccountState;
  /** Used credits per calendar month ('YYYY-MM', Europe/Amsterdam). */
  used: Record<string, number>;
  /** Reserved, not yet used or given back. */
  pending: Record<string, { month: string; expiresAt: string }>;
}

export type AiCreditsCommand =
  | { type: 'ReserveAiCredit'; callId: string; feature: AiFeature; now: string }
  | { type: 'SettleAiCredit'; callId: string; outcome: 'used' | 'released'; reason: string; now: string };

/** The calendar month of an instant in Dutch time: what "per month" means (SPEC 6). */
export const creditMonth = (instant: string): string => {
  const { year, month } = dutchParts(instant);
  return `${year}-${month}`;
};

/** The plan that holds at `now`: a promo plan past its end counts as free before PlanExpired is appended. */
export const planAt = (account: AccountState, now: string): SubscriptionTier => effectivePlan(account.plan, now);

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

export function creditSummary(state: AiCreditsState, now: string): CreditSummary {
  const plan = planAt(state.account, now);
  const limit = creditLimitOf(plan);
  return {
    creditsUsed: creditsUsed(state, now),
    creditsLimit: limit,
    unlimited: isUnlimited(limit),
    aiAccess: PLAN_CATALOGUE[plan].aiAccess,
    plan,
  };
}

const initialCreditsState = (): AiCreditsState => ({ account: initialAccountState(), used: {}, pending: {} });

function evolve(state: AiCreditsState, event: AccountEvent): AiCreditsState {
  const next = { ...state, account: evolveAccount(state.account, event) };
  switch (event.type) {
    case 'AiCreditReserved': {
      const { callId, month, expiresAt } = event.data;
      return { ...next, pending: { ...state.pending, [callId]: { month, expiresAt } } };
    }
    case 'AiCreditUsed':
    case 'AiCreditReleased': {
      const reserved = state.pending[event.data.callId];
      if (!reserved) return next;
      const { [event.data.callId]: _settled, ...pending } = state.pending;
      const used = event.type === 'AiCreditUsed' ? { ...state.used, [reserved.month]: (state.used[reserved.month] ?? 0) + 1 } : state.used;
      return { ...next, pending, used };
    }
    case 'PlanCancelled': {
      // SPEC 4: cancelling a plan starts the month's AI credits again from zero.
      const month = creditMonth(event.data.at);
      return { ...next, used: { ...state.used, [month]: 0 } };
    }
    default:
      // Every other account event only moves the account part (the plan among it).
      return next;
  }
}

function decide(command: AiCreditsCommand, state: AiCreditsState): AccountEvent[] {
  if (!state.account.registered) throw new NotFoundError('Account niet gevonden');
  switch (command.type) {
    case 'ReserveAiCredit': {
      const { creditsLimit, unlimited, aiAccess } = creditSummary(state, command.now);
      if (!aiAccess) throw new ForbiddenError(creditMessages.noAccess);
      // Unlimited plans need no counter: nothing to reserve, nothing written.
      if (unlimited) return [];
      if (creditsUsed(state, command.now) >= creditsLimit) throw new ForbiddenError(creditMessages.exhausted(creditsLimit));
      const expiresAt = new Date(Date.parse(command.now) + RESERVATION_TTL_MS).toISOString();
      return [
        {
          type: 'AiCreditReserved',
          data: { callId: command.callId, feature: command.feature, month: creditMonth(command.now), expiresAt, at: command.now },
        },
      ];
    }
    case 'SettleAiCredit': {
      if (!state.pending[command.callId]) return [];
      return command.outcome === 'used'
        ? [{ type: 'AiCreditUsed', data: { callId: command.callId, at: command.now } }]
        : [{ type: 'AiCreditReleased', data: { callId: command.callId, reason: command.reason, at: command.now } }];
    }
    default:
      return unhandled(command);
  }
}

export const aiCreditsDecider = decider(accountCategory, initialCreditsState, decide, evolve);

/** What GET /hr/ai-credits and the check say (SPEC 8: a message about AI credits is shown as it is). */
export function creditsMessage(summary: CreditSummary): string {
  if (!summary.aiAccess) return creditMessages.noAccess;
  if (summary.unlimited) return 'Je plan bevat onbeperkt AI.';
  const left = Math.max(0, summary.creditsLimit - summary.creditsUsed);
  if (left === 0) return creditMessages.exhausted(summary.creditsLimit);
  return `Je hebt deze maand nog ${left} van de ${summary.creditsLimit} AI credits.`;
}
