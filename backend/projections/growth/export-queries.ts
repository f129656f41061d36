import type { Queryable } from '../../platform/db';
import { MONTH_VALUE_COLUMNS, type GrowthConversationRow, type GrowthGoalRow } from './tables';
import type { MonthChangeRow } from './queries';

/*
 * The export reads a company page by page (keyset, never OFFSET), so a company of any size streams
 * out in bounded memory.
 */

export interface Scope {
  ownerId: number;
  companyId: number;
  withArchived: boolean;
}

/** The next employees (by id) with month rows in the company, their names and all their rows up to `to`. */
export async function employeeMonthsPage(db: Queryable, scope: Scope, afterId: number, to: string, limit: number) {
  const { rows } = await db.query<MonthChangeRow & { employee_id: number; employee_name: string }>(
    `WITH page AS (
       SELECT DISTINCT employee_id FROM read.growth_employee_months
        WHERE owner_id = $1 AND company_id = $2 AND with_archived = $3 AND employee_id > $4
        ORDER BY employee_id LIMIT $6
     )
     SELECT m.employee_id, coalesce(e.name, '') AS employee_name, to_char(m.month, 'YYYY-MM') AS month, ${MONTH_VALUE_COLUMNS.map((c) => `m.${c}`).join(', ')}
       FROM page p JOIN read.growth_employee_months m
         ON m.owner_id = $1 AND m.company_id = $2 AND m.with_archived = $3 AND m.employee_id = p.employee_id AND m.month <= $5::date
       LEFT JOIN read.employees e ON e.id = m.employee_id
      ORDER BY m.employee_id, m.month`,
    [scope.ownerId, scope.companyId, scope.withArchived, afterId, `${to}-01`, limit],
  );
  return rows;
}

/** Per employee of `ids`: goals of this company whose deadline day is still to come this month. */
export async function dueLaterByEmployee(db: Queryable, scope: Scope, ids: readonly number[], today: string, lastDay: string) {
  const { rows } = await db.query<{ employee_id: number; n: number }>(
    `SELECT g.employee_id, count(*)::int AS n FROM read.growth_goals g JOIN read.growth_conversations c ON c.conversation_id = g.conversation_id
      WHERE g.owner_id = $1 AND g.company_id = $2 AND g.employee_id = ANY($4::int[]) AND g.deadline BETWEEN $5::date AND $6::date
        AND g.progress < 10 AND NOT g.removed AND NOT c.removed AND ($3 OR NOT c.archived)
      GROUP BY g.employee_id`,
    [scope.ownerId, scope.companyId, scope.withArchived, ids, today, lastDay],
  );
  return new Map(rows.map((r) => [r.employee_id, r.n]));
}

/** A conversation of the export with its live goals summed up (average progress null without goals). */
export type ExportConversationRow = Pick<GrowthConversationRow<Date>, 'conversation_id' | 'scheduled_at' | 'status' | 'archived'> & {
  employee_name: string;
  goal_count: number;
  average_progress: number | null;
  reached_count: number;
  ambition_count: number;
};

/** Conversations dated in [fromInstant, toInstant), after (scheduled_at, conversation_id) of the previous page. */
export async function conversationsPage(
  db: Queryable,
  scope: Scope,
  fromInstant: string,
  toInstant: string,
  after: { at: Date; id: number } | null,
  limit: number,
) {
  const { rows } = await db.query<ExportConversationRow>(
    `SELECT c.conversation_id, c.scheduled_at, c.status, c.archived, coalesce(e.name, '') AS employee_name,
            g.goal_count, g.average_progress, g.reached_count,
            (SELECT count(*)::int FROM read.growth_ambitions a WHERE a.conversation_id = c.conversation_id AND NOT a.removed) AS ambition_count
       FROM read.growth_conversations c
       LEFT JOIN read.employees e ON e.id = c.employee_id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS goal_count, avg(progress)::float8 AS average_progress, count(*) FILTER (WHERE progress = 10)::int AS reached_count
           FROM read.growth_goals WHERE conversation_id = c.conversation_id AND NOT removed) g
      WHERE c.owner_id = $1 AND c.company_id = $2 AND NOT c.removed AND ($3 OR NOT c.archived)
        AND c.scheduled_at >= $4::timestamptz AND c.scheduled_at < $5::timestamptz
        AND ($6::timestamptz IS NULL OR (c.scheduled_at, c.conversation_id) > ($6::timestamptz, $7::int))
      ORDER BY c.scheduled_at, c.conversation_id LIMIT $8`,
    [scope.ownerId, scope.companyId, scope.withArchived, fromInstant, toInstant, after?.at ?? null, after?.id ?? 0, limit],
  );
  return rows;
}

/** A goal of the export: its conversation's date, its deadline as 'YYYY-MM-DD', its month rows [month, progress]. */
export type ExportGoalRow = Pick<GrowthGoalRow, 'goal_id' | 'description' | 'progress' | 'deadline'> &
  Pick<GrowthConversationRow<Date>, 'scheduled_at'> & {
    employee_name: string;
    months: [string, number][];
  };

/** Live goals of the company's conversations, by id after `afterId`, with their month rows. */
export async function goalsPage(db: Queryable, scope: Scope, afterId: number, limit: number) {
  const { rows } = await db.query<ExportGoalRow>(
    `SELECT g.goal_id, g.description, g.progress, to_char(g.deadline, 'YYYY-MM-DD') AS deadline, c.scheduled_at, coalesce(e.name, '') AS employee_name,
            coalesce((SELECT json_agg(json_build_array(to_char(m.month, 'YYYY-MM'), m.progress) ORDER BY m.month)
                        FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id), '[]') AS months
       FROM read.growth_goals g JOIN read.growth_conversations c ON c.conversation_id = g.conversation_id
       LEFT JOIN read.employees e ON e.id = g.employee_id
      WHERE g.owner_id = $1 AND g.company_id = $2 AND NOT g.removed AND NOT c.removed AND ($3 OR NOT c.archived) AND g.goal_id > $4
      ORDER BY g.goal_id LIMIT $5`,
    [scope.ownerId, scope.companyId, scope.withArchived, afterId, limit],
  );
  return rows;
}
