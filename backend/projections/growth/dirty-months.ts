import { dutchMonth } from '../../../contracts/dutch-time';
import type { DbClient } from '../../platform/db';
import type { GrowthBatch } from './collect';

/** The employees a batch touched, each with the first month whose figures it can change ('YYYY-MM-01'). */
export interface DirtyEmployees {
  owners: number[];
  employees: number[];
  from: string[];
}

/**
 * Read before the batch's facts are written, because a rescheduled conversation changes its old month
 * as well as its new one. A conversation's events change the months from their own moment on; its own
 * month too when its status, date, goals or ambitions changed; and every month since its first goal
 * event when it was archived, unarchived or deleted or lost a goal. Recomputing only from there keeps
 * a batch's cost to the months it touches, not the employee's whole history (a rebuild replays
 * every employee's history batch after batch).
 */
export async function dirtyEmployees(tx: DbClient, batch: GrowthBatch): Promise<DirtyEmployees> {
  const conversations = [...batch.touched.keys()];
  const { rows } = await tx.query<{ conversation_id: number; owner_id: number; employee_id: number; month: string; first: string | null }>(
    `SELECT c.conversation_id, c.owner_id, c.employee_id, to_char(c.month, 'YYYY-MM') AS month,
            CASE WHEN c.conversation_id = ANY($2::int[]) THEN
              (SELECT to_char(min(e.at) AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM') FROM growth_goals g JOIN growth_goal_events e ON e.goal_id = g.goal_id WHERE g.conversation_id = c.conversation_id)
            END AS first
       FROM growth_conversations c WHERE c.conversation_id = ANY($1::int[])`,
    [conversations, conversations.filter((id) => batch.touched.get(id)!.wholeHistory)],
  );
  const stored = new Map(rows.map((row) => [row.conversation_id, row]));
  const earliest = new Map<string, { owner: number; employee: number; from: string }>();
  for (const [conversationId, t] of batch.touched) {
    const row = stored.get(conversationId);
    const owner = row?.owner_id ?? t.ownerId;
    const employee = row?.employee_id ?? t.employeeId;
    // Events of a conversation that was never planned change nothing here (the facts ignore them too).
    if (owner === undefined || employee === undefined) continue;
    const months = [dutchMonth(t.firstAt)];
    if (t.firstScheduledAt) months.push(dutchMonth(t.firstScheduledAt));
    if (row && (t.ownMonth || t.wholeHistory)) months.push(row.month);
    if (row?.first) months.push(row.first);
    const from = months.reduce((a, b) => (b < a ? b : a));
    const key = `${owner}/${employee}`;
    const known = earliest.get(key);
    if (!known || from < known.from) earliest.set(key, { owner, employee, from });
  }
  const list = [...earliest.values()];
  return { owners: list.map((e) => e.owner), employees: list.map((e) => e.employee), from: list.map((e) => `${e.from}-01`) };
}

/** What a batch changes of the goals' months: whole conversations, and single goals from their first event on. */
export interface TouchedGoals {
  /** Archived, unarchived, deleted or lost a goal: every month of each of their goals. */
  conversations: number[];
  /** Goals with events in the batch, and per goal: */
  goals: number[];
  /** the time and version of its earliest event in the batch, */
  firstAt: string[];
  firstVersion: number[];
  /** and how many events the batch has of it, when all of them are new (else 0: a replay). */
  events: number[];
}

/** The goals a batch moved and the conversations whose goals' months are all computed again. */
export function touchedGoals(batch: GrowthBatch, newGoalEvents: ReadonlyMap<number, number>): TouchedGoals {
  const perGoal = new Map<number, { at: string; ms: number; version: number; events: number }>();
  for (const event of batch.goalEvents) {
    const ms = Date.parse(event.at);
    const known = perGoal.get(event.goal_id);
    if (!known) perGoal.set(event.goal_id, { at: event.at, ms, version: event.version, events: 1 });
    else {
      known.events++;
      if (ms < known.ms || (ms === known.ms && event.version < known.version))
        Object.assign(known, { at: event.at, ms, version: event.version });
    }
  }
  const goals = [...perGoal];
  return {
    conversations: [...batch.touched].filter(([, t]) => t.wholeHistory).map(([id]) => id),
    goals: goals.map(([goal]) => goal),
    firstAt: goals.map(([, first]) => first.at),
    firstVersion: goals.map(([, first]) => first.version),
    events: goals.map(([goal, first]) => (newGoalEvents.get(goal) === first.events ? first.events : 0)),
  };
}
