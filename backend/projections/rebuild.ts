import type { Checkpoint, EventStore, RecordedEvent } from '../eventstore/port';
import { readAhead } from '../eventstore/read-ahead';
import { isTransientDbError, type DbClient, type Pool } from '../platform/db';
import { applyOrPark } from './apply-or-park';
import { parkedLine, type ParkedEvent } from './dead-letter';
import { asReplayed, checkpointsTableSql, finishReplays, READ_SCHEMA, rebuildSetupSql, type Projection } from './projection';

export interface RebuildProgress {
  applied: number;
  /** Events in the store when the rebuild began, if the store can tell. */
  total: number | undefined;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Called as each step after the replay begins (statistics, a read model's finish), for long rebuilds. */
  onStep?: (step: string) => void;
  /** Called once per event parked in the new read models; by default one log line. */
  onParked?: (parked: ParkedEvent) => void;
}

/**
 * The app's pool limits statements to 30 s; a 5,000-event batch into fresh tables, the
 * ANALYZE of a big table or the final catch-up under the swap lock may take longer. Reset
 * when the rebuild hands its connection back.
 */
const REBUILD_SESSION_SQL = `SET statement_timeout TO '15min'; SET idle_in_transaction_session_timeout TO '15min'; SET synchronous_commit TO off`;
const RESET_SESSION_SQL = 'RESET search_path; RESET synchronous_commit; RESET statement_timeout; RESET idle_in_transaction_session_timeout';

async function createSchema(client: DbClient, schema: string, projections: readonly Projection[]) {
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}, public`);
  await client.query(checkpointsTableSql);
  for (const projection of projections) {
    await client.query(rebuildSetupSql(projection));
    await client.query(`INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)`, [projection.name, projection.version]);
  }
}

/**
 * Applies one batch to every projection and moves all checkpoints. `careful`: each projection
 * under a savepoint, and the events of one that fails are halved until the bad ones can be
 * parked; the other projections keep their work.
 */
async function applyBatch(
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
       events_applied = events_applied + $2 - (SELECT count(*) FROM unnest($3::text[]) AS p(name) WHERE p.name = c.name)`,
    [checkpoint, events.length, names],
  );
  return parked;
}

/** Statistics for every table of `schema`: fresh tables have none until autovacuum comes by. */
export async function analyzeSchema(client: DbClient, schema: string) {
  const tables = await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  for (const { tablename } of tables.rows) await client.query(`ANALYZE ${schema}."${tablename}"`);
}

/** The fast path (no savepoints); after a failure that is not transient, the batch once more with care. */
async function commitBatch(tx: DbClient, projections: readonly Projection[], events: RecordedEvent[], checkpoint: Checkpoint | null) {
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
 * Replays every event into fresh tables in a new schema while the app keeps reading the old
 * ones, then swaps the new schema in. Live runners are held back only for the final catch-up.
 * Reactors (e-mail) are not projections and never see a replay. An event a projection
 * cannot apply is parked in the new schema's dead-letter table, so one bad event never stops
 * a rebuild, nor the start of the app.
 */
export async function rebuildReadModels(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<{ events: number; parked: number; ms: number }> {
  const started = Date.now();
  const batchSize = options.batchSize ?? 5000;
  const schema = `${READ_SCHEMA}_rebuild_${started}`;
  const total = store.countEvents ? await store.countEvents() : undefined;
  const client = await pool.connect();
  const logParked = options.onParked ?? ((p: ParkedEvent) => console.warn(parkedLine(p)));
  let applied = 0;
  let parkedCount = 0;
  try {
    // synchronous_commit off: a crashed rebuild is simply run again.
    await client.query(REBUILD_SESSION_SQL);
    await createSchema(client, schema, projections);
    let checkpoint: Checkpoint | null = null;
    // The next batches are read and opened while one is applied.
    const replayed = projections.map(asReplayed);
    for await (const batch of readAhead(store, checkpoint, batchSize)) {
      checkpoint = batch.checkpoint;
      const parked = await commitBatch(client, replayed, batch.events, checkpoint);
      parked.forEach(logParked);
      parkedCount += parked.length;
      applied += batch.events.length;
      options.onProgress?.({ applied, total });
    }
    // Fresh tables have no statistics until autovacuum comes by; without them the planner may sort a
    // whole table instead of walking an index. Analyse before the new read models go live.
    const analyze = async () => {
      options.onStep?.('statistieken van de nieuwe tabellen bijwerken');
      await analyzeSchema(client, schema);
    };
    await analyze();
    // What the replays left to derive, on tables with statistics; then statistics of what they wrote.
    if (projections.some((p) => p.replay)) {
      await finishReplays(client, projections, (name) => options.onStep?.(`${name} afronden`));
      await analyze();
    }

    await client.query('BEGIN');
    const { rows } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
    const oldSchema = `${READ_SCHEMA}_old_${started}`;
    if (rows.length) {
      // Live runners wait here until the swap commits, then continue from the new checkpoints.
      await client.query(`LOCK TABLE ${READ_SCHEMA}.projection_checkpoints IN ACCESS EXCLUSIVE MODE`);
    }
    // Careful from the start: a failure here would abort the swap transaction.
    const parkedInCatchUp: ParkedEvent[] = [];
    for (;;) {
      const batch = await store.readAll(checkpoint, batchSize);
      if (batch.events.length === 0) break;
      checkpoint = batch.checkpoint;
      parkedInCatchUp.push(...(await applyBatch(client, projections, batch.events, checkpoint, true)));
      applied += batch.events.length;
    }
    if (rows.length) await client.query(`ALTER SCHEMA ${READ_SCHEMA} RENAME TO ${oldSchema}`);
    await client.query(`ALTER SCHEMA ${schema} RENAME TO ${READ_SCHEMA}`);
    await client.query('COMMIT');
    parkedInCatchUp.forEach(logParked);
    parkedCount += parkedInCatchUp.length;
    options.onProgress?.({ applied, total });
    if (rows.length) await client.query(`DROP SCHEMA ${oldSchema} CASCADE`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    throw err;
  } finally {
    await client.query(RESET_SESSION_SQL).catch(() => undefined);
    client.release();
  }
  return { events: applied, parked: parkedCount, ms: Date.now() - started };
}

/** True when the read schema is missing or was built by other projection versions than these. */
export async function readModelsOutdated(pool: Pool, projections: readonly Projection[]): Promise<boolean> {
  const { rows: schemas } = await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
  if (!schemas.length) return true;
  const { rows } = await pool.query<{ name: string; version: number }>(`SELECT name, version FROM ${READ_SCHEMA}.projection_checkpoints`);
  const stored = new Map(rows.map((r) => [r.name, r.version]));
  return stored.size !== projections.length || projections.some((p) => stored.get(p.name) !== p.version);
}
