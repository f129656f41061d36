import type { DbClient } from '../../platform/db';
import type { FinishSteps } from '../projection';
import type { DirtyEmployees, TouchedGoals } from './dirty-months';
import { primaryKeyLater } from '../read-model-table';
import { copyLines } from '../write-rows';
import { foldMonths } from './fold-months';
import { writeKeptFacts } from './write-facts';
import type { ReplayFacts } from './replay-facts';
import {
  dutchMonthSql,
  GROWTH_FACT_INDEXES_SQL,
  GROWTH_MONTH_INDEXES_SQL,
  growthAmbitionsTable,
  growthConversationsTable,
  growthEmployeeMonthsTable,
  growthGoalEventsTable,
  growthGoalMonthsTable,
  growthGoalsTable,
  MONTH_VALUE_COLUMNS,
} from './tables';

/*
 * The months a batch touched, computed again from the facts in a few set-based statements (never one
 * per event): a change to an old conversation corrects every month it touches, and a replayed batch
 * computes the same rows.
 */

// A deadline is a date: truncated as a timestamp without time zone. As a date alone it became a timestamptz in the
// session's time zone first, a zone lookup per row for the same first of the month.
const deadlineMonth = `date_trunc('month', deadline::timestamp)::date`;

/** What a statement recomputes: what a batch touched (its parameters say which), or everything (a replay's finish). */
type Scope = 'batch' | 'all';
/** One of the independent pieces a replay's finish is cut into: the employees (or goals) whose id hashes to `index` modulo `parts`. */
interface Part {
  index: number;
  parts: number;
}
// By a hash of the id: ids the history hands out in a pattern (every second employee with more conversations)
// would leave one part with most of the work.
const inPart = (column: string, part: Part | undefined) =>
  part && part.parts > 1 ? `(hashint4(${column})::bigint % ${part.parts} + ${part.parts}) % ${part.parts} = ${part.index}` : 'true';

/**
 * The goal events of the touched conversations (`$1`): every event of each of their goals.
 */
const CONVERSATIONS_GOAL_EVENTS = `(
  SELECT e.* FROM growth_goals g JOIN growth_goal_events e ON e.goal_id = g.goal_id WHERE g.conversation_id = ANY($1::int[]))`;

/**
 * The goals a batch moved (`$1`, none of the conversations `$5`, which are computed whole), each after
 * a first row (version -1) with its state before them:
 * - its batch's events are new and came after all of its others (`$2`/`$3`: the batch's first event's
 *   time and version, `$4`: how many the batch has, 0 when some were there already): the batch's
 *   events alone, after the goal's state as it stands, which is its state before them (every live
 *   move of a slider);
 * - else (a replay, a clock that went back): its events from the Dutch month of the batch's first
 *   on, after its state at the end of the month before, as `growth_goal_months` keeps it; all of its
 *   events when no month before is kept (a removed goal, or one of a removed conversation, keeps none:
 *   its deadline set before was lost when a batch came again, found by the property test, seed 1151377407).
 * A goal moved thousands of times costs the events of the batch, not of its whole life.
 */
