import { dashboardApi, type ActivityItem } from '../../../../contracts/dashboard';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { conversationStats } from '../../../projections/conversation/queries';

/** The dashboard's counters and the recent-activity card. */
export const dashboardReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, dashboardApi.stats, async (_ctx, { user }) => {
    const [{ rows }, conversations] = await Promise.all([
      deps.pool.query<{ companies: number; employees: number }>(
        `SELECT (SELECT count(*)::int FROM read.companies WHERE owner_id = $1 AND active) AS companies,
                (SELECT count(*)::int FROM read.employees WHERE owner_id = $1 AND active) AS employees`,
        [user.workspaceId],
      ),
      conversationStats(deps.pool, user.workspaceId),
    ]);
    return {
      totalCompanies: rows[0]!.companies,
      totalEmployees: rows[0]!.employees,
      openConversations: conversations.openConversations,
      completedConversations: conversations.completedConversations,
      plannedConversations: conversations.plannedConversations,
    };
  });

  bind(router, deps, dashboardApi.conversationStats, async (_ctx, { user }) => conversationStats(deps.pool, user.workspaceId));

  bind(router, deps, dashboardApi.recentActivity, async (_ctx, { query, user }) => {
    const { rows } = await deps.pool.query<Omit<ActivityItem, 'created_at'> & { created_at: Date }>(
      `SELECT event_id AS id, entity_type, entity_id, action, details, created_at FROM read.activity
        WHERE owner_id = $1 ORDER BY created_at DESC, event_id LIMIT $2`,
      [user.workspaceId, query.limit],
    );
    return { activities: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
  });
};
