import type { Checkpoint, EventStore } from '../eventstore/port';
import { readAhead } from '../eventstore/read-ahead';
import type { DbClient, Pool } from '../platform/db';
import { parkedLine, type ParkedEvent } from './dead-letter';
import { asReplayed, checkpointsTableSql, finishReplays, READ_SCHEMA, REPLAY_READ, rebuildSetupSql, type Projection } from './projection';
import { analyzeSchema, applyBatch, commitBatch, REBUILD_SESSION_SQL, RESET_SESSION_SQL } from './rebuild-batch';
import { replayInLanes } from './rebuild-lanes';
import { succeeds } from '../platform/succeeds';

export { analyzeSchema } from './rebuild-batch';

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
  /** Connections the read models share while they replay side by side (rebuild-lanes.ts). */
  lanes?: number;
  /** The rebuild as before issue 27: one connection, one read model after the other per batch, triggers on. */
  sequential?: boolean;
}

export interface RebuildResult {
  events: number;
  parked: number;
  ms: number;
  /** Per read model, when its tables were ready for the swap (ms from the start); empty when sequential. */
  readModels: { name: string; ms: number }[];
  /**
   * The drop of the read models the swap replaced, under way while the new ones are in use; resolves when
   * they are gone, never rejects (a schema left behind is dropped by the next rebuild). Await it before
   * the process ends, or before measuring the next thing.
   */
  cleanup: Promise<void>;
}

/** Where a swap puts the read models it replaces until they are dropped. */
const OLD_SCHEMA_PREFIX = `${READ_SCHEMA}_old_`;

/**
 * Drops read models a swap replaced, after it: it truncates every file of the old tables, which took
 * from 0.1 to 1.6 s at the end of a rebuild here (ext4, most of it in the kernel's truncate), time in
 * which the new read models are in use already. On the rebuild's connection, released when done.
 */
async function dropReplaced(client: DbClient, schema: string): Promise<void> {
  // A failure means the connection went (the app stopping): the next rebuild drops it (dropLeftovers).
  await handBack(client, !(await succeeds(client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))));
}

/** The rebuild's connection back to the pool with its session settings reset; closed when that fails or it broke. */
async function handBack(client: DbClient, broken = false): Promise<void> {
  client.release(broken || !(await succeeds(client.query(RESET_SESSION_SQL))));
}

/** Replaced read models a process did not live to drop. */
async function dropLeftovers(client: DbClient) {
  const { rows } = await client.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`, [
    OLD_SCHEMA_PREFIX,
  ]);
  for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
}

/** Creates the tables of every projection in `schema`; returns which tables each one made. */
async function createSchema(client: DbClient, schema: string, projections: readonly Projection[]) {
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}, public`);
  await client.query(checkpointsTableSql);
  const tables = new Map<string, string[]>();
  const listTables = async () =>
    (await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema])).rows.map(
      (r) => r.tablename,
    );
  let before = new Set(await listTables());
  for (const projection of projections) {
    await client.query(rebuildSetupSql(projection));
    await client.query(`INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)`, [projection.name, projection.version]);
    const after = await listTables();
    tables.set(
      projection.name,
      after.filter((t) => !before.has(t)),
    );
    before = new Set(after);
  }
  return tables;
}

/**
 * The replay as it was before issue 27 (`sequential`): one connection, every projection in turn
 * per batch, triggers on. Kept so that bench:rebuild can compare the two in one run.
 */