const MOVED_GOAL_EVENTS = `(
  WITH moved AS (
    SELECT t.goal_id, t.since, t.first_at, t.first_version, g.progress, g.deadline,
           -- The last month kept before the batch's: none for a removed goal or conversation (then all its events are folded).
           b.goal_id IS NOT NULL AS kept_before, b.progress AS progress_before, b.deadline AS deadline_before,
           (SELECT count(*) FROM growth_goal_events e
             WHERE e.goal_id = t.goal_id AND e.at >= t.first_at AND (e.at, e.version) >= (t.first_at, t.first_version)) = t.n AS appended
      FROM (SELECT u.*, ${dutchMonthSql('u.first_at')} AS since
              FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[]) AS u(goal_id, first_at, first_version, n)) t
      JOIN growth_goals g USING (goal_id)
      LEFT JOIN LATERAL (
        SELECT m.goal_id, m.progress, m.deadline FROM growth_goal_months m WHERE m.goal_id = t.goal_id AND m.month < t.since
         ORDER BY m.month DESC LIMIT 1) b ON true
     WHERE NOT (g.conversation_id = ANY($5::int[]))
  )
  SELECT t.goal_id, -1 AS version, '-infinity'::timestamptz AS at, t.progress, true AS deadline_set, t.deadline, false AS removed
    FROM moved t WHERE t.appended
  UNION ALL
  SELECT t.goal_id, -1, '-infinity'::timestamptz, t.progress_before, true, t.deadline_before, false
    FROM moved t WHERE NOT t.appended AND t.kept_before
  UNION ALL
  SELECT e.goal_id, e.version, e.at, e.progress, e.deadline_set, e.deadline, e.removed
    FROM moved t JOIN growth_goal_events e ON e.goal_id = t.goal_id AND e.at >= t.first_at AND (e.at, e.version) >= (t.first_at, t.first_version)
   WHERE t.appended
  UNION ALL
  SELECT e.goal_id, e.version, e.at, e.progress, e.deadline_set, e.deadline, e.removed
    FROM moved t JOIN growth_goal_events e ON e.goal_id = t.goal_id
     AND (NOT t.kept_before OR e.at >= (t.since::timestamp AT TIME ZONE 'Europe/Amsterdam'))
   WHERE NOT t.appended)`;

/**
 * The goals of `events` (all of them, those of the touched conversations, or the moved goals from their
 * month on): their state at the end of every month with an event, and now. A first row of version -1
 * carries a goal's state before its events and is no month of its own.
 */
const goalMonthsSql = (events: string) => `
  WITH ev AS (
    SELECT e.goal_id, e.version, e.at, e.progress, e.deadline, e.removed,
           count(e.progress) OVER w AS progress_group,
           count(*) FILTER (WHERE e.deadline_set) OVER w AS deadline_group
      FROM ${events} e
    WINDOW w AS (PARTITION BY e.goal_id ORDER BY e.at, e.version)
  ), state AS (
    -- The value of the last event that set it: every event opens a group of the events that follow it.
    SELECT goal_id, version, at, ${dutchMonthSql('at')} AS month,
           coalesce(max(progress) OVER (PARTITION BY goal_id, progress_group), 0) AS progress,
           max(deadline) OVER (PARTITION BY goal_id, deadline_group) AS deadline,
           bool_or(removed) OVER (PARTITION BY goal_id) AS removed
      FROM ev
  ), month_end AS (
    SELECT DISTINCT ON (goal_id, month) goal_id, month, progress, deadline, removed, at, version
      FROM state WHERE version >= 0 ORDER BY goal_id, month, at DESC, version DESC
  ), months AS (
    INSERT INTO growth_goal_months (goal_id, month, progress, deadline)
    SELECT m.goal_id, m.month, m.progress, m.deadline
      FROM month_end m JOIN growth_goals g ON g.goal_id = m.goal_id JOIN growth_conversations c ON c.conversation_id = g.conversation_id
     WHERE NOT m.removed AND NOT g.removed AND NOT c.removed
  )
  UPDATE growth_goals g SET progress = l.progress, deadline = l.deadline, removed = g.removed OR l.removed, last_month = l.month
    FROM (SELECT DISTINCT ON (goal_id) goal_id, month, progress, deadline, removed FROM month_end ORDER BY goal_id, at DESC, version DESC) l
   WHERE g.goal_id = l.goal_id
     AND (g.progress, g.deadline, g.removed, g.last_month) IS DISTINCT FROM (l.progress, l.deadline, g.removed OR l.removed, l.month)`;

/** Before every month a conversation can have (dates are 1900 to 2199). */
const EVERY_MONTH = '1900-01-01';

/**
 * The employees to recompute, each from its first dirty month (`since`): the batch's (`$1`-`$3`), or every
 * employee (of the part) from the first month.
 */
