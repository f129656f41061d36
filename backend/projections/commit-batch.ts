import type { Checkpoint, RecordedEvent } from '../eventstore/port';
import { isTransientDbError, withClient, type Pool, type Queryable } from '../platform/db';
import { applyOrPark } from './apply-or-park';
import type { ParkedEvent } from './dead-letter';
import type { Projection } from './projection';

export async function readCheckpoint(db: Queryable, schema: string, name: string, forUpdate = false): Promise<Checkpoint | null> {
  const { rows } = await db.query<{ checkpoint: string | null }>(
    `SELECT checkpoint FROM ${schema}.projection_checkpoints WHERE name = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [name],
  );
  if (!rows.length) throw new Error(`Projection ${name} has no checkpoint row; run the read-model setup first`);
  return rows[0]!.checkpoint;
}

export interface BatchToCommit {
  schema: string;
  projection: Projection;
  /** The checkpoint the events were read from; the batch is dropped when it moved meanwhile. */
  before: Checkpoint | null;
  events: readonly RecordedEvent[];
  after: Checkpoint | null;
}

/**
 * The batch and its checkpoint in one transaction: a crash replays nothing twice and loses
 * nothing. When the projection throws for a reason that is not transient, the batch runs
 * once more, halved until the bad events stand alone; those are parked in the same
 * transaction and the checkpoint moves past them. Returns the parked events, or 'moved'
 * when someone else moved the checkpoint meanwhile (a rebuild swapped the read schema).
 */
export async function commitBatch(pool: Pool, batch: BatchToCommit): Promise<ParkedEvent[] | 'moved'> {
  const { schema, projection, before, events, after } = batch;
  return withClient(pool, async (tx) => {
    for (let slowPath = false; ; slowPath = true) {
      await tx.query('BEGIN');
      await tx.query(`SET LOCAL search_path TO ${schema}, public`);
      if ((await readCheckpoint(tx, schema, projection.name, true)) !== before) {
        await tx.query('ROLLBACK');
        return 'moved';
      }
      let parked: ParkedEvent[] = [];
      if (slowPath) {
        parked = await applyOrPark(tx, projection, events, true);
      } else {
        // The fast path stays one plain transaction per batch, without savepoints.
        const failed = await projection.apply(tx, events).then(
          () => false,
          (err: unknown) => {
            if (isTransientDbError(err)) throw err;
            return true;
          },
        );
        if (failed) {
          await tx.query('ROLLBACK');
          continue;
        }
      }
      await tx.query(
        `UPDATE projection_checkpoints SET checkpoint = $2, events_applied = events_applied + $3, updated_at = now() WHERE name = $1`,
        [projection.name, after, events.length - parked.length],
      );
      await tx.query('COMMIT');
      return parked;
    }
  });
}
