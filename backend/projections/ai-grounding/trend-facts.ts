import type { ConversationStatus } from '../../../contracts/conversations';
import type { TrendFacts, TrendMonth } from '../../adapters/ai/port';
import type { Queryable } from '../../platform/db';

/** Goal texts the themes are read from: the most recent ones are enough to see what recurs. */
const GOAL_TEXTS_MAX = 2000;
const OVERDUE_SHOWN = 10;
const MONTHS_SHOWN = 24;

/** The owner's conversations of one company with the chosen statuses (archived ones too: they are history). */
const SCOPE = `FROM read.conversations c WHERE c.owner_id = $1 AND c.company_id = $2 AND c.status = ANY($3::text[])`;
const GOALS = `FROM read.conversation_goals g JOIN read.conversations c ON c.id = g.conversation_id
  WHERE c.owner_id = $1 AND c.company_id = $2 AND c.status = ANY($3::text[])`;

const byStatus = (row: { gepland: number; open: number; afgerond: number }): Record<ConversationStatus, number> => ({
  gepland: row.gepland,
  open: row.open,
  afgerond: row.afgerond,
});
const decimal = (value: string | null) => (value === null ? null : Number(value));

/** Aggregates of a company's conversations for the trend analysis, in five queries; null when the company is not the owner's. */
export async function trendFacts(
  db: Queryable,
  ownerId: number,
  companyId: number,
  statuses: readonly ConversationStatus[],
  today: string,
): Promise<TrendFacts | null> {
  const company = await db.query<{ name: string }>('SELECT name FROM read.companies WHERE id = $1 AND owner_id = $2', [companyId, ownerId]);
  if (!company.rows[0]) return null;
  const params = [ownerId, companyId, statuses];
  const statusCounts = `count(DISTINCT c.id) FILTER (WHERE c.status = 'gepland')::int AS gepland, count(DISTINCT c.id) FILTER (WHERE c.status = 'open')::int AS open,
    count(DISTINCT c.id) FILTER (WHERE c.status = 'afgerond')::int AS afgerond`;
  const [totals, goals, overdue, texts, months] = await Promise.all([
    db.query<{ conversations: number; employees: number; gepland: number; open: number; afgerond: number }>(
      `SELECT count(*)::int AS conversations, count(DISTINCT c.employee_id)::int AS employees, ${statusCounts} ${SCOPE}`,
      params,
    ),
    db.query<{ goals: number; none: number; low: number; middle: number; high: number; average: string | null; overdue: number }>(
      `SELECT count(*)::int AS goals, count(*) FILTER (WHERE g.progress = 0)::int AS none,
              count(*) FILTER (WHERE g.progress BETWEEN 1 AND 4)::int AS low, count(*) FILTER (WHERE g.progress BETWEEN 5 AND 7)::int AS middle,
              count(*) FILTER (WHERE g.progress >= 8)::int AS high, round(avg(g.progress), 1)::text AS average,
              count(*) FILTER (WHERE g.deadline < $4::date AND g.progress < 10)::int AS overdue ${GOALS}`,
      [...params, today],
    ),
    db.query<{ description: string; employeeName: string; deadline: string; progress: number }>(
      `SELECT g.description, c.employee_name AS "employeeName", to_char(g.deadline, 'YYYY-MM-DD') AS deadline, g.progress
         ${GOALS} AND g.deadline < $4::date AND g.progress < 10 ORDER BY g.deadline, g.id LIMIT ${OVERDUE_SHOWN}`,
      [...params, today],
    ),
    db.query<{ description: string }>(`SELECT g.description ${GOALS} ORDER BY c.scheduled_at DESC, g.id LIMIT ${GOAL_TEXTS_MAX}`, params),
    db.query<{ month: string; conversations: number; gepland: number; open: number; afgerond: number; average: string | null }>(
      `SELECT to_char(c.scheduled_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM') AS month, count(DISTINCT c.id)::int AS conversations, ${statusCounts},
              round(avg(g.progress), 1)::text AS average
         FROM read.conversations c LEFT JOIN read.conversation_goals g ON g.conversation_id = c.id
        WHERE c.owner_id = $1 AND c.company_id = $2 AND c.status = ANY($3::text[])
        GROUP BY 1 ORDER BY 1 DESC LIMIT ${MONTHS_SHOWN}`,
      params,
    ),
  ]);
  const t = totals.rows[0]!;
  const g = goals.rows[0]!;
  return {
    companyName: company.rows[0].name,
    statuses: [...statuses],
    today,
    conversationCount: t.conversations,
    employeeCount: t.employees,
    statusMix: byStatus(t),
    goalCount: g.goals,
    progressBands: { none: g.none, low: g.low, middle: g.middle, high: g.high },
    averageProgress: decimal(g.average),
    overdueCount: g.overdue,
    overdue: overdue.rows,
    goalTexts: texts.rows.map((r) => r.description),
    months: months.rows
      .map((r): TrendMonth => ({
        month: r.month,
        conversations: r.conversations,
        byStatus: byStatus(r),
        averageProgress: decimal(r.average),
      }))
      .reverse(),
  };
}
