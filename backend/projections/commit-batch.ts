import { escapeLiteral } from 'pg';
import type { Checkpoint, RecordedEvent } from '../eventstore/port';
import { isTransientDbError, type DbClient, type Queryable } from '../platform/db';
import { applyOrPark } from './apply-or-park';
import type { ParkedEvent } from './dead-letter';
import { READ_SCHEMA, type Projection } from './projection';

const noCheckpointRow = (name: string) => new Error(`Projection ${name} has no checkpoint row; run the read-model setup first`);

export async function readCheckpoint(db: Queryable, schema: string, name: string, forUpdate = false): Promise<Checkpoint | null> {
  const { rows } = await db.query<{ checkpoint: string | null }>(
    `SELECT checkpoint FROM ${schema}.projection_checkpoints WHERE name = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [name],
  );
  if (!rows.length) throw noCheckpointRow(name);
  return rows[0]!.checkpoint;
}

export interface BatchToCommit {
  schema: string;
  projection: Projection;
  /** The checkpoint the events were read from; the batch is dropped when it moved meanwhile. */
  before: Checkpoint | null;
  events: readonly RecordedEvent[];
  after: Checkpoint | null;
  /** Events before these that were passed without a transaction ('untouched'), for `events_applied`. */
  passed?: number;
}

/**
 * How a batch ended: the events it parked; 'moved' when someone else moved the checkpoint meanwhile (a
 * rebuild swapped the read schema); 'untouched' when the projection asked nothing of the database for
 * these events (none of them was its business): no transaction ran and the checkpoint row is as it was.
 */
export type BatchOutcome = ParkedEvent[] | 'moved' | 'untouched';

class CheckpointMoved extends Error {}

const literal = (value: string | null) => (value === null ? 'NULL' : escapeLiteral(value));

/**
 * Moves the checkpoint row from `before` past `passed` untouched events to `after`, outside a batch;
 * false when the row was not at `before` (moved by someone else).
 */
export async function moveCheckpoint(
  db: Queryable,
  row: { schema: string; name: string; before: Checkpoint | null; after: Checkpoint | null; passed: number },
): Promise<boolean> {
  const { schema, name, before, after, passed } = row;
  const { rowCount } = await db.query(
    `UPDATE ${schema}.projection_checkpoints SET checkpoint = $2, events_applied = events_applied + $4, updated_at = now()
      WHERE name = $1 AND checkpoint IS NOT DISTINCT FROM $3`,
    [name, after, before, passed],
  );
  return rowCount === 1;
}

/**
 * The batch and its checkpoint in one transaction: a crash replays nothing twice and loses nothing.
 * The transaction starts with the projection's first query (one round trip: BEGIN, the search path, the
 * checkpoint row locked and compared), and ends with one more (the checkpoint moved, COMMIT); a batch
 * the projection does not query for costs nothing. Read models commit without waiting for their WAL
 * flush: after a crash they replay from the durable events, as they would from any checkpoint.
 * Reactors (their own schema: mail, webhooks) keep waiting, so a crash cannot make them act twice.
 *
 * When the projection throws for a reason that is not transient, the batch runs once more, halved
 * until the bad events stand alone; those are parked in the same transaction and the checkpoint
 * moves past them.
 */
export async function commitBatch(client: DbClient, batch: BatchToCommit): Promise<BatchOutcome> {
  const { schema, projection, before, events, after, passed = 0 } = batch;
  const begin =
    `BEGIN; SET LOCAL search_path TO ${schema}, public;` +
    (schema === READ_SCHEMA ? ' SET LOCAL synchronous_commit TO off;' : '') +
    ` SELECT checkpoint FROM projection_checkpoints WHERE name = ${literal(projection.name)} FOR UPDATE`;
  for (let slowPath = false; ; slowPath = true) {
    let begun = false;
    const tx = lazilyBegun(client, async () => {
      begun = true;
      const results = (await client.query(begin)) as unknown as { rows: { checkpoint: string | null }[] }[];
      const row = results[results.length - 1]!.rows[0];
      if (!row) throw noCheckpointRow(projection.name);
      if (row.checkpoint !== before) throw new CheckpointMoved();
    });
    try {
      let parked: ParkedEvent[] = [];
      if (slowPath) {
        parked = await applyOrPark(tx, projection, events, true);
      } else {
        // The fast path stays one plain transaction per batch, without savepoints.
        const failed = await projection.apply(tx, events).then(
          () => false,
          (err: unknown) => {
            if (err instanceof CheckpointMoved || isTransientDbError(err)) throw err;
            return true;
          },
        );
        if (failed) {
          if (begun) await client.query('ROLLBACK');
          continue;
        }
      }
      if (!begun) return 'untouched';
      await client.query(
        `UPDATE projection_checkpoints SET checkpoint = ${literal(after)}, events_applied = events_applied + ${passed + events.length - parked.length},
                updated_at = now() WHERE name = ${literal(projection.name)}; COMMIT`,
      );
      return parked;
    } catch (err) {
      if (begun) await client.query('ROLLBACK').catch(() => undefined);
      if (err instanceof CheckpointMoved) return 'moved';
      throw err;
    }
  }
}

/**
 * The client as a projection sees it: its first query opens the transaction (`begin`) first. Every query
 * comes back as a promise, also one that hands a stream (COPY: write-rows.ts awaits it before piping).
 */
function lazilyBegun(client: DbClient, begin: () => Promise<void>): DbClient {
  let opened: Promise<void> | undefined;
  const query = async (...args: unknown[]) => {
    await (opened ??= begin());
    return (client.query as (...a: unknown[]) => unknown)(...args);
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