const dirtyCte = (scope: Scope, part?: Part) =>
  scope === 'batch'
    ? `dirty AS (SELECT * FROM unnest($1::int[], $2::int[], $3::date[]) AS d(owner_id, employee_id, since))`
    : `dirty AS (SELECT DISTINCT owner_id, employee_id, DATE '${EVERY_MONTH}' AS since FROM growth_conversations
                  WHERE ${inPart('employee_id', part)})`;
const KEY = 'owner_id, employee_id, company_id, with_archived';
const GOAL = 'owner_id, employee_id, company_id, archived, goal_id, since';
const sums = (prefix = '') => MONTH_VALUE_COLUMNS.map((c) => `sum(${prefix}${c})::int AS ${c}`).join(', ');
const companyMatch = (alias: string, other: string) =>
  ['owner_id', 'company_id', 'with_archived', 'month'].map((c) => `${alias}.${c} = ${other}.${c}`).join(' AND ');

/** The dirty employees' rows from their first dirty month leave the company sums before they are computed again. */
const SUBTRACT_OLD_SQL = `
  WITH ${dirtyCte('batch')},
  old AS (
    DELETE FROM growth_employee_months m USING dirty d
     WHERE m.owner_id = d.owner_id AND m.employee_id = d.employee_id AND m.month >= d.since
    RETURNING m.*
  ), gone AS (SELECT owner_id, company_id, with_archived, month, ${sums()} FROM old GROUP BY 1, 2, 3, 4)
  UPDATE growth_company_months c SET ${MONTH_VALUE_COLUMNS.map((col) => `${col} = c.${col} - g.${col}`).join(', ')}
    FROM gone g WHERE ${companyMatch('c', 'g')}`;

/**
 * A branch's values in column order, the others 0. As int: counts are bigint and their sums numeric, and the
 * union of the branches then summed numeric per month: about a tenth of the statement over every month.
 */
const zeros = (except: Record<string, string>) => MONTH_VALUE_COLUMNS.map((c) => (except[c] ? `(${except[c]})::int` : '0')).join(', ');

/** The employee months of `all_changes`, those with something to say. */
const INSERT_EMPLOYEE_MONTHS = `
    INSERT INTO growth_employee_months (${KEY}, month, ${MONTH_VALUE_COLUMNS.join(', ')})
    SELECT ${KEY}, month, ${sums()} FROM all_changes GROUP BY ${KEY}, month
    HAVING ${MONTH_VALUE_COLUMNS.map((c) => `sum(${c}) <> 0`).join(' OR ')}`;

/**
 * A conversation's goals and ambitions: looked up per conversation for a few employees, counted once
 * for all of them when every month is derived.
 */
const FLOW_COUNTS_LOOKED_UP = `
           sum((SELECT count(*) FROM growth_goals g WHERE g.conversation_id = conv.conversation_id AND NOT g.removed)) AS goals,
           sum((SELECT count(*) FROM growth_ambitions a WHERE a.conversation_id = conv.conversation_id AND NOT a.removed)) AS ambitions
      FROM conv WHERE month >= since GROUP BY ${KEY}, month`;
const FLOW_COUNTS_JOINED = `
           coalesce(sum(g.n), 0) AS goals, coalesce(sum(a.n), 0) AS ambitions
      FROM conv
      LEFT JOIN (SELECT conversation_id, count(*) AS n FROM growth_goals WHERE NOT removed GROUP BY conversation_id) g USING (conversation_id)
      LEFT JOIN (SELECT conversation_id, count(*) AS n FROM growth_ambitions WHERE NOT removed GROUP BY conversation_id) a USING (conversation_id)
     WHERE month >= since GROUP BY ${KEY}, month`;

/** A goal's months from `since` on, and its last month before: looked up per goal (every month of it when `since` is the first). */
const GOAL_MONTHS_FROM_VANAF = `
      FROM goals CROSS JOIN LATERAL (
        (SELECT month, progress, deadline FROM growth_goal_months WHERE goal_id = goals.goal_id AND month < goals.since ORDER BY month DESC LIMIT 1)
        UNION ALL
        (SELECT month, progress, deadline FROM growth_goal_months WHERE goal_id = goals.goal_id AND month >= goals.since)
      ) m`;

