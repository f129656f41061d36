import type { DbClient } from '../../platform/db';
import { insertRowsSql } from '../read-model-table';
import { copyRows, insertRows } from '../write-rows';
import type { GrowthBatch } from './collect';
import type { GoalLastState } from './fold-months';
import { monthDate, type KeptFacts } from './replay-facts';
import {
  dutchMonthSql,
  growthAmbitionsTable,
  growthConversationsTable,
  growthGoalEventsTable,
  growthGoalsTable,
  type GrowthAmbitionRow,
  type GrowthConversationRow,
  type GrowthGoalRow,
} from './tables';

/**
 * Writes the facts of one batch, one multi-row statement per kind. Conversation rows only move
 * forward (stream position guard) and goal events are keyed by (goal, position), so a replayed
 * batch changes nothing. Answers how many of each goal's events were new. `replay`: a rebuild's,
 * into fresh tables, where every goal event is new and is copied in (its key may come after: lateIndexes).
 */
export async function writeFacts(tx: DbClient, batch: GrowthBatch, { replay = false } = {}): Promise<Map<number, number>> {
  const planned = [...batch.planned.values()];
  if (planned.length) {
    const col = <K extends keyof (typeof planned)[number]>(key: K) => planned.map((row) => row[key]);
    await tx.query(
      `INSERT INTO growth_conversations (${growthConversationsTable.names.join(', ')})
       SELECT p, o, b, e, d, ${dutchMonthSql('d')}, s, a, r, ver
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::text[], $7::bool[], $8::bool[], $9::int[])
           AS n(p, o, b, e, d, s, a, r, ver)
       ON CONFLICT (conversation_id) DO UPDATE
         SET scheduled_at = excluded.scheduled_at, month = excluded.month, status = excluded.status,
             archived = excluded.archived, removed = excluded.removed, version = excluded.version
       WHERE growth_conversations.version < excluded.version`,
      [
        col('conversationId'),
        col('ownerId'),
        col('companyId'),
        col('employeeId'),
        col('scheduledAt'),
        col('status'),
        col('archived'),
        col('removed'),
        col('version'),
      ],
    );
  }
  const changes = [...batch.changes.values()];
  if (changes.length) {
    const col = <K extends keyof (typeof changes)[number]>(key: K) => changes.map((row) => row[key] ?? null);
    await tx.query(
      `UPDATE growth_conversations c
          SET scheduled_at = coalesce(n.d, c.scheduled_at), month = ${dutchMonthSql('coalesce(n.d, c.scheduled_at)')},
              status = coalesce(n.s, c.status), archived = coalesce(n.a, c.archived),
              removed = c.removed OR coalesce(n.r, false), version = n.ver
         FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::bool[], $5::bool[], $6::int[]) AS n(p, d, s, a, r, ver)
        WHERE c.conversation_id = n.p AND c.version < n.ver`,
      [col('conversationId'), col('scheduledAt'), col('status'), col('archived'), col('removed'), col('version')],
    );
  }
  if (batch.goals.length) {
    const col = <K extends keyof (typeof batch.goals)[number]>(key: K) => batch.goals.map((row) => row[key]);
    // A goal takes owner, employee and company from its conversation, which never change.
    await tx.query(
      `INSERT INTO growth_goals (goal_id, conversation_id, owner_id, employee_id, company_id, description, description_version)
       SELECT n.g, n.p, c.owner_id, c.employee_id, c.company_id, n.t, n.v
         FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS n(g, p, t, v)
         JOIN growth_conversations c ON c.conversation_id = n.p
       ON CONFLICT (goal_id) DO NOTHING`,
      [col('goalId'), col('conversationId'), col('description'), col('version')],
    );
  }
  if (batch.descriptions.size) {
    const entries = [...batch.descriptions];
    await tx.query(
      `UPDATE growth_goals g SET description = n.t, description_version = n.v
         FROM unnest($1::int[], $2::text[], $3::int[]) AS n(g, t, v)
        WHERE g.goal_id = n.g AND g.description_version < n.v`,
      [entries.map(([id]) => id), entries.map(([, d]) => d.description), entries.map(([, d]) => d.version)],
    );
  }
  // Which of the batch's goal events are new (not a replay): per goal, how many.
  const newGoalEvents = new Map<number, number>();
  if (batch.goalEvents.length && replay) {
    await copyRows(tx, growthGoalEventsTable, batch.goalEvents);
  } else if (batch.goalEvents.length) {
    const [sql, params] = insertRowsSql(growthGoalEventsTable, batch.goalEvents);
    const { rows } = await tx.query<{ goal_id: number }>(`${sql} RETURNING goal_id`, params);
    for (const { goal_id } of rows) newGoalEvents.set(goal_id, (newGoalEvents.get(goal_id) ?? 0) + 1);
  }
  await insertRows(tx, growthAmbitionsTable, batch.ambitionsAdded);
  if (batch.ambitionsRemoved.length) {
    await tx.query(`UPDATE growth_ambitions SET removed = true WHERE ambition_id = ANY($1::int[]) AND NOT removed`, [
      batch.ambitionsRemoved,
    ]);
  }
  return newGoalEvents;
}

