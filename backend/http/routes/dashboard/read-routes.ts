import { dashboardApi, type ActivityItem } from '../../../../contracts/dashboard';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { conversationStats } from '../../../projections/conversation/queries';
import { overdueGoals } from '../../../projections/conversation/overdue-goals';

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

  bind(router, deps, dashboardApi.overdueGoals, async (_ctx, { user }) => ({
    medewerkers: (await overdueGoals(deps.pool, user.workspaceId, deps.clock())).map((e) => ({
      medewerker_id: e.employeeId,
      medewerker_naam: e.employeeName,
      bedrijf_naam: e.companyName,
      doelen: e.goals.map((g) => ({
        id: g.goalId,
        gesprek_id: g.conversationId,
        omschrijving: g.description,
        deadline: g.deadline,
        voortgang: g.progress,
      })),
    })),
  }));

  bind(router, deps, dashboardApi.recentActivity, async (_ctx, { query, user }) => {
    const { rows } = await deps.pool.query<
      Omit<ActivityItem, 'created_at' | 'door'> & { created_at: Date; actor_id: number | null; actor_name: string | null }
    >(
      `SELECT a.event_id AS id, a.entity_type, a.entity_id, a.action, a.details, a.created_at, a.actor_id, u.name AS actor_name
         FROM read.activity a LEFT JOIN read.hr_users u ON u.id = a.actor_id
        WHERE a.owner_id = $1 ORDER BY a.created_at DESC, a.event_id LIMIT $2`,
      [user.workspaceId, query.limit],
    );
    return {
      activities: rows.map(({ actor_id, actor_name, ...r }) => ({
        ...r,
        created_at: r.created_at.toISOString(),
        door: actor_id === null ? null : { id: actor_id, naam: actor_name ?? 'Onbekend' },
      })),
    };
  });
};