/**
 * Per employee, company, scope and month from the employee's first dirty month (`since`): the flows of
 * the month and the changes of the stocks. A goal's stock changes in the months of its events and,
 * when a deadline set earlier falls due without another event in between, in the deadline's month;
 * the goal's last month before `since` is read along so the first change after it is exact. The
 * employee's "no conversation held in the last 12 months" changes in the first month with a
 * conversation, in each month with a held one (open or afgerond) and twelve months after it; its change
 * at such a point p is its state at p minus its state at p - 1 month.
 */
const insertNewSql = (scope: Scope, part?: Part) => `
  WITH ${dirtyCte(scope, part)},
  conv AS (
    SELECT c.conversation_id, c.owner_id, c.employee_id, c.company_id, c.month, c.status, s.with_archived, d.since
      FROM dirty d JOIN growth_conversations c USING (owner_id, employee_id)
      CROSS JOIN (VALUES (false), (true)) AS s(with_archived)
     WHERE NOT c.removed AND (s.with_archived OR NOT c.archived)
  ), flows AS (
    SELECT ${KEY}, month,
           count(*) FILTER (WHERE status = 'gepland') AS planned,
           count(*) FILTER (WHERE status = 'open') AS open,
           count(*) FILTER (WHERE status = 'afgerond') AS completed,
${scope === 'batch' ? FLOW_COUNTS_LOOKED_UP : FLOW_COUNTS_JOINED}
  ), goals AS (
    -- Only goals that can change a month from "since" on: an event from then on, or a deadline still to fall due.
    -- Their changes are the same in both scopes; the scope only decides whether the goal counts.
    SELECT g.goal_id, g.owner_id, g.employee_id, g.company_id, c.archived, d.since
      FROM dirty d JOIN growth_goals g USING (owner_id, employee_id)
      JOIN growth_conversations c ON c.conversation_id = g.conversation_id
     WHERE NOT g.removed AND NOT c.removed
       AND (g.last_month >= d.since OR date_trunc('month', g.deadline::timestamp) >= d.since)
  ), goal_rows AS (
    SELECT goals.*, m.month, m.progress, m.deadline,
           lead(m.month) OVER (PARTITION BY goals.goal_id ORDER BY m.month) AS next_month
${scope === 'batch' ? GOAL_MONTHS_FROM_VANAF : 'FROM goals JOIN growth_goal_months m USING (goal_id)'}
  ), goal_points AS (
    SELECT ${GOAL}, month, progress, deadline FROM goal_rows
    UNION ALL
    SELECT ${GOAL}, ${deadlineMonth}, progress, deadline FROM goal_rows
     WHERE ${deadlineMonth} > month AND (next_month IS NULL OR ${deadlineMonth} < next_month)
  ), goal_stock AS (
    SELECT ${GOAL}, month, progress, (progress = 10)::int AS reached,
           (deadline IS NOT NULL AND ${deadlineMonth} <= month AND progress < 10)::int AS overdue
      FROM goal_points
  ), goal_deltas AS (
    SELECT ${GOAL}, month,
           (lag(month) OVER w IS NULL)::int AS goals_added,
           progress - coalesce(lag(progress) OVER w, 0) AS progress,
           reached - coalesce(lag(reached) OVER w, 0) AS reached,
           overdue - coalesce(lag(overdue) OVER w, 0) AS overdue
      FROM goal_stock WINDOW w AS (PARTITION BY goal_id ORDER BY month)
  ), goal_changes AS (
    -- Without statistics (a rebuild's fresh tables) a join back to goals ran the window once per goal.
    SELECT x.owner_id, x.employee_id, x.company_id, s.with_archived, x.month, x.goals_added, x.progress, x.reached, x.overdue
      FROM goal_deltas x CROSS JOIN (VALUES (false), (true)) AS s(with_archived)
     WHERE x.month >= x.since AND (s.with_archived OR NOT x.archived)
  ), held AS (
    -- Held months from "since" on, and of the earlier ones only the last: it alone decides a month
    -- from "since" on. A held month's 'twelve months later' matters only when no other comes before it.
    SELECT ${KEY}, since, month, lead(month) OVER (PARTITION BY ${KEY} ORDER BY month) AS next_held
      FROM (SELECT DISTINCT ${KEY}, since, month FROM conv WHERE status <> 'gepland' AND month >= since
            UNION
            SELECT ${KEY}, since, max(month) FROM conv WHERE status <> 'gepland' AND month < since GROUP BY ${KEY}, since) h
  ), firsts AS (
    SELECT ${KEY}, since, min(month) AS first FROM conv GROUP BY ${KEY}, since
  ), lapse_points AS (
    SELECT ${KEY}, first AS point FROM firsts WHERE first >= since
    UNION SELECT ${KEY}, month FROM held WHERE month >= since
    UNION SELECT ${KEY}, (month + interval '12 months')::date FROM held
     WHERE (month + interval '12 months')::date >= since AND (next_held IS NULL OR next_held > (month + interval '12 months')::date)
  ), lapse_events AS (
    -- Held months and the probes (each point and the month before it), in month order: the latest held
    -- month at or before a probe tells whether it had a held conversation in its last 12 months.
    SELECT ${KEY}, month AS probe, month AS held, NULL::date AS point FROM held
    UNION ALL SELECT ${KEY}, point, NULL, point FROM lapse_points
    UNION ALL SELECT ${KEY}, (point - interval '1 month')::date, NULL, point FROM lapse_points
  ), lapse_state AS (
    SELECT e.owner_id, e.employee_id, e.company_id, e.with_archived, e.probe, e.point,
           (e.probe >= f.first AND coalesce(max(e.held) OVER w, '-infinity') < (e.probe - interval '11 months')::date)::int AS lapsed
      FROM lapse_events e JOIN firsts f USING (${KEY})
    WINDOW w AS (PARTITION BY e.owner_id, e.employee_id, e.company_id, e.with_archived ORDER BY e.probe)
  ), lapse_changes AS (
    SELECT ${KEY}, point AS month, sum(CASE WHEN probe = point THEN lapsed ELSE -lapsed END) AS lapsed
      FROM lapse_state WHERE point IS NOT NULL GROUP BY ${KEY}, point
  ), all_changes (${KEY}, month, ${MONTH_VALUE_COLUMNS.join(', ')}) AS (
    SELECT ${KEY}, month, ${zeros({ planned_count: 'planned', open_count: 'open', completed_count: 'completed', goals_set_count: 'goals', ambition_count: 'ambitions' })} FROM flows
    UNION ALL
    SELECT ${KEY}, month, ${zeros({ goal_count_delta: 'goals_added', progress_delta: 'progress', reached_delta: 'reached', overdue_delta: 'overdue' })} FROM goal_changes
    UNION ALL
    SELECT ${KEY}, month, ${zeros({ without_conversation_delta: 'lapsed' })} FROM lapse_changes
  )${
    scope === 'batch'
      ? `, inserted AS (${INSERT_EMPLOYEE_MONTHS} RETURNING *)
  INSERT INTO growth_company_months (owner_id, company_id, with_archived, month, ${MONTH_VALUE_COLUMNS.join(', ')})
  SELECT owner_id, company_id, with_archived, month, ${sums()} FROM inserted GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_id, company_id, with_archived, month) DO UPDATE
    SET ${MONTH_VALUE_COLUMNS.map((c) => `${c} = growth_company_months.${c} + excluded.${c}`).join(', ')}`
      : // Every month at once, maybe in parts side by side: the company months are summed once all parts are in.
        INSERT_EMPLOYEE_MONTHS
  }`;

