import { accountCategory } from '../../../events/account';
import { aiApi } from '../../../contracts/ai';
import { aiCreditsDecider, creditsMessage, creditSummary } from '../../commands/ai/credits';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { bind } from '../../http/bind';
import type { ApiModule } from '../../http/deps';

/** AI credits as the account stream says them: the same fold that decides a reservation. */
export const aiReadRoutes: ApiModule = (router, deps) => {
  const summaryOf = async (userId: number) =>
    creditSummary(await loadAggregate(deps.store, accountCategory, aiCreditsDecider, userId), deps.clock().toISOString());

  bind(router, deps, aiApi.credits, async (_ctx, { user }) => {
    const summary = await summaryOf(user.id);
    const { creditsUsed, creditsLimit, unlimited } = summary;
    return { message: creditsMessage(summary), credits: { creditsUsed, creditsLimit, unlimited } };
  });

  bind(router, deps, aiApi.check, async (_ctx, { user }) => {
    const summary = await summaryOf(user.id);
    return {
      hasAccess: summary.aiAccess && (summary.unlimited || summary.creditsUsed < summary.creditsLimit),
      message: creditsMessage(summary),
    };
  });
};
