import { accountCategory } from '../../../events/account';
import { creditSummary, evolveCredits, initialCreditsState, type CreditSummary } from '../../../events/ai-credits-state';
import { loadAggregate } from '../../eventstore/load-aggregate';
import type { EventStore } from '../../eventstore/port';

const creditsFold = { initialState: initialCreditsState, evolve: evolveCredits };

/** AI credits as the account stream says them at `now`: the fold the credits decider reserves against. */
export async function readCreditSummary(store: EventStore, accountId: number, now: string): Promise<CreditSummary> {
  return creditSummary(await loadAggregate(store, accountCategory, creditsFold, accountId), now);
}
