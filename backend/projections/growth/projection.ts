import type { RecordedEvent } from '../../eventstore/port';
import type { Projection, ReplayRun } from '../projection';
import type { DbClient } from '../../platform/db';
import { erasedAlong } from '../avg/erasure-scrubs';
import { copyRows } from '../write-rows';
import { forgetDescriptions, forgetOwner, MAX_GOAL_EVENTS, ReplayFacts, type KeptFacts } from './replay-facts';
import { collect, emptyBatch, type GrowthBatch } from './collect';
import { deriveAllMonths, deriveMonths } from './derive-months';
import { dirtyEmployees, touchedGoals } from './dirty-months';
import {
  GROWTH_TABLES_SQL,
  growthAmbitionsTable,
  growthConversationsTable,
  growthGoalEventsTable,
  growthGoalsTable,
  growthSetupSql,
} from './tables';
import { writeFacts, writeKeptFacts } from './write-facts';

/**
 * Growth timelines: per employee and Dutch calendar month, and per company and month, what happened
 * in the conversations and how the goals stood at the end of the month, built from the conversation
 * events alone. A batch costs a fixed number of statements: its facts in one multi-row statement per
 * kind, then the touched employees' months from the first month the batch can change, computed again
 * from the facts (tables.ts, dirty-months.ts, derive-months.ts). Deleted conversations and removed goals leave every month, as they leave the
 * list; archived conversations count only in the `with_archived` rows, as the list shows them only
 * with 'Toon gearchiveerd'.
 */
export const growthProjection: Projection = {
  name: 'growth',
  // 6: a batch with only a goal's new description wrote nothing; rebuilt, the descriptions are the latest again.
  // 7: no statistics of the months' figures, the goals' descriptions and the goal events' values (tables.ts).
  version: 7,
  // The replay appends goal events, one row per event (writeFacts); their key is built once after it.
  lateIndexes: ['growth_goal_events_pkey'],
  setupSql: growthSetupSql,
  async apply(tx, events) {
    const batch = collected(events);
    if (nothingIn(batch)) return;
    const dirty = await dirtyEmployees(tx, batch);
    const newGoalEvents = await writeFacts(tx, batch);
    await deriveMonths(tx, touchedGoals(batch, newGoalEvents), dirty);
  },
  /**
   * A rebuild keeps the facts of every batch in memory (the goal events go into their table), then folds
   * every month once, writes the facts and months and builds the indexes: replayed batch by batch, each
   * batch computed the months of the employees it touched again from their first touched month.
   */
  replay: {
    setupSql: GROWTH_TABLES_SQL,
    start: () => growthReplay(),
  },
};

/**
 * One rebuild's replay: each batch's goal events copied into their table and its facts recorded in memory
 * (replay-facts.ts), from which the finish folds every month and writes the conversations, goals and
 * ambitions once (derive-months.ts). Against writing those per batch (an upsert of each batch's
 * conversations, its goals joined to them, every goal updated with its last state at the finish), growth
 * rebuilt alone over the bench's history, 4 rounds in turns: PostgreSQL's CPU 2.6-3.0 s against 3.7-4.0 s,
 * the wall 4.1-4.9 s against 5.1-5.7 s, Node's CPU the same. `maxGoalEvents`: how many goal
 * events memory keeps before it lets its facts go into the tables (tests set it low to take that way).
 */
export function growthReplay(maxGoalEvents = MAX_GOAL_EVENTS): ReplayRun {
  const facts = new ReplayFacts(maxGoalEvents);
  /** What memory let go of, once it did: written by the batch that found it, and again if that batch was rolled back. */
  let handedOver: KeptFacts | undefined;
  /** The goals of the accounts erased so far. */
  const erasedGoals: number[] = [];
  return {
    async apply(tx, events) {
      const batch = collected(events);
      if (nothingIn(batch)) return;
      const unsure = facts.complete ? facts.unsure(batch) : undefined;
      if (facts.complete && !unsure) {
        // The goal events' columns judge their values first: a value they refuse fails the batch, memory unchanged.
        await copyRows(tx, growthGoalEventsTable, batch.goalEvents);
        facts.record(batch);
        return;
      }
      if (unsure) handedOver = facts.letGo(unsure);
      if (handedOver && !(await alreadyWritten(tx, handedOver))) await writeKeptFacts(tx, handedOver);
      await writeFacts(tx, batch, { replay: true });
    },
    finish: (steps) => deriveAllMonths(steps, facts),
    // An account's erasure deletes its growth rows, another subject's empties its goals' descriptions (avg/erasure-scrubs.ts).
    async erased(tx, erasure) {
      if (erasure.kind !== 'account') {
        for (const kept of [facts, handedOver]) if (kept) forgetDescriptions(kept, erasedAlong(erasure).conversations);
        return;
      }
      for (const kept of [facts, handedOver]) if (kept) erasedGoals.push(...forgetOwner(kept, erasure.id));
      // The scrub finds goal events through growth_goals, which memory holds instead. Every goal ever erased: a
      // batch rolled back after memory forgot its goals copies their events in again when it is applied again.
      if (erasedGoals.length) await tx.query('DELETE FROM growth_goal_events WHERE goal_id = ANY($1::int[])', [erasedGoals]);
    },
  };
}

/**
 * Whether the rows memory let go of are in the tables as this transaction sees them: written by a batch that
 * committed, or earlier in this one. Not when that batch was rolled back (the careful way after a failure, its
 * events applied again): then this batch writes them. Asked by one of them, by its key.
 */
async function alreadyWritten(tx: DbClient, kept: KeptFacts): Promise<boolean> {
  const probes = [
    [growthConversationsTable, 'conversation_id', kept.conversations],
    [growthGoalsTable, 'goal_id', kept.goals],
    [growthAmbitionsTable, 'ambition_id', kept.ambitions],
  ] as const;
  for (const [table, key, rows] of probes) {
    const first = rows.keys().next();
    if (first.done) continue;
    const { rows: found } = await tx.query(`SELECT 1 FROM ${table.name} WHERE ${key} = $1`, [first.value]);
    return found.length > 0;
  }
  // Nothing to write.
  return true;
}

/**
 * A batch without growth facts. A new description alone touches no month (collect.ts), yet the timeline shows it:
 * such a batch (a goal renamed, nothing else of its conversation in the same batch) is not empty.
 */
const nothingIn = (batch: GrowthBatch) => !batch.touched.size && !batch.descriptions.size;

function collected(events: readonly RecordedEvent[]) {
  const batch = emptyBatch();
  for (const event of events) collect(batch, event);
  return batch;
}
