import type { ConversationStatus } from '../../../contracts/conversations';
import type { Queryable } from '../../platform/db';
import { MONTH_VALUE_COLUMNS, type GrowthConversationRow, type GrowthGoalRow, type MonthValues } from './tables';

/** A month row as stored: the month's flows and the changes of the stocks (tables.ts). */
export type MonthChangeRow = MonthValues & {
  /** 'YYYY-MM'; null on the row that sums every change before the period. */
  month: string | null;
};

const sums = MONTH_VALUE_COLUMNS.map((c) => `sum(${c})::int AS ${c}`).join(', ');
const flowsZero = MONTH_VALUE_COLUMNS.map((c) => (c.endsWith('_delta') ? `coalesce(sum(${c}), 0)::int AS ${c}` : `0 AS ${c}`)).join(', ');

/**
 * One row with the sum of all changes before `from` (month null), then the months from `from` through
 * `to` that have a row. Reads only the owner's month rows of this company (or employee): the cost
 * follows the months of history, not the number of conversations.
 */
function monthRowsSql(table: string, keyColumn: string) {
  return `
    SELECT NULL::text AS month, ${flowsZero} FROM read.${table}
     WHERE owner_id = $1 AND ${keyColumn} = $2 AND with_archived = $3 AND month < $4::date
    UNION ALL
    SELECT to_char(month, 'YYYY-MM'), ${sums} FROM read.${table}
     WHERE owner_id = $1 AND ${keyColumn} = $2 AND with_archived = $3 AND month BETWEEN $4::date AND $5::date
     GROUP BY month
    ORDER BY month NULLS FIRST`;
}
const COMPANY_MONTHS_SQL = monthRowsSql('growth_company_months', 'company_id');
const EMPLOYEE_MONTHS_SQL = monthRowsSql('growth_employee_months', 'employee_id');

const firstOf = (month: string) => `${month}-01`;

/** Which months to read: of the owner's company or employee `id`, `from` through `to` (YYYY-MM), with or without archived conversations. */
export interface GrowthPeriod {
  ownerId: number;
  id: number;
  withArchived: boolean;
  from: string;
  to: string;
}

/** A period as the queries' parameters $1 to $5. */
const periodParams = ({ ownerId, id, withArchived, from, to }: GrowthPeriod) => [ownerId, id, withArchived, firstOf(from), firstOf(to)];

export async function companyMonthRows(db: Queryable, period: GrowthPeriod) {
  return (await db.query<MonthChangeRow>(COMPANY_MONTHS_SQL, periodParams(period))).rows;
}

/** The employee's rows summed over the companies their conversations belong to. */
export async function employeeMonthRows(db: Queryable, period: GrowthPeriod) {
  return (await db.query<MonthChangeRow>(EMPLOYEE_MONTHS_SQL, periodParams(period))).rows;
}

/**
 * Goals counted as past their deadline at the end of the current month whose deadline day is not
 * over yet (`today` through `lastDay`): the current month shows the state of today.
 */