/**
 * A replay's finish: the company months are the sums of their employees' months, all of them there now; a month
 * whose employees' changes cancel out has nothing to say.
 */
const COMPANY_MONTHS_OF_EMPLOYEES = `
  INSERT INTO growth_company_months (owner_id, company_id, with_archived, month, ${MONTH_VALUE_COLUMNS.join(', ')})
  SELECT owner_id, company_id, with_archived, month, ${sums()} FROM growth_employee_months GROUP BY 1, 2, 3, 4
  HAVING ${MONTH_VALUE_COLUMNS.map((c) => `sum(${c}) <> 0`).join(' OR ')}`;

/** A company month whose employees' changes cancel out has nothing to say. */
const DROP_EMPTY_SQL = `
  WITH ${dirtyCte('batch')}
  DELETE FROM growth_company_months m
   USING (SELECT c.owner_id, c.company_id, min(d.since) AS since FROM growth_conversations c JOIN dirty d USING (owner_id, employee_id) GROUP BY 1, 2) t
   WHERE m.owner_id = t.owner_id AND m.company_id = t.company_id AND m.month >= t.since
     AND ${MONTH_VALUE_COLUMNS.map((c) => `m.${c} = 0`).join(' AND ')}`;

const BATCH = { insertNew: insertNewSql('batch'), dropEmpty: DROP_EMPTY_SQL };
const ALL = {
  goalMonths: (part: Part) => goalMonthsSql(`(SELECT * FROM growth_goal_events WHERE ${inPart('goal_id', part)})`),
  insertNew: (part: Part) => insertNewSql('all', part),
};
const CONVERSATIONS_GOAL_MONTHS = goalMonthsSql(CONVERSATIONS_GOAL_EVENTS);
const MOVED_GOAL_MONTHS = goalMonthsSql(MOVED_GOAL_EVENTS);

