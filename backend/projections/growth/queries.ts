import type { Queryable } from '../../platform/db';
import { MONTH_VALUE_COLUMNS } from './schema';

/** A month row as stored: the month's flows and the changes of the stocks (schema.ts). */
export interface MonthChangeRow {
  /** 'YYYY-MM'; null on the row that sums every change before the period. */
  maand: string | null;
  gesprekken_gepland: number;
  gesprekken_open: number;
  gesprekken_afgerond: number;
  doelen_gezet: number;
  ambities: number;
  doelen_delta: number;
  voortgang_delta: number;
  behaald_delta: number;
  over_tijd_delta: number;
  zonder_gesprek_delta: number;
}

const sums = MONTH_VALUE_COLUMNS.map((c) => `sum(${c})::int AS ${c}`).join(', ');
const flowsZero = MONTH_VALUE_COLUMNS.map((c) => (c.endsWith('_delta') ? `coalesce(sum(${c}), 0)::int AS ${c}` : `0 AS ${c}`)).join(', ');

/**
 * One row with the sum of all changes before `from` (maand null), then the months from `from` through
 * `to` that have a row. Reads only the owner's month rows of this company (or employee): the cost
 * follows the months of history, not the number of conversations.
 */
function monthRowsSql(table: string, keyColumn: string) {
  return `
    SELECT NULL::text AS maand, ${flowsZero} FROM read.${table}
     WHERE hr_user_id = $1 AND ${keyColumn} = $2 AND met_archief = $3 AND maand < $4::date
    UNION ALL
    SELECT to_char(maand, 'YYYY-MM'), ${sums} FROM read.${table}
     WHERE hr_user_id = $1 AND ${keyColumn} = $2 AND met_archief = $3 AND maand BETWEEN $4::date AND $5::date
     GROUP BY maand
    ORDER BY maand NULLS FIRST`;
}
const COMPANY_MONTHS_SQL = monthRowsSql('growth_company_months', 'bedrijf_id');
const EMPLOYEE_MONTHS_SQL = monthRowsSql('growth_employee_months', 'medewerker_id');

const firstOf = (month: string) => `${month}-01`;

/** Which months to read: of the owner's company or employee `id`, `from` through `to` (YYYY-MM), with or without archived conversations. */
export interface GrowthPeriod {
  ownerId: number;
  id: number;
  withArchive: boolean;
  from: string;
  to: string;
}

