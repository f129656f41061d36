import type { Checkpoint, RecordedEvent } from '../eventstore/port';
import { isTransientDbError, type DbClient } from '../platform/db';
import { applyOrPark } from './apply-or-park';
import type { ParkedEvent } from './dead-letter';
import type { Projection } from './projection';

/**
 * The app's pool limits statements to 30 s; a 5,000-event batch into fresh tables, the
 * ANALYZE of a big table or the final catch-up under the swap lock may take longer. Reset
 * when the rebuild hands its connection back.
 */
export const REBUILD_SESSION_SQL = `SET statement_timeout TO '15min'; SET idle_in_transaction_session_timeout TO '15min'; SET synchronous_commit TO off`;
export const RESET_SESSION_SQL =
  'RESET search_path; RESET synchronous_commit; RESET statement_timeout; RESET idle_in_transaction_session_timeout';

/**
 * Applies one batch to `projections` and moves their checkpoints (only theirs: a rebuild's lanes
 * each move their own). `careful`: each projection under a savepoint, and the events of one that
 * fails are halved until the bad ones can be parked; the other projections keep their work.
 */
export async function applyBatch(
  tx: DbClient,
  projections: readonly Projection[],
  events: RecordedEvent[],
  checkpoint: Checkpoint | null,
  careful: boolean,
): Promise<ParkedEvent[]> {
  const parked: ParkedEvent[] = [];
  for (const projection of projections) {
    if (careful) parked.push(...(await applyOrPark(tx, projection, events)));
    else await projection.apply(tx, events);
  }
  const names = parked.map((p) => p.projection);
  await tx.query(
    `UPDATE projection_checkpoints c SET checkpoint = $1, updated_at = now(),
       events_applied = events_applied + $2 - (SELECT count(*) FROM unnest($3::text[]) AS p(name) WHERE p.name = c.name)
     WHERE c.name = ANY($4::text[])`,
    [checkpoint, events.length, names, projections.map((p) => p.name)],
  );
  return parked;
}

/** The fast path (no savepoints); after a failure that is not transient, the batch once more with care. */
export async function commitBatch(
  tx: DbClient,
  projections: readonly Projection[],
  events: RecordedEvent[],
  checkpoint: Checkpoint | null,
) {
  try {
    await tx.query('BEGIN');
    await applyBatch(tx, projections, events, checkpoint, false);
    await tx.query('COMMIT');
    return [];
  } catch (err) {
    await tx.query('ROLLBACK');
    if (isTransientDbError(err)) throw err;
  }
  await tx.query('BEGIN');
  const parked = await applyBatch(tx, projections, events, checkpoint, true);
  await tx.query('COMMIT');
  return parked;
}

/**
 * Statistics for the given tables of `schema`: fresh tables have none until autovacuum comes by. Only
 * of the columns a query can filter, join or sort on: no read model's query looks inside a jsonb or json
 * column, and sorting its values for statistics was half of the activity table's ANALYZE.
 */
export async function analyzeTables(client: DbClient, schema: string, tables: readonly string[]) {
  if (tables.length === 0) return;
  const { rows } = await client.query<{ table: string; columns: string | null }>(
    `SELECT t.name AS table, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM unnest($2::text[]) AS t(name)
       LEFT JOIN pg_attribute a ON a.attrelid = format('%I.%I', $1::text, t.name)::regclass
        AND a.attnum > 0 AND NOT a.attisdropped AND a.atttypid NOT IN ('jsonb'::regtype, 'json'::regtype)
      GROUP BY t.name`,
    [schema, tables],
  );
  const columns = new Map(rows.map((r) => [r.table, r.columns]));
  for (const table of tables) {
    const list = columns.get(table);
    await client.query(`ANALYZE ${schema}."${table}"${list ? ` (${list})` : ''}`);
  }
}

/** Statistics for every table of `schema`. */
export async function analyzeSchema(client: DbClient, schema: string) {
  const tables = await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  await analyzeTables(
    client,
    schema,
    tables.rows.map((t) => t.tablename),
  );
}
