import type { RecordedEvent } from '../../eventstore/port';
import type { ReplayRun } from '../projection';
import { emptyBatch, loadBatch, type ConversationsBatch } from './batch';
import { foldIntoBatch } from './fold';
import { countAtTheEnd } from './counts';
import { writeBatch } from './write';

/**
 * Rows (conversations, goals and ambitions together) a replay keeps in memory at most: at most about
 * 110 MB (200,000 conversation rows as the bench's history has them measured 112 MB of heap; goals and
 * ambitions are smaller). Past it, the batches read their rows from the tables again.
 */
export const MAX_REPLAY_ROWS = 200_000;

const holds = (batch: readonly RecordedEvent[], id: string) => batch.some((event) => event.id === id);

/**
 * Whether two batches share an event. Each is a run of the store's order (a page, or a part of one the careful way
 * takes), so they do exactly when one holds the other's first event: two scans instead of a set of every id of
 * each batch (50-77 ms of Node's time per rebuild of the bench's history).
 */
const overlap = (before: readonly RecordedEvent[], batch: readonly RecordedEvent[]) =>
  before.length > 0 && batch.length > 0 && (holds(before, batch[0]!.id) || holds(batch, before[0]!.id));

/**
 * One rebuild's replay of the conversations. It starts from empty tables and every batch writes what it
 * changed, as `apply` does, so a value a column refuses fails that batch and its event is parked. It also
 * keeps every row it wrote: the next batch folds into those instead of reading its rows back (three
 * SELECTs by id per batch), and a row that was not there before the batch goes in by COPY instead of
 * `INSERT ... ON CONFLICT` (write.ts). Conversations rebuilt alone over the bench's history, 6 rounds in
 * turns with the batches as `apply` writes them: PostgreSQL's CPU 4.30 s against 5.07 s (medians), the
 * wall 5.7 s against 6.2 s. The tables stay the truth: the rows in memory are let go, and the batches read
 * from the tables from then on, when
 * - a batch fails (its transaction is rolled back, the rows in memory were already changed),
 * - a batch holds an event of the one before (that one's transaction was rolled back after it applied),
 * - an erasure's scrub changed the tables (avg/with-erasure.ts),
 * - there are more than `maxRows`.
 * A rename marks every row in memory of that company or employee (found through the rows' index by company
 * and employee, rows.ts: an import's thousands of renames would otherwise each look at every row), and is
 * written with them.
 */
export function conversationsReplay(maxRows = MAX_REPLAY_ROWS): ReplayRun {
  let memory: ConversationsBatch | undefined = emptyBatch(true);
  /** The batch before: an event of it seen again, its transaction was rolled back. */
  let last: readonly RecordedEvent[] = [];
  const letGo = () => {
    memory = undefined;
    last = [];
  };
  return {
    async apply(tx, events) {
      if (memory && overlap(last, events)) letGo();
      const batch = memory ?? (await loadBatch(tx, events));
      try {
        await foldIntoBatch(batch, events);
        await writeBatch(tx, batch);
      } catch (err) {
        letGo();
        throw err;
      }
      if (batch !== memory) return;
      last = events;
      batch.renames = [];
      batch.countKeys = new Map();
      for (const rows of [batch.conversations, batch.goals, batch.ambitions]) rows.carryOver();
      if (batch.conversations.size + batch.goals.size + batch.ambitions.size > maxRows) letGo();
    },
    erased: letGo,
    finish: countAtTheEnd,
  };
}
