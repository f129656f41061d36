import { randomUUID } from 'node:crypto';
import { dashboardApi } from '../../../../contracts/dashboard';
import { activityCategory } from '../../../../events/activity';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';

/** POST /activity/log: "this user opened that item", for the recent-activity card. */
export const activityModule: ApiModule = (router, deps) => {
  bind(router, deps, dashboardApi.logActivity, async (_ctx, { body, user }) => {
    await deps.limiter.consume(limits.activityPerAccount, String(user.workspaceId));
    await deps.limiter.consume(limits.activityPerAccountDaily, String(user.workspaceId));
    const details = orNotFound(await deps.reads.activityDetails(user.workspaceId, body.entity_type, body.entity_id), 'Niet gevonden');
    const result = await deps.store.appendToStream(
      `activity-${user.workspaceId}`,
      [
        {
          id: randomUUID(),
          ...activityCategory.versioned({
            type: 'ActivityLogged',
            data: { entityType: body.entity_type, entityId: body.entity_id, action: body.action, details, at: deps.clock().toISOString() },
          }),
          metadata: { actor: String(user.id), tenant: String(user.workspaceId) },
        },
      ],
      { expected: 'any' },
    );
    await deps.projections.waitFor(result.checkpoint);
    return { message: 'Activiteit vastgelegd' };
  });
};
