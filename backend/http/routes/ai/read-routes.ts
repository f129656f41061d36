import { aiApi, creditsMessage } from '../../../../contracts/ai';
import { readCreditSummary } from '../../../read-api/ai/credits';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';

/** AI credits as the account stream says them: the same fold that decides a reservation. */
export const aiReadRoutes: ApiModule = (router, deps) => {
  const summaryOf = (userId: number) => readCreditSummary(deps.store, userId, deps.clock().toISOString());

  bind(router, deps, aiApi.credits, async (_ctx, { user }) => {
    const summary = await summaryOf(user.workspaceId);
    const { creditsUsed, creditsLimit, unlimited } = summary;
    return { message: creditsMessage(summary), credits: { creditsUsed, creditsLimit, unlimited } };
  });

  bind(router, deps, aiApi.check, async (_ctx, { user }) => {
    const summary = await summaryOf(user.workspaceId);
    return {
      hasAccess: summary.aiAccess && (summary.unlimited || summary.creditsUsed < summary.creditsLimit),
      message: creditsMessage(summary),
    };
  });
};
