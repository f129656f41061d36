import type { Queryable } from '../../platform/db';
import { MONTH_VALUE_COLUMNS } from './schema';
import type { MonthChangeRow } from './queries';

/*
 * The export reads a company page by page (keyset, never OFFSET), so a company of any size streams
 * out in bounded memory.
 */

export interface Scope {
  ownerId: number;
  companyId: number;
  withArchive: boolean;
}

/** The next employees (by id) with month rows in the company, their names and all their rows up to `to`. */
export async function employeeMonthsPage(db: Queryable, scope: Scope, afterId: number, to: string, limit: number) {
  const { rows } = await db.query<MonthChangeRow & { medewerker_id: number; naam: string }>(
    `WITH page AS (
       SELECT DISTINCT medewerker_id FROM read.growth_employee_months
        WHERE hr_user_id = $1 AND bedrijf_id = $2 AND met_archief = $3 AND medewerker_id > $4
        ORDER BY medewerker_id LIMIT $6
     )
     SELECT m.medewerker_id, coalesce(e.name, '') AS naam, to_char(m.maand, 'YYYY-MM') AS maand, ${MONTH_VALUE_COLUMNS.map((c) => `m.${c}`).join(', ')}
       FROM page p JOIN read.growth_employee_months m
         ON m.hr_user_id = $1 AND m.bedrijf_id = $2 AND m.met_archief = $3 AND m.medewerker_id = p.medewerker_id AND m.maand <= $5::date
       LEFT JOIN read.employees e ON e.id = m.medewerker_id
      ORDER BY m.medewerker_id, m.maand`,
    [scope.ownerId, scope.companyId, scope.withArchive, afterId, `${to}-01`, limit],
  );
  return rows;
}

/** Per employee of `ids`: goals of this company whose deadline day is still to come this month. */
export async function dueLaterByEmployee(db: Queryable, scope: Scope, ids: readonly number[], today: string, lastDay: string) {
  const { rows } = await db.query<{ medewerker_id: number; n: number }>(
    `SELECT g.medewerker_id, count(*)::int AS n FROM read.growth_goals g JOIN read.growth_conversations c ON c.pop_id = g.pop_id
      WHERE g.hr_user_id = $1 AND g.bedrijf_id = $2 AND g.medewerker_id = ANY($4::int[]) AND g.deadline BETWEEN $5::date AND $6::date
        AND g.voortgang < 10 AND NOT g.verwijderd AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd)
      GROUP BY g.medewerker_id`,
    [scope.ownerId, scope.companyId, scope.withArchive, ids, today, lastDay],
  );
  return new Map(rows.map((r) => [r.medewerker_id, r.n]));
}

export interface ExportConversationRow {
  pop_id: number;
  datum_tijd: Date;
  status: string;
  gearchiveerd: boolean;
  naam: string;
  doelen: number;
  gemiddelde: number | null;
  behaald: number;
  ambities: number;
}

/** Conversations dated in [fromInstant, toInstant), after (datum_tijd, pop_id) of the previous page. */
export async function conversationsPage(
  db: Queryable,
  scope: Scope,
  fromInstant: string,
  toInstant: string,
  after: { at: Date; id: number } | null,
  limit: number,
) {
  const { rows } = await db.query<ExportConversationRow>(
    `SELECT c.pop_id, c.datum_tijd, c.status, c.gearchiveerd, coalesce(e.name, '') AS naam,
            g.doelen, g.gemiddelde, g.behaald,
            (SELECT count(*)::int FROM read.growth_ambitions a WHERE a.pop_id = c.pop_id AND NOT a.verwijderd) AS ambities
       FROM read.growth_conversations c
       LEFT JOIN read.employees e ON e.id = c.medewerker_id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS doelen, avg(voortgang)::float8 AS gemiddelde, count(*) FILTER (WHERE voortgang = 10)::int AS behaald
           FROM read.growth_goals WHERE pop_id = c.pop_id AND NOT verwijderd) g
      WHERE c.hr_user_id = $1 AND c.bedrijf_id = $2 AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd)
        AND c.datum_tijd >= $4::timestamptz AND c.datum_tijd < $5::timestamptz
        AND ($6::timestamptz IS NULL OR (c.datum_tijd, c.pop_id) > ($6::timestamptz, $7::int))
      ORDER BY c.datum_tijd, c.pop_id LIMIT $8`,
    [scope.ownerId, scope.companyId, scope.withArchive, fromInstant, toInstant, after?.at ?? null, after?.id ?? 0, limit],
  );
  return rows;
}

export interface ExportGoalRow {
  goal_id: number;
  omschrijving: string;
  voortgang: number;
  deadline: string | null;
  datum_tijd: Date;
  naam: string;
  maanden: [string, number][];
}

/** Live goals of the company's conversations, by id after `afterId`, with their month rows. */
export async function goalsPage(db: Queryable, scope: Scope, afterId: number, limit: number) {
  const { rows } = await db.query<ExportGoalRow>(
    `SELECT g.goal_id, g.omschrijving, g.voortgang, to_char(g.deadline, 'YYYY-MM-DD') AS deadline, c.datum_tijd, coalesce(e.name, '') AS naam,
            coalesce((SELECT json_agg(json_build_array(to_char(m.maand, 'YYYY-MM'), m.voortgang) ORDER BY m.maand)
                        FROM read.growth_goal_months m WHERE m.goal_id = g.goal_id), '[]') AS maanden
       FROM read.growth_goals g JOIN read.growth_conversations c ON c.pop_id = g.pop_id
       LEFT JOIN read.employees e ON e.id = g.medewerker_id
      WHERE g.hr_user_id = $1 AND g.bedrijf_id = $2 AND NOT g.verwijderd AND NOT c.verwijderd AND ($3 OR NOT c.gearchiveerd) AND g.goal_id > $4
      ORDER BY g.goal_id LIMIT $5`,
    [scope.ownerId, scope.companyId, scope.withArchive, afterId, limit],
  );
  return rows;
}