/** A period as the queries' parameters $1 to $5. */
const periodParams = ({ ownerId, id, withArchive, from, to }: GrowthPeriod) => [ownerId, id, withArchive, firstOf(from), firstOf(to)];

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
  withArchive: boolean,
  today: string,
  lastDay: string,
) {
  const [column, id] = 'companyId' in by ? ['bedrijf_id', by.companyId] : ['medewerker_id', by.employeeId];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM read.growth_goals g JOIN read.growth_conversations c ON c.pop_id = g.pop_id
      WHERE g.hr_user_id = $1 AND g.${column} = $2 AND g.deadline BETWEEN $4::date AND $5::date AND g.voortgang < 10
        AND NOT g.verwijderd AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd)`,
    [ownerId, id, withArchive, today, lastDay],
  );
  return rows[0]!.n;
}

/** The first month with a row and the last month with a conversation, for a timeline's default range. */
export async function employeeSpan(db: Queryable, ownerId: number, employeeId: number, withArchive: boolean) {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `SELECT (SELECT to_char(min(maand), 'YYYY-MM') FROM read.growth_employee_months WHERE hr_user_id = $1 AND medewerker_id = $2 AND met_archief = $3) AS first,
            (SELECT to_char(max(maand), 'YYYY-MM') FROM read.growth_conversations
              WHERE hr_user_id = $1 AND medewerker_id = $2 AND NOT verwijderd AND ($3 OR NOT gearchiveerd)) AS last`,
    [ownerId, employeeId, withArchive],
  );
  return rows[0]!;
}

export interface TimelineConversationRow {
  id: number;
  datum_tijd: Date;
  maand: string;
  status: 'gepland' | 'open' | 'afgerond';
  gearchiveerd: boolean;
  bedrijf_id: number;
  bedrijf_naam: string;
  aantal_doelen: number;
  ambities: number;
}

export async function timelineConversations(db: Queryable, period: GrowthPeriod) {
  const { rows } = await db.query<TimelineConversationRow>(
    `SELECT c.pop_id AS id, c.datum_tijd, to_char(c.maand, 'YYYY-MM') AS maand, c.status, c.gearchiveerd, c.bedrijf_id,
            coalesce(b.name, '') AS bedrijf_naam,
            (SELECT count(*)::int FROM read.growth_goals g WHERE g.pop_id = c.pop_id AND NOT g.verwijderd) AS aantal_doelen,
            (SELECT count(*)::int FROM read.growth_ambitions a WHERE a.pop_id = c.pop_id AND NOT a.verwijderd) AS ambities
       FROM read.growth_conversations c LEFT JOIN read.companies b ON b.id = c.bedrijf_id
      WHERE c.hr_user_id = $1 AND c.medewerker_id = $2 AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd)
        AND c.maand BETWEEN $4::date AND $5::date
      ORDER BY c.datum_tijd, c.pop_id`,
    periodParams(period),
  );
  return rows;
}

export interface TimelineGoalRow {
  id: number;
  gesprek_id: number;
  maand: string;
  omschrijving: string;
  voortgang: number;
  deadline: string | null;
  /** The goal's month rows, oldest first: [maand, voortgang]. */
  maanden: [string, number][];
}

/** Live goals of the employee's conversations that existed by `to` or belong to a conversation in the period. */
export async function timelineGoals(db: Queryable, period: GrowthPeriod) {
  const { rows } = await db.query<TimelineGoalRow>(
    `SELECT g.goal_id AS id, g.pop_id AS gesprek_id, to_char(c.maand, 'YYYY-MM') AS maand, g.omschrijving, g.voortgang,
            to_char(g.deadline, 'YYYY-MM-DD') AS deadline,
            coalesce((SELECT json_agg(json_build_array(to_char(m.maand, 'YYYY-MM'), m.voortgang) ORDER BY m.maand)
                        FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id), '[]') AS maanden
       FROM read.growth_goals g JOIN read.growth_conversations c ON c.pop_id = g.pop_id
      WHERE g.hr_user_id = $1 AND g.medewerker_id = $2 AND NOT g.verwijderd AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd)
        AND (c.maand BETWEEN $4::date AND $5::date
             OR EXISTS (SELECT 1 FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id AND m.maand <= $5::date))
      ORDER BY c.datum_tijd, g.goal_id`,
    periodParams(period),
  );
  return rows;
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
  const { rows } = await db.query<{ id: number; naam: string; bedrijf_naam: string; actief: boolean; gesprekken: number; total: number }>(
    `WITH matches AS (
       SELECT e.id, e.name AS naam, coalesce(b.name, '') AS bedrijf_naam, e.active AS actief
         FROM read.employees e LEFT JOIN read.employee_company_names b ON b.id = e.company_id AND b.owner_id = e.owner_id
        WHERE e.owner_id = $1 AND (lower(e.name) LIKE $2 OR lower(e.email) LIKE $2 OR lower(coalesce(b.name, '')) LIKE $2)
     ), page AS (SELECT * FROM matches ORDER BY actief DESC, lower(naam), id LIMIT $3)
     SELECT p.*, (SELECT count(*)::int FROM matches) AS total,
            (SELECT count(*)::int FROM read.growth_conversations c WHERE c.hr_user_id = $1 AND c.medewerker_id = p.id AND NOT c.verwijderd) AS gesprekken
       FROM page p ORDER BY p.actief DESC, lower(p.naam), p.id`,
    [ownerId, pattern, limit],
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