/** `touched`: the goals' months again; `dirty`: each employee's months from its first dirty month. */
export async function deriveMonths(tx: DbClient, touched: TouchedGoals, dirty: DirtyEmployees) {
  if (touched.goals.length) {
    await tx.query(
      `DELETE FROM growth_goal_months m USING unnest($1::int[], $2::timestamptz[]) AS t(goal_id, first_at)
        WHERE m.goal_id = t.goal_id AND m.month >= ${dutchMonthSql('t.first_at')}`,
      [touched.goals, touched.firstAt],
    );
    await tx.query(MOVED_GOAL_MONTHS, [touched.goals, touched.firstAt, touched.firstVersion, touched.events, touched.conversations]);
  }
  if (touched.conversations.length) {
    await tx.query(
      `DELETE FROM growth_goal_months m USING growth_goals g WHERE g.goal_id = m.goal_id AND g.conversation_id = ANY($1::int[])`,
      [touched.conversations],
    );
    await tx.query(CONVERSATIONS_GOAL_MONTHS, [touched.conversations]);
  }
  if (!dirty.employees.length) return;
  const params = [dirty.owners, dirty.employees, dirty.from];
  await tx.query(SUBTRACT_OLD_SQL, params);
  await tx.query(BATCH.insertNew, params);
  await tx.query(BATCH.dropEmpty, params);
}

/**
 * Every month of every employee and company, from facts alone: a replay's finish, on the tables of
 * GROWTH_TABLES_SQL (facts written, month tables empty, no secondary indexes yet). With the replay's facts
 * in memory (replay-facts.ts), the months are folded in Node and copied in (fold-months.ts); without them
 * (too many, or a value Node could read otherwise), by the statements over every month, which read the tables.
 * Each index is built once its table is complete (one sort instead of an index entry per row), and before
 * any statement that reads through it; so are the primary keys of the goals' and employees' months.
 */
export async function deriveAllMonths(steps: FinishSteps, facts: ReplayFacts) {
  if (facts.complete) {
    steps.note?.('maanden berekend uit de feiten in het geheugen');
    await writeFoldedMonths(steps, facts);
  } else {
    // Slower: an operator waiting for it should know why.
    steps.note?.(`maanden afgeleid uit de tabellen, want ${facts.reason}`);
    await deriveAllMonthsInSql(steps);
  }
}

