import type { DbClient } from '../../platform/db';
import { MONTH_VALUE_COLUMNS } from './schema';

/*
 * The months of the conversations a batch touched, computed again from the facts in a few set-based
 * statements (never one per event): a change to an old conversation corrects every month it touches,
 * and a replayed batch computes the same rows.
 */

const dutchMonth = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Europe/Amsterdam')::date`;
const deadlineMonth = `date_trunc('month', deadline)::date`;

/** Goals of the touched conversations: their state at the end of every month with an event, and now. */
const GOAL_MONTHS_SQL = `
  WITH ev AS (
    SELECT e.goal_id, e.version, e.at, e.voortgang, e.deadline, e.verwijderd,
           count(e.voortgang) OVER w AS voortgang_groep,
           count(*) FILTER (WHERE e.deadline_set) OVER w AS deadline_groep
      FROM growth_goals g JOIN growth_goal_events e ON e.goal_id = g.goal_id
     WHERE g.pop_id = ANY($1::int[])
    WINDOW w AS (PARTITION BY e.goal_id ORDER BY e.at, e.version)
  ), state AS (
    -- The value of the last event that set it: every event opens a group of the events that follow it.
    SELECT goal_id, version, at, ${dutchMonth('at')} AS maand,
           coalesce(max(voortgang) OVER (PARTITION BY goal_id, voortgang_groep), 0) AS voortgang,
           max(deadline) OVER (PARTITION BY goal_id, deadline_groep) AS deadline,
           bool_or(verwijderd) OVER (PARTITION BY goal_id) AS verwijderd
      FROM ev
  ), month_end AS (
    SELECT DISTINCT ON (goal_id, maand) goal_id, maand, voortgang, deadline, verwijderd, at, version
      FROM state ORDER BY goal_id, maand, at DESC, version DESC
  ), months AS (
    INSERT INTO growth_goal_months (goal_id, maand, voortgang, deadline)
    SELECT m.goal_id, m.maand, m.voortgang, m.deadline
      FROM month_end m JOIN growth_goals g ON g.goal_id = m.goal_id JOIN growth_conversations c ON c.pop_id = g.pop_id
     WHERE NOT m.verwijderd AND NOT c.verwijderd
  )
  UPDATE growth_goals g SET voortgang = l.voortgang, deadline = l.deadline, verwijderd = l.verwijderd
    FROM (SELECT DISTINCT ON (goal_id) goal_id, voortgang, deadline, verwijderd FROM month_end ORDER BY goal_id, at DESC, version DESC) l
   WHERE g.goal_id = l.goal_id AND (g.voortgang, g.deadline, g.verwijderd) IS DISTINCT FROM (l.voortgang, l.deadline, l.verwijderd)`;

const TOUCHED = `touched AS (SELECT DISTINCT hr_user_id, medewerker_id FROM growth_conversations WHERE pop_id = ANY($1::int[]))`;
const KEY = 'hr_user_id, medewerker_id, bedrijf_id, met_archief';
const sums = (prefix = '') => MONTH_VALUE_COLUMNS.map((c) => `sum(${prefix}${c})::int AS ${c}`).join(', ');
const companyMatch = (alias: string, other: string) =>
  ['hr_user_id', 'bedrijf_id', 'met_archief', 'maand'].map((c) => `${alias}.${c} = ${other}.${c}`).join(' AND ');

/** The touched employees' rows leave the company sums before they are computed again. */
const SUBTRACT_OLD_SQL = `
  WITH ${TOUCHED},
  old AS (
    DELETE FROM growth_employee_months m USING touched t
     WHERE m.hr_user_id = t.hr_user_id AND m.medewerker_id = t.medewerker_id
    RETURNING m.*
  ), gone AS (SELECT hr_user_id, bedrijf_id, met_archief, maand, ${sums()} FROM old GROUP BY 1, 2, 3, 4)
  UPDATE growth_company_months c SET ${MONTH_VALUE_COLUMNS.map((col) => `${col} = c.${col} - g.${col}`).join(', ')}
    FROM gone g WHERE ${companyMatch('c', 'g')}`;

const zeros = (except: Record<string, string>) => MONTH_VALUE_COLUMNS.map((c) => except[c] ?? '0').join(', ');

/**
 * Per employee, company, scope and month: the flows of the month and the changes of the stocks.
 * A goal's stock changes in the months of its events and, when a deadline set earlier falls due
 * without another event in between, in the deadline's month. The employee's "no conversation held
 * in the last 12 months" changes in the first month with a conversation, in each month with a held
 * one (open or afgerond) and twelve months after it.
 */
