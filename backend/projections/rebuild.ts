import type { Checkpoint, EventStore, RecordedEvent } from '../eventstore/port';
import type { DbClient, Pool } from '../platform/db';
import { checkpointsTableSql, READ_SCHEMA, type Projection } from './projection';

export interface RebuildProgress {
  applied: number;
  /** Events in the store when the rebuild began, if the store can tell. */
  total: number | undefined;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

async function createSchema(client: DbClient, schema: string, projections: readonly Projection[]) {
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}, public`);
  await client.query(checkpointsTableSql);
  for (const projection of projections) {
    await client.query(projection.setupSql);
    await client.query(`INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)`, [projection.name, projection.version]);
  }
}

async function applyBatch(tx: DbClient, projections: readonly Projection[], events: RecordedEvent[], checkpoint: Checkpoint | null) {
  for (const projection of projections) await projection.apply(tx, events);
  await tx.query(
    `UPDATE projection_checkpoints SET checkpoint = $1, events_applied = events_applied + $2, updated_at = now()`,
    [checkpoint, events.length],
  );
}

/**
 * Replays every event into fresh tables in a new schema while the app keeps reading the old
 * ones, then swaps the new schema in. Live runners are held back only for the final catch-up.
 * Reactors (e-mail) are not projections and never see a replay.
 */
export async function rebuildReadModels(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<{ events: number; ms: number }> {
  const started = Date.now();
  const batchSize = options.batchSize ?? 5000;
  const schema = `${READ_SCHEMA}_rebuild_${started}`;
  const total = store.countEvents ? await store.countEvents() : undefined;
  const client = await pool.connect();
  let applied = 0;
  try {
    await createSchema(client, schema, projections);
    await client.query('SET synchronous_commit TO off'); // a crashed rebuild is simply run again
    let checkpoint: Checkpoint | null = null;
    // Read the next batch while the current one is applied.
    let next = store.readAll(checkpoint, batchSize);
    while (true) {
      const batch = await next;
      if (batch.events.length === 0) break;
      checkpoint = batch.checkpoint;
      next = store.readAll(checkpoint, batchSize);
      await client.query('BEGIN');
      await applyBatch(client, projections, batch.events, checkpoint);
      await client.query('COMMIT');
      applied += batch.events.length;
      options.onProgress?.({ applied, total });
    }
    await next.catch(() => undefined);
    // Fresh tables have no statistics until autovacuum comes by; without them the planner may sort a
    // whole table instead of walking an index. Analyse before the new read models go live.
    const tables = await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
    for (const { tablename } of tables.rows) await client.query(`ANALYZE ${schema}."${tablename}"`);

    await client.query('BEGIN');
    const { rows } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
    const oldSchema = `${READ_SCHEMA}_old_${started}`;
    if (rows.length) {
      // Live runners wait here until the swap commits, then continue from the new checkpoints.
      await client.query(`LOCK TABLE ${READ_SCHEMA}.projection_checkpoints IN ACCESS EXCLUSIVE MODE`);
    }
    for (;;) {
      const batch = await store.readAll(checkpoint, batchSize);
      if (batch.events.length === 0) break;
      checkpoint = batch.checkpoint;
      await applyBatch(client, projections, batch.events, checkpoint);
      applied += batch.events.length;
    }
    if (rows.length) await client.query(`ALTER SCHEMA ${READ_SCHEMA} RENAME TO ${oldSchema}`);
    await client.query(`ALTER SCHEMA ${schema} RENAME TO ${READ_SCHEMA}`);
    await client.query('COMMIT');
    options.onProgress?.({ applied, total });
    if (rows.length) await client.query(`DROP SCHEMA ${oldSchema} CASCADE`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    throw err;
  } finally {
    await client.query('RESET search_path; RESET synchronous_commit').catch(() => undefined);
    client.release();
  }
  return { events: applied, ms: Date.now() - started };
}

/** True when the read schema is missing or was built by other projection versions than these. */
export async function readModelsOutdated(pool: Pool, projections: readonly Projection[]): Promise<boolean> {
  const { rows: schemas } = await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
  if (!schemas.length) return true;
  const { rows } = await pool.query<{ name: string; version: number }>(
    `SELECT name, version FROM ${READ_SCHEMA}.projection_checkpoints`,
  );
  const stored = new Map(rows.map((r) => [r.name, r.version]));
  return stored.size !== projections.length || projections.some((p) => stored.get(p.name) !== p.version);
}