const goalMonthsKey = primaryKeyLater(growthGoalMonthsTable);
const employeeMonthsKey = primaryKeyLater(growthEmployeeMonthsTable);
/** The employees' months are complete: their key and index, and the company months as their sums. */
const EMPLOYEE_MONTHS_DONE = `${employeeMonthsKey.add} ${GROWTH_MONTH_INDEXES_SQL}`;

/**
 * The months folded in Node: the goals' side (their months, the conversations, goals with their last states
 * and ambitions memory kept, the facts' indexes) and the employees' side (their months, the company months) in
 * two steps side by side.
 */
async function writeFoldedMonths(steps: FinishSteps, facts: ReplayFacts) {
  const { goalMonths, goalStates, employeeMonths } = await foldMonths(facts);
  await steps.step((tx) => tx.query(`${goalMonthsKey.drop} ${employeeMonthsKey.drop}`));
  await sideBySide([
    steps.step(async (tx) => {
      await copyLines(tx, growthGoalMonthsTable, goalMonths, 'binary');
      await writeKeptFacts(tx, facts, new Map(goalStates.map((state) => [state.goal_id, state])));
      await tx.query(`SET LOCAL work_mem = '${REPLAY_WORK_MEM}'; ${goalMonthsKey.add} ${GROWTH_FACT_INDEXES_SQL}`);
    }),
    steps.step(async (tx) => {
      await copyLines(tx, growthEmployeeMonthsTable, employeeMonths, 'binary');
      await tx.query(`SET LOCAL work_mem = '${REPLAY_WORK_MEM}'; ${EMPLOYEE_MONTHS_DONE}`);
      await tx.query(COMPANY_MONTHS_OF_EMPLOYEES);
    }),
  ]);
}

/**
 * The statements over every month: the goals' months without a list of conversations to match, nothing to
 * subtract, and room for the sorts and hashes of the whole read model in memory. The two big statements run
 * in `parts` side by side (goals and employees by their ids): at the end of a rebuild this finish is all
 * that is left, and a part per core shortens it.
 */
async function deriveAllMonthsInSql(steps: FinishSteps) {
  // Statistics of the facts first: without them the planner ran a window once per goal (rebuild-lanes.ts leaves them to the finish).
  await steps.step((tx) => tx.query(`ANALYZE ${FACT_TABLES}; ${goalMonthsKey.drop} ${employeeMonthsKey.drop}`));
  await inParts(steps, ALL.goalMonths);
  await steps.step((tx) => tx.query(`${goalMonthsKey.add} ${GROWTH_FACT_INDEXES_SQL}`));
  await inParts(steps, ALL.insertNew);
  await steps.step(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '${REPLAY_WORK_MEM}'; ${EMPLOYEE_MONTHS_DONE}`);
    await tx.query(COMPANY_MONTHS_OF_EMPLOYEES);
  });
}

const FACT_TABLES = [growthConversationsTable, growthGoalsTable, growthGoalEventsTable, growthAmbitionsTable].map((t) => t.name).join(', ');

/** Steps started together; done when all are (the first failure is thrown after the others ended). */
async function sideBySide(steps: Promise<void>[]) {
  const results = await Promise.allSettled(steps);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The statement of every part, each a step; done when all are (the first failure is thrown after the others ended). */
async function inParts(steps: FinishSteps, statement: (part: Part) => string) {
  const parts = Array.from({ length: Math.max(1, steps.parts) }, (_, index) => ({ index, parts: Math.max(1, steps.parts) }));
  await sideBySide(
    parts.map((part) =>
      steps.step(async (tx) => {
        await tx.query(`SET LOCAL work_mem = '${REPLAY_WORK_MEM}'`);
        await tx.query(statement(part));
      }),
    ),
  );
}

/** A rebuild's finish sorts and hashes every goal event and conversation at once; 4 MB (the default) spilled to disk. */
const REPLAY_WORK_MEM = '64MB';