const INSERT_NEW_SQL = `
  WITH ${TOUCHED},
  conv AS (
    SELECT c.pop_id, c.hr_user_id, c.medewerker_id, c.bedrijf_id, c.maand, c.status, s.met_archief
      FROM growth_conversations c JOIN touched t USING (hr_user_id, medewerker_id)
      CROSS JOIN (VALUES (false), (true)) AS s(met_archief)
     WHERE NOT c.verwijderd AND (s.met_archief OR NOT c.gearchiveerd)
  ), flows AS (
    SELECT ${KEY}, maand,
           count(*) FILTER (WHERE status = 'gepland') AS gepland,
           count(*) FILTER (WHERE status = 'open') AS open,
           count(*) FILTER (WHERE status = 'afgerond') AS afgerond,
           sum((SELECT count(*) FROM growth_goals g WHERE g.pop_id = conv.pop_id AND NOT g.verwijderd)) AS goals,
           sum((SELECT count(*) FROM growth_ambitions a WHERE a.pop_id = conv.pop_id AND NOT a.verwijderd)) AS ambitions
      FROM conv GROUP BY ${KEY}, maand
  ), goal_rows AS (
    SELECT conv.hr_user_id, conv.medewerker_id, conv.bedrijf_id, conv.met_archief, m.goal_id, m.maand, m.voortgang, m.deadline,
           lead(m.maand) OVER (PARTITION BY conv.met_archief, m.goal_id ORDER BY m.maand) AS next_maand
      FROM conv JOIN growth_goals g ON g.pop_id = conv.pop_id AND NOT g.verwijderd
      JOIN growth_goal_months m ON m.goal_id = g.goal_id
  ), goal_points AS (
    SELECT ${KEY}, goal_id, maand, voortgang, deadline FROM goal_rows
    UNION ALL
    SELECT ${KEY}, goal_id, ${deadlineMonth}, voortgang, deadline FROM goal_rows
     WHERE ${deadlineMonth} > maand AND (next_maand IS NULL OR ${deadlineMonth} < next_maand)
  ), goal_stock AS (
    SELECT ${KEY}, goal_id, maand, voortgang, (voortgang = 10)::int AS behaald,
           (deadline IS NOT NULL AND ${deadlineMonth} <= maand AND voortgang < 10)::int AS over_tijd
      FROM goal_points
  ), goal_changes AS (
    SELECT ${KEY}, maand,
           (lag(maand) OVER w IS NULL)::int AS doelen,
           voortgang - coalesce(lag(voortgang) OVER w, 0) AS voortgang,
           behaald - coalesce(lag(behaald) OVER w, 0) AS behaald,
           over_tijd - coalesce(lag(over_tijd) OVER w, 0) AS over_tijd
      FROM goal_stock WINDOW w AS (PARTITION BY met_archief, goal_id ORDER BY maand)
  ), held AS (
    SELECT DISTINCT ${KEY}, maand FROM conv WHERE status <> 'gepland'
  ), lapse_points AS (
    -- Each point carries the held month it is (if any); the latest held month up to a point decides.
    SELECT ${KEY}, min(maand) AS maand, NULL::date AS held FROM conv GROUP BY ${KEY}
    UNION ALL SELECT ${KEY}, maand, maand FROM held
    UNION ALL SELECT ${KEY}, (maand + interval '12 months')::date, NULL FROM held
  ), lapse_stock AS (
    SELECT DISTINCT ${KEY}, maand,
           (coalesce(max(held) OVER (PARTITION BY ${KEY} ORDER BY maand), '-infinity') < (maand - interval '11 months')::date)::int AS zonder
      FROM lapse_points
  ), lapse_changes AS (
    SELECT ${KEY}, maand, zonder - coalesce(lag(zonder) OVER (PARTITION BY ${KEY} ORDER BY maand), 0) AS zonder FROM lapse_stock
  ), all_changes (${KEY}, maand, ${MONTH_VALUE_COLUMNS.join(', ')}) AS (
    SELECT ${KEY}, maand, ${zeros({ gesprekken_gepland: 'gepland', gesprekken_open: 'open', gesprekken_afgerond: 'afgerond', doelen_gezet: 'goals', ambities: 'ambitions' })} FROM flows
    UNION ALL
    SELECT ${KEY}, maand, ${zeros({ doelen_delta: 'doelen', voortgang_delta: 'voortgang', behaald_delta: 'behaald', over_tijd_delta: 'over_tijd' })} FROM goal_changes
    UNION ALL
    SELECT ${KEY}, maand, ${zeros({ zonder_gesprek_delta: 'zonder' })} FROM lapse_changes
  ), inserted AS (
    INSERT INTO growth_employee_months (${KEY}, maand, ${MONTH_VALUE_COLUMNS.join(', ')})
    SELECT ${KEY}, maand, ${sums()} FROM all_changes GROUP BY ${KEY}, maand
    HAVING ${MONTH_VALUE_COLUMNS.map((c) => `sum(${c}) <> 0`).join(' OR ')}
    RETURNING *
  )
  INSERT INTO growth_company_months (hr_user_id, bedrijf_id, met_archief, maand, ${MONTH_VALUE_COLUMNS.join(', ')})
  SELECT hr_user_id, bedrijf_id, met_archief, maand, ${sums()} FROM inserted GROUP BY 1, 2, 3, 4
  ON CONFLICT (hr_user_id, bedrijf_id, met_archief, maand) DO UPDATE
    SET ${MONTH_VALUE_COLUMNS.map((c) => `${c} = growth_company_months.${c} + excluded.${c}`).join(', ')}`;

/** A company month whose employees' changes cancel out has nothing to say. */
const DROP_EMPTY_SQL = `
  WITH ${TOUCHED}
  DELETE FROM growth_company_months m
   USING (SELECT DISTINCT c.hr_user_id, c.bedrijf_id FROM growth_conversations c JOIN touched t USING (hr_user_id, medewerker_id)) t
   WHERE m.hr_user_id = t.hr_user_id AND m.bedrijf_id = t.bedrijf_id AND ${MONTH_VALUE_COLUMNS.map((c) => `m.${c} = 0`).join(' AND ')}`;

export async function deriveMonths(tx: DbClient, touchedPops: readonly number[]) {
  if (!touchedPops.length) return;
  const params = [touchedPops];
  await tx.query(`DELETE FROM growth_goal_months m USING growth_goals g WHERE g.goal_id = m.goal_id AND g.pop_id = ANY($1::int[])`, params);
  await tx.query(GOAL_MONTHS_SQL, params);
  await tx.query(SUBTRACT_OLD_SQL, params);
  await tx.query(INSERT_NEW_SQL, params);
  await tx.query(DROP_EMPTY_SQL, params);
}
