import type { AccountEvent } from '../../../events/account';
import type { AiFeature } from '../../../events/ai-answer';
import { accountCategory } from '../../../events/account';
import {
  creditMonth,
  creditsUsed,
  creditSummary,
  evolveCredits,
  initialCreditsState,
  type AiCreditsState,
} from '../../../events/ai-credits-state';
import { creditMessages } from '../../../contracts/ai';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { decider } from '../decider';
import { unhandled } from '../../../events/unhandled';

/**
 * AI credits: a second decider over the account stream `hr_user-<id>`. It folds the plan part of the
 * account's events plus its own (events/ai-credits-state.ts, the fold the read side shares), and appends to the same
 * stream with the same expected-version check, so credits and plan changes are decided in one order.
 * It lives apart because its rules (calendar months, reservations that lapse) have nothing to do with
 * logging in or 2FA, and the account decider need not grow with them.
 */

/** Longer than any call can take (timeout x attempts), so only a call whose process died lets it lapse. */
export const RESERVATION_TTL_MS = 5 * 60 * 1000;

export type AiCreditsCommand =
  | { type: 'ReserveAiCredit'; callId: string; feature: AiFeature; now: string }
  | { type: 'SettleAiCredit'; callId: string; outcome: 'used' | 'released'; reason: string; now: string };

function decide(command: AiCreditsCommand, state: AiCreditsState): AccountEvent[] {
  if (!state.registered) throw new NotFoundError('Account niet gevonden');
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

export const aiCreditsDecider = decider(accountCategory, initialCreditsState, decide, evolveCredits);
