import type { RecordedEvent } from '../../eventstore/port';
import type { Projection, ReplayRun } from '../projection';
import { MAX_GOAL_EVENTS, ReplayFacts } from './replay-facts';
import { collect, emptyBatch } from './collect';
import { deriveAllMonths, deriveMonths } from './derive-months';
import { dirtyEmployees, touchedGoals } from './dirty-months';
import { GROWTH_TABLES_SQL, growthSetupSql } from './tables';
import { writeFacts } from './write-facts';

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
  version: 5,
  // The replay appends goal events, one row per event (writeFacts); their key is built once after it.
  lateIndexes: ['growth_goal_events_pkey'],
  setupSql: growthSetupSql,
  async apply(tx, events) {
    const batch = collected(events);
    if (!batch.touched.size) return;
    const dirty = await dirtyEmployees(tx, batch);
    const newGoalEvents = await writeFacts(tx, batch);
    await deriveMonths(tx, touchedGoals(batch, newGoalEvents), dirty);
  },
  /**
   * A rebuild writes the facts of every batch into tables without secondary indexes, then derives
   * every month once and builds the indexes: replayed batch by batch, each batch computed the months
   * of the employees it touched again from their first touched month.
   */
  replay: {
    setupSql: GROWTH_TABLES_SQL,
    start: () => growthReplay(),
  },
};

/**
 * One rebuild's replay: the facts of each batch into the tables and, as written, into memory (replay-facts.ts),
 * from which the finish folds every month. `maxGoalEvents`: how many goal events memory keeps before the
 * finish reads the tables instead (tests set it low to take that way).
 */
export function growthReplay(maxGoalEvents = MAX_GOAL_EVENTS): ReplayRun {
  const facts = new ReplayFacts(maxGoalEvents);
  return {
    async apply(tx, events) {
      const batch = collected(events);
      if (!batch.touched.size) return;
      await writeFacts(tx, batch, { replay: true });
      facts.record(batch);
    },
    finish: (steps) => deriveAllMonths(steps, facts),
    // An account's erasure deletes its growth rows (avg/erasure-scrubs.ts); other subjects only lose texts.
    erased: (erasure) => {
      if (erasure.kind === 'account') facts.forgetOwner(erasure.id);
    },
  };
}

function collected(events: readonly RecordedEvent[]) {
  const batch = emptyBatch();
  for (const event of events) collect(batch, event);
  return batch;
}
