import type { DbClient } from '../../platform/db';
import type { DirtyEmployees } from './dirty-months';
import { GROWTH_FACT_INDEXES_SQL, GROWTH_MONTH_INDEXES_SQL, MONTH_VALUE_COLUMNS } from './schema';

/*
 * The months a batch touched, computed again from the facts in a few set-based statements (never one
 * per event): a change to an old conversation corrects every month it touches, and a replayed batch
 * computes the same rows.
 */

const dutchMonth = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Europe/Amsterdam')::date`;
const deadlineMonth = `date_trunc('month', deadline)::date`;

/** What a statement recomputes: what a batch touched (its parameters say which), or everything (a replay's finish). */
type Scope = 'batch' | 'all';

/**
 * Goals of the touched conversations (`$1`), or of all of them: their state at the end of every month
 * with an event, and now.
 */
const goalMonthsSql = (scope: Scope) => `
  WITH ev AS (
    SELECT e.goal_id, e.version, e.at, e.voortgang, e.deadline, e.verwijderd,
           count(e.voortgang) OVER w AS voortgang_groep,
           count(*) FILTER (WHERE e.deadline_set) OVER w AS deadline_groep
      FROM ${scope === 'batch' ? 'growth_goals g JOIN growth_goal_events e ON e.goal_id = g.goal_id WHERE g.pop_id = ANY($1::int[])' : 'growth_goal_events e'}
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
  UPDATE growth_goals g SET voortgang = l.voortgang, deadline = l.deadline, verwijderd = l.verwijderd, laatste_maand = l.maand
    FROM (SELECT DISTINCT ON (goal_id) goal_id, maand, voortgang, deadline, verwijderd FROM month_end ORDER BY goal_id, at DESC, version DESC) l
   WHERE g.goal_id = l.goal_id
     AND (g.voortgang, g.deadline, g.verwijderd, g.laatste_maand) IS DISTINCT FROM (l.voortgang, l.deadline, l.verwijderd, l.maand)`;

/** Before every month a conversation can have (dates are 1900 to 2199). */
const EVERY_MONTH = '1900-01-01';

/** The employees to recompute, each from its first dirty month (vanaf): the batch's (`$1`-`$3`), or every employee from the first month. */
const dirtyCte = (scope: Scope) =>
  scope === 'batch'
    ? `dirty AS (SELECT * FROM unnest($1::int[], $2::int[], $3::date[]) AS d(hr_user_id, medewerker_id, vanaf))`
    : `dirty AS (SELECT DISTINCT hr_user_id, medewerker_id, DATE '${EVERY_MONTH}' AS vanaf FROM growth_conversations)`;
const KEY = 'hr_user_id, medewerker_id, bedrijf_id, met_archief';
const GOAL = 'hr_user_id, medewerker_id, bedrijf_id, gearchiveerd, goal_id, vanaf';
const sums = (prefix = '') => MONTH_VALUE_COLUMNS.map((c) => `sum(${prefix}${c})::int AS ${c}`).join(', ');
const companyMatch = (alias: string, other: string) =>
  ['hr_user_id', 'bedrijf_id', 'met_archief', 'maand'].map((c) => `${alias}.${c} = ${other}.${c}`).join(' AND ');

/** The dirty employees' rows from their first dirty month leave the company sums before they are computed again. */
const SUBTRACT_OLD_SQL = `
  WITH ${dirtyCte('batch')},
  old AS (
    DELETE FROM growth_employee_months m USING dirty d
     WHERE m.hr_user_id = d.hr_user_id AND m.medewerker_id = d.medewerker_id AND m.maand >= d.vanaf
    RETURNING m.*
  ), gone AS (SELECT hr_user_id, bedrijf_id, met_archief, maand, ${sums()} FROM old GROUP BY 1, 2, 3, 4)
  UPDATE growth_company_months c SET ${MONTH_VALUE_COLUMNS.map((col) => `${col} = c.${col} - g.${col}`).join(', ')}
    FROM gone g WHERE ${companyMatch('c', 'g')}`;

const zeros = (except: Record<string, string>) => MONTH_VALUE_COLUMNS.map((c) => except[c] ?? '0').join(', ');

/**
 * A conversation's goals and ambitions: looked up per conversation for a few employees, counted once
 * for all of them when every month is derived.
 */
const FLOW_COUNTS_LOOKED_UP = `
           sum((SELECT count(*) FROM growth_goals g WHERE g.pop_id = conv.pop_id AND NOT g.verwijderd)) AS goals,
           sum((SELECT count(*) FROM growth_ambitions a WHERE a.pop_id = conv.pop_id AND NOT a.verwijderd)) AS ambitions
      FROM conv WHERE maand >= vanaf GROUP BY ${KEY}, maand`;
const FLOW_COUNTS_JOINED = `
           coalesce(sum(g.n), 0) AS goals, coalesce(sum(a.n), 0) AS ambitions
      FROM conv
      LEFT JOIN (SELECT pop_id, count(*) AS n FROM growth_goals WHERE NOT verwijderd GROUP BY pop_id) g USING (pop_id)
      LEFT JOIN (SELECT pop_id, count(*) AS n FROM growth_ambitions WHERE NOT verwijderd GROUP BY pop_id) a USING (pop_id)
     WHERE maand >= vanaf GROUP BY ${KEY}, maand`;