async function replaySequentially(
  client: DbClient,
  store: EventStore,
  schema: string,
  projections: readonly Projection[],
  batchSize: number,
  options: Pick<RebuildOptions, 'onStep'> & { onParked: (parked: ParkedEvent) => void; onProgress: (events: number) => void },
) {
  let checkpoint: Checkpoint | null = null;
  let events = 0;
  let parked = 0;
  // The next batches are read and opened while one is applied.
  const replayed = projections.map(asReplayed);
  for await (const batch of readAhead(store, checkpoint, batchSize, REPLAY_READ)) {
    checkpoint = batch.checkpoint;
    const parkedHere = await commitBatch(client, replayed, batch.events, checkpoint);
    parkedHere.forEach(options.onParked);
    parked += parkedHere.length;
    events += batch.events.length;
    options.onProgress(events);
  }
  // Fresh tables have no statistics until autovacuum comes by; without them the planner may sort a
  // whole table instead of walking an index. Analyse before the new read models go live.
  const analyze = async () => {
    options.onStep?.('statistieken van de nieuwe tabellen bijwerken');
    await analyzeSchema(client, schema);
  };
  await analyze();
  // What the replays left to derive, on tables with statistics; then statistics of what they wrote.
  if (replayed.some((p) => p.finish)) {
    await finishReplays(client, replayed, (name) => options.onStep?.(`${name} afronden`));
    await analyze();
  }
  return { checkpoint, events, parked, readModels: [] };
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
): Promise<RebuildResult> {
  const started = Date.now();
  // Pages of 10,000 rather than 5,000 events: half the transactions, statements and checkpoint moves per read
  // model; 10 rebuilds in turns, 0.86 of the wall, PostgreSQL's CPU 12.6 -> 11.0 s (the feed window halved, so
  // as many events in memory as before).
  const batchSize = options.batchSize ?? 10_000;
  const schema = `${READ_SCHEMA}_rebuild_${started}`;
  const total = store.countEvents ? await store.countEvents() : undefined;
  const client = await pool.connect();
  const logParked = options.onParked ?? ((p: ParkedEvent) => console.warn(parkedLine(p)));
  let applied: number;
  let parkedCount: number;
  let readModels: RebuildResult['readModels'];
  let cleanup: Promise<void> | undefined;
  /** The new schema's tables, made on `client` while the replay may have begun. */
  let schemaMade: Promise<unknown> = Promise.resolve();
  try {
    // synchronous_commit off: a crashed rebuild is simply run again.
    await client.query(REBUILD_SESSION_SQL);
    await dropLeftovers(client);
    // Side by side, the lanes read the store's first pages while the tables are made (about 0.1 s here).
    const tables = createSchema(client, schema, projections);
    // Observed now (the lanes await it later, or never when one cannot connect).
    schemaMade = tables.catch(() => undefined);
    const onProgress = (events: number) => options.onProgress?.({ applied: events, total });
    const sequential = options.sequential || projections.length === 0;
    if (sequential) await tables;
    const replay = sequential
      ? await replaySequentially(client, store, schema, projections, batchSize, { ...options, onProgress, onParked: logParked })
      : await replayInLanes(pool, store, projections, { ...options, schema, tables, batchSize, total, onProgress, onParked: logParked });
    let checkpoint = replay.checkpoint;
    applied = replay.events;
    parkedCount = replay.parked;
    readModels = replay.readModels;
    onProgress(applied);

    await client.query('BEGIN');
    const { rows } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
    const oldSchema = `${OLD_SCHEMA_PREFIX}${started}`;
    if (rows.length) {
      // Live runners wait here until the swap commits, then continue from the new checkpoints.
      await client.query(`LOCK TABLE ${READ_SCHEMA}.projection_checkpoints IN ACCESS EXCLUSIVE MODE`);
    }
    // Careful from the start: a failure here would abort the swap transaction.
    const parkedInCatchUp: ParkedEvent[] = [];
    for (;;) {
      const batch = await store.readAll(checkpoint, batchSize, REPLAY_READ);
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
    if (rows.length) cleanup = dropReplaced(client, oldSchema);
  } catch (err) {
    // Its statements done first: one still to come would make a table in `public` once the schema is dropped.
    await schemaMade;
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    throw err;
  } finally {
    // The drop of the replaced read models has the connection until it is done.
    if (!cleanup) await handBack(client);
  }
  return { events: applied, parked: parkedCount, ms: Date.now() - started, readModels, cleanup: cleanup ?? Promise.resolve() };
}

/** True when the read schema is missing or was built by other projection versions than these. */
export async function readModelsOutdated(pool: Pool, projections: readonly Projection[]): Promise<boolean> {
  const { rows: schemas } = await pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [READ_SCHEMA]);
  if (!schemas.length) return true;
  const { rows } = await pool.query<{ name: string; version: number }>(`SELECT name, version FROM ${READ_SCHEMA}.projection_checkpoints`);
  const stored = new Map(rows.map((r) => [r.name, r.version]));
  return stored.size !== projections.length || projections.some((p) => stored.get(p.name) !== p.version);
}