/** A goal without events as the table's defaults have it. */
const NO_EVENTS: Pick<GrowthGoalRow, 'progress' | 'deadline' | 'removed' | 'last_month'> = {
  progress: 0,
  deadline: null,
  removed: false,
  last_month: null,
};

/**
 * The rows memory kept (replay-facts.ts) into growth_conversations, growth_goals and growth_ambitions by COPY:
 * once at a replay's finish, each goal with its folded state (`states`), or when memory lets its facts go,
 * without (the statements over every month set them). The values were vouched for as the columns take them
 * (ReplayFacts.unsure).
 */
export async function writeKeptFacts(tx: DbClient, kept: KeptFacts, states: ReadonlyMap<number, GoalLastState> = new Map()) {
  // Each table's rows made by a function of its own: a loop inside this async function was compiled anew in each
  // of a process's first rebuilds (V8's on-stack replacement, then its deoptimisation when called again).
  await copyRows(tx, growthConversationsTable, conversationRows(kept));
  await copyRows(tx, growthGoalsTable, goalRows(kept, states));
  await copyRows(tx, growthAmbitionsTable, ambitionRows(kept));
}

function conversationRows(kept: KeptFacts): GrowthConversationRow[] {
  const rows: GrowthConversationRow[] = [];
  for (const [id, c] of kept.conversations) {
    rows.push({
      conversation_id: id,
      owner_id: c.owner,
      company_id: c.company,
      employee_id: c.employee,
      scheduled_at: c.scheduledAt,
      month: monthDate(c.month),
      status: c.status,
      archived: c.archived,
      removed: c.removed,
      version: c.version,
    });
  }
  return rows;
}

function goalRows(kept: KeptFacts, states: ReadonlyMap<number, GoalLastState>): GrowthGoalRow[] {
  const rows: GrowthGoalRow[] = [];
  for (const [id, g] of kept.goals) {
    const { progress, deadline, removed, last_month } = states.get(id) ?? NO_EVENTS;
    rows.push({
      goal_id: id,
      conversation_id: g.conversation,
      owner_id: g.owner,
      employee_id: g.employee,
      company_id: g.company,
      description: g.description,
      description_version: g.descriptionVersion,
      progress,
      deadline,
      removed,
      last_month,
    });
  }
  return rows;
}

function ambitionRows(kept: KeptFacts): GrowthAmbitionRow[] {
  const rows: GrowthAmbitionRow[] = [];
  for (const [id, a] of kept.ambitions) rows.push({ ambition_id: id, conversation_id: a.conversation, removed: a.removed });
  return rows;
}