/** A goal's months from vanaf on, and its last month before: looked up per goal (every month of it when vanaf is the first). */
const GOAL_MONTHS_FROM_VANAF = `
      FROM goals CROSS JOIN LATERAL (
        (SELECT maand, voortgang, deadline FROM growth_goal_months WHERE goal_id = goals.goal_id AND maand < goals.vanaf ORDER BY maand DESC LIMIT 1)
        UNION ALL
        (SELECT maand, voortgang, deadline FROM growth_goal_months WHERE goal_id = goals.goal_id AND maand >= goals.vanaf)
      ) m`;

/**
 * Per employee, company, scope and month from the employee's first dirty month (vanaf): the flows of
 * the month and the changes of the stocks. A goal's stock changes in the months of its events and,
 * when a deadline set earlier falls due without another event in between, in the deadline's month;
 * the goal's last month before vanaf is read along so the first change after it is exact. The
 * employee's "no conversation held in the last 12 months" changes in the first month with a
 * conversation, in each month with a held one (open or afgerond) and twelve months after it; its change
 * at such a point p is its state at p minus its state at p - 1 month.
 */
const insertNewSql = (scope: Scope) => `
  WITH ${dirtyCte(scope)},
  conv AS (
    SELECT c.pop_id, c.hr_user_id, c.medewerker_id, c.bedrijf_id, c.maand, c.status, s.met_archief, d.vanaf
      FROM dirty d JOIN growth_conversations c USING (hr_user_id, medewerker_id)
      CROSS JOIN (VALUES (false), (true)) AS s(met_archief)
     WHERE NOT c.verwijderd AND (s.met_archief OR NOT c.gearchiveerd)
  ), flows AS (
    SELECT ${KEY}, maand,
           count(*) FILTER (WHERE status = 'gepland') AS gepland,
           count(*) FILTER (WHERE status = 'open') AS open,
           count(*) FILTER (WHERE status = 'afgerond') AS afgerond,
${scope === 'batch' ? FLOW_COUNTS_LOOKED_UP : FLOW_COUNTS_JOINED}
  ), goals AS (
    -- Only goals that can change a month from vanaf on: an event since, or a deadline still to fall due.
    -- Their changes are the same in both scopes; the scope only decides whether the goal counts.
    SELECT g.goal_id, g.hr_user_id, g.medewerker_id, g.bedrijf_id, c.gearchiveerd, d.vanaf
      FROM dirty d JOIN growth_goals g USING (hr_user_id, medewerker_id)
      JOIN growth_conversations c ON c.pop_id = g.pop_id
     WHERE NOT g.verwijderd AND NOT c.verwijderd
       AND (g.laatste_maand >= d.vanaf OR date_trunc('month', g.deadline) >= d.vanaf)
  ), goal_rows AS (
    SELECT goals.*, m.maand, m.voortgang, m.deadline,
           lead(m.maand) OVER (PARTITION BY goals.goal_id ORDER BY m.maand) AS next_maand
${scope === 'batch' ? GOAL_MONTHS_FROM_VANAF : 'FROM goals JOIN growth_goal_months m USING (goal_id)'}
  ), goal_points AS (
    SELECT ${GOAL}, maand, voortgang, deadline FROM goal_rows
    UNION ALL
    SELECT ${GOAL}, ${deadlineMonth}, voortgang, deadline FROM goal_rows
     WHERE ${deadlineMonth} > maand AND (next_maand IS NULL OR ${deadlineMonth} < next_maand)
  ), goal_stock AS (
    SELECT ${GOAL}, maand, voortgang, (voortgang = 10)::int AS behaald,
           (deadline IS NOT NULL AND ${deadlineMonth} <= maand AND voortgang < 10)::int AS over_tijd
      FROM goal_points
  ), goal_deltas AS (
    SELECT ${GOAL}, maand,
           (lag(maand) OVER w IS NULL)::int AS doelen,
           voortgang - coalesce(lag(voortgang) OVER w, 0) AS voortgang,
           behaald - coalesce(lag(behaald) OVER w, 0) AS behaald,
           over_tijd - coalesce(lag(over_tijd) OVER w, 0) AS over_tijd
      FROM goal_stock WINDOW w AS (PARTITION BY goal_id ORDER BY maand)
  ), goal_changes AS (
    -- Without statistics (a rebuild's fresh tables) a join back to goals ran the window once per goal.
    SELECT x.hr_user_id, x.medewerker_id, x.bedrijf_id, s.met_archief, x.maand, x.doelen, x.voortgang, x.behaald, x.over_tijd
      FROM goal_deltas x CROSS JOIN (VALUES (false), (true)) AS s(met_archief)
     WHERE x.maand >= x.vanaf AND (s.met_archief OR NOT x.gearchiveerd)
  ), held AS (
    -- Held months from vanaf on, and of the earlier ones only the last: it alone decides a month
    -- from vanaf on. A held month's 'twelve months later' matters only when no other comes before it.
    SELECT ${KEY}, vanaf, maand, lead(maand) OVER (PARTITION BY ${KEY} ORDER BY maand) AS next_held
      FROM (SELECT DISTINCT ${KEY}, vanaf, maand FROM conv WHERE status <> 'gepland' AND maand >= vanaf
            UNION
            SELECT ${KEY}, vanaf, max(maand) FROM conv WHERE status <> 'gepland' AND maand < vanaf GROUP BY ${KEY}, vanaf) h
  ), firsts AS (
    SELECT ${KEY}, vanaf, min(maand) AS first FROM conv GROUP BY ${KEY}, vanaf
  ), lapse_points AS (
    SELECT ${KEY}, first AS punt FROM firsts WHERE first >= vanaf
    UNION SELECT ${KEY}, maand FROM held WHERE maand >= vanaf
    UNION SELECT ${KEY}, (maand + interval '12 months')::date FROM held
     WHERE (maand + interval '12 months')::date >= vanaf AND (next_held IS NULL OR next_held > (maand + interval '12 months')::date)
  ), lapse_events AS (
    -- Held months and the probes (each point and the month before it), in month order: the latest held
    -- month at or before a probe tells whether it had a held conversation in its last 12 months.
    SELECT ${KEY}, maand AS probe, maand AS held, NULL::date AS punt FROM held
    UNION ALL SELECT ${KEY}, punt, NULL, punt FROM lapse_points
    UNION ALL SELECT ${KEY}, (punt - interval '1 month')::date, NULL, punt FROM lapse_points
  ), lapse_state AS (
    SELECT e.hr_user_id, e.medewerker_id, e.bedrijf_id, e.met_archief, e.probe, e.punt,
           (e.probe >= f.first AND coalesce(max(e.held) OVER w, '-infinity') < (e.probe - interval '11 months')::date)::int AS zonder
      FROM lapse_events e JOIN firsts f USING (${KEY})
    WINDOW w AS (PARTITION BY e.hr_user_id, e.medewerker_id, e.bedrijf_id, e.met_archief ORDER BY e.probe)
  ), lapse_changes AS (
    SELECT ${KEY}, punt AS maand, sum(CASE WHEN probe = punt THEN zonder ELSE -zonder END) AS zonder
      FROM lapse_state WHERE punt IS NOT NULL GROUP BY ${KEY}, punt
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
const dropEmptySql = (scope: Scope) => `
  WITH ${dirtyCte(scope)}
  DELETE FROM growth_company_months m
   USING (SELECT c.hr_user_id, c.bedrijf_id, min(d.vanaf) AS vanaf FROM growth_conversations c JOIN dirty d USING (hr_user_id, medewerker_id) GROUP BY 1, 2) t
   WHERE m.hr_user_id = t.hr_user_id AND m.bedrijf_id = t.bedrijf_id AND m.maand >= t.vanaf
     AND ${MONTH_VALUE_COLUMNS.map((c) => `m.${c} = 0`).join(' AND ')}`;

const BATCH = { goalMonths: goalMonthsSql('batch'), insertNew: insertNewSql('batch'), dropEmpty: dropEmptySql('batch') };
const ALL = { goalMonths: goalMonthsSql('all'), insertNew: insertNewSql('all'), dropEmpty: dropEmptySql('all') };

/** `touchedPops`: their goals' months again; `dirty`: each employee's months from its first dirty month. */
export async function deriveMonths(tx: DbClient, touchedPops: readonly number[], dirty: DirtyEmployees) {
  if (!touchedPops.length) return;
  await tx.query(`DELETE FROM growth_goal_months m USING growth_goals g WHERE g.goal_id = m.goal_id AND g.pop_id = ANY($1::int[])`, [
    touchedPops,
  ]);
  await tx.query(BATCH.goalMonths, [touchedPops]);
  if (!dirty.employees.length) return;
  const params = [dirty.owners, dirty.employees, dirty.from];
  await tx.query(SUBTRACT_OLD_SQL, params);
  await tx.query(BATCH.insertNew, params);
  await tx.query(BATCH.dropEmpty, params);
}

/**
 * Every month of every employee and company, from facts alone: a replay's finish, on the tables of
 * GROWTH_TABLES_SQL (facts written, month tables empty, no secondary indexes yet). The goals' months
 * without a list of conversations to match, nothing to subtract, and room for the sorts and hashes of
 * the whole read model in memory. Each index is built once its table is complete (one sort instead of
 * an index entry per row), and before the statement that reads through it.
 */
export async function deriveAllMonths(tx: DbClient) {
  await tx.query(`SET LOCAL work_mem = '${REPLAY_WORK_MEM}'`);
  await tx.query(ALL.goalMonths);
  await tx.query(GROWTH_FACT_INDEXES_SQL);
  await tx.query(ALL.insertNew);
  await tx.query(GROWTH_MONTH_INDEXES_SQL);
  await tx.query(ALL.dropEmpty);
}

/** A rebuild's finish sorts and hashes every goal event and conversation at once; 4 MB (the default) spilled to disk. */
const REPLAY_WORK_MEM = '64MB';