export async function dueLaterThisMonth(
  db: Queryable,
  ownerId: number,
  by: { companyId: number } | { employeeId: number },
  withArchived: boolean,
  today: string,
  lastDay: string,
) {
  const [column, id] = 'companyId' in by ? ['company_id', by.companyId] : ['employee_id', by.employeeId];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM read.growth_goals g JOIN read.growth_conversations c ON c.conversation_id = g.conversation_id
      WHERE g.owner_id = $1 AND g.${column} = $2 AND g.deadline BETWEEN $4::date AND $5::date AND g.progress < 10
        AND NOT g.removed AND NOT c.removed AND ($3 OR NOT c.archived)`,
    [ownerId, id, withArchived, today, lastDay],
  );
  return rows[0]!.n;
}

/** The first month with a row and the last month with a conversation, for a timeline's default range. */
export async function employeeSpan(db: Queryable, ownerId: number, employeeId: number, withArchived: boolean) {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `SELECT (SELECT to_char(min(month), 'YYYY-MM') FROM read.growth_employee_months WHERE owner_id = $1 AND employee_id = $2 AND with_archived = $3) AS first,
            (SELECT to_char(max(month), 'YYYY-MM') FROM read.growth_conversations
              WHERE owner_id = $1 AND employee_id = $2 AND NOT removed AND ($3 OR NOT archived)) AS last`,
    [ownerId, employeeId, withArchived],
  );
  return rows[0]!;
}

/** A conversation of the timeline: its month as 'YYYY-MM', its live goals and ambitions counted. */
export type TimelineConversationRow = Pick<GrowthConversationRow<Date>, 'conversation_id' | 'scheduled_at' | 'archived' | 'company_id'> & {
  month: string;
  status: ConversationStatus;
  company_name: string;
  goal_count: number;
  ambition_count: number;
};

export async function timelineConversations(db: Queryable, period: GrowthPeriod) {
  const { rows } = await db.query<TimelineConversationRow>(
    `SELECT c.conversation_id, c.scheduled_at, to_char(c.month, 'YYYY-MM') AS month, c.status, c.archived, c.company_id,
            coalesce(b.name, '') AS company_name,
            (SELECT count(*)::int FROM read.growth_goals g WHERE g.conversation_id = c.conversation_id AND NOT g.removed) AS goal_count,
            (SELECT count(*)::int FROM read.growth_ambitions a WHERE a.conversation_id = c.conversation_id AND NOT a.removed) AS ambition_count
       FROM read.growth_conversations c LEFT JOIN read.companies b ON b.id = c.company_id
      WHERE c.owner_id = $1 AND c.employee_id = $2 AND NOT c.removed AND ($3 OR NOT c.archived)
        AND c.month BETWEEN $4::date AND $5::date
      ORDER BY c.scheduled_at, c.conversation_id`,
    periodParams(period),
  );
  return rows;
}

/** A goal of the timeline: its conversation's month as 'YYYY-MM', its deadline as 'YYYY-MM-DD'. */
export type TimelineGoalRow = Pick<GrowthGoalRow, 'goal_id' | 'conversation_id' | 'description' | 'progress' | 'deadline'> & {
  month: string;
  /** The goal's month rows, oldest first: [month, progress]. */
  months: [string, number][];
};

/** Live goals of the employee's conversations that existed by `to` or belong to a conversation in the period. */
export async function timelineGoals(db: Queryable, period: GrowthPeriod) {
  const { rows } = await db.query<TimelineGoalRow>(
    `SELECT g.goal_id, g.conversation_id, to_char(c.month, 'YYYY-MM') AS month, g.description, g.progress,
            to_char(g.deadline, 'YYYY-MM-DD') AS deadline,
            coalesce((SELECT json_agg(json_build_array(to_char(m.month, 'YYYY-MM'), m.progress) ORDER BY m.month)
                        FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id), '[]') AS months
       FROM read.growth_goals g JOIN read.growth_conversations c ON c.conversation_id = g.conversation_id
      WHERE g.owner_id = $1 AND g.employee_id = $2 AND NOT g.removed AND NOT c.removed AND ($3 OR NOT c.archived)
        AND (c.month BETWEEN $4::date AND $5::date
             OR EXISTS (SELECT 1 FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id AND m.month <= $5::date))
      ORDER BY c.scheduled_at, g.goal_id`,
    periodParams(period),
  );
  return rows;
}

export interface PickerEmployeeRow {
  id: number;
  name: string;
  company_name: string;
  active: boolean;
  conversation_count: number;
}

/**
 * The employee picker: the owner's employees whose name, e-mail or company matches, and how many match.
 * Only the page's few rows count their conversations.
 */
export async function pickerEmployees(db: Queryable, ownerId: number, search: string, limit: number) {
  const pattern = `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<PickerEmployeeRow & { total: number }>(
    `WITH matches AS (
       SELECT e.id, e.name, coalesce(b.name, '') AS company_name, e.active
         FROM read.employees e LEFT JOIN read.employee_company_names b ON b.id = e.company_id AND b.owner_id = e.owner_id
        WHERE e.owner_id = $1 AND (lower(e.name) LIKE $2 OR lower(e.email) LIKE $2 OR lower(coalesce(b.name, '')) LIKE $2)
     ), page AS (SELECT * FROM matches ORDER BY active DESC, lower(name), id LIMIT $3)
     SELECT p.*, (SELECT count(*)::int FROM matches) AS total,
            (SELECT count(*)::int FROM read.growth_conversations c WHERE c.owner_id = $1 AND c.employee_id = p.id AND NOT c.removed) AS conversation_count
       FROM page p ORDER BY p.active DESC, lower(p.name), p.id`,
    [ownerId, pattern, limit],
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
