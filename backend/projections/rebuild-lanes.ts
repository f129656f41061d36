import { availableParallelism } from 'node:os';
import type { Checkpoint, EventStore } from '../eventstore/port';
import type { DbClient, Pool } from '../platform/db';
import { BatchFeed } from './batch-feed';
import type { ParkedEvent } from './dead-letter';
import { asReplayed, inTransaction, REPLAY_READ, type Projection } from './projection';
import { commitBatch, moveCheckpoint } from './commit-batch';
import { analyzeTables, REBUILD_SESSION_SQL, RESET_SESSION_SQL } from './rebuild-batch';
import { buildLateIndexes, dropLateIndexes } from './late-indexes';
import { disableRowTriggers, enableRowTriggers } from './replay-triggers';

/** Connections of a rebuild's replay when not told: PostgreSQL's round trips overlap; more gained nothing on 2 cores. */
export const DEFAULT_LANES = 4;
/** Pages of 10,000 events a read model may run ahead of the slowest: far enough for growth to finish early, bounded in memory. */
const FEED_WINDOW = 6;
/**
 * With one read model nobody runs ahead, and a reader further ahead than the store's own read-ahead
 * only takes the cores from the replay: 2 pages ran the bench's ledger 1.3x faster than 12.
 */
const SINGLE_FEED_WINDOW = 2;

/**
 * A few connections shared by all read models. The waiter with the lowest priority number gets the
 * next free one: the read model with the most work left, so that the slowest one, which decides when
 * the rebuild is done, does not wait behind fast ones.
 */
class Lanes {
  private readonly waiting: { priority: number; take(client: DbClient): void }[] = [];
  constructor(private readonly free: DbClient[]) {}

  async use<T>(priority: number, work: (client: DbClient) => Promise<T>): Promise<T> {
    const client = this.free.pop() ?? (await new Promise<DbClient>((take) => this.waiting.push({ priority, take })));
    try {
      return await work(client);
    } finally {
      this.waiting.sort((a, b) => a.priority - b.priority);
      const next = this.waiting.shift();
      if (next) next.take(client);
      else this.free.push(client);
    }
  }
}

export interface LaneReplayOptions {
  schema: string;
  /** The tables each projection created in the new schema, once they are made: the store is read meanwhile. */
  tables: Promise<ReadonlyMap<string, readonly string[]>>;
  lanes?: number;
  batchSize: number;
  /** Events in the store, if known: how many pages are still to come. */
  total?: number;
  onProgress?: (applied: number) => void;
  onStep?: (step: string) => void;
  onParked: (parked: ParkedEvent) => void;
}

export interface LaneReplayResult {
  checkpoint: Checkpoint | null;
  events: number;
  parked: number;
  /** Per read model, ms from the start until its tables were ready for the swap (replay, finish, statistics). */
  readModels: { name: string; ms: number }[];
}

/** Nobody but the rebuild writes the checkpoints of its new schema. */
const checkpointMoved = (name: string) => new Error(`the checkpoint of ${name} moved during its rebuild`);

/**
 * Replays the whole store into the fresh tables of every read model side by side: the store is read
 * once, each read model takes the pages in order in its own transactions (its own checkpoint) on
 * whichever lane is free. Per-row triggers and its `lateIndexes` are off meanwhile; at its end each
 * read model gets them back, its statistics, and its replay's finish, while the others still replay.
 */
export async function replayInLanes(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: LaneReplayOptions,
): Promise<LaneReplayResult> {
  const started = performance.now();
  const { schema } = options;
  const clients: DbClient[] = [];
  const feed = new BatchFeed(projections.length, projections.length > 1 ? FEED_WINDOW : SINGLE_FEED_WINDOW);
  const applied = new Array<number>(projections.length).fill(0);
  let checkpoint: Checkpoint | null = null;
  let parked = 0;
  const readModels: LaneReplayResult['readModels'] = [];
  // From the start, while the tables are made and the lanes connect; a failed read stops the read models.
  const reading = feed.run(store, null, options.batchSize, REPLAY_READ).catch((err: unknown) => {
    feed.stop();
    throw err;
  });
  // Observed now: it fails before it is awaited below when a lane cannot connect.
  reading.catch(() => undefined);
  try {
    // The rebuild's own connection and one for whoever else uses the pool (a runner's lock, a request) stay
    // free; no more lanes than read models (a read model applies its pages one after the other).
    const count = Math.max(1, Math.min(options.lanes ?? DEFAULT_LANES, projections.length, (pool.options.max ?? 10) - 2));
    for (let i = 0; i < count; i++) {
      const client = await pool.connect();
      clients.push(client);
      await client.query(`${REBUILD_SESSION_SQL}; SET search_path TO ${schema}, public`);
    }
    const tables = await options.tables;
    const lanes = new Lanes([...clients]);
    const finishParts = Math.min(count, availableParallelism());
    const pages = Math.ceil((options.total ?? 0) / options.batchSize);
    const replayOne = async (projection: Projection, index: number) => {
      const own = tables.get(projection.name) ?? [];
      const { triggers, indexes } = await lanes.use(-Infinity, async (client) => ({
        triggers: await disableRowTriggers(client, schema, own),
        indexes: await dropLateIndexes(client, schema, projection.lateIndexes ?? []),
      }));
      const replayed = asReplayed(projection);
      let ms = 0;
      // Its checkpoint row as its last write left it, and the events of the pages since that asked nothing of the
      // database: as a runner's batches (commit-batch.ts), a page it has nothing in runs no transaction.
      let stored: Checkpoint | null = null;
      let passed = 0;
      /** Its last page's checkpoint (`checkpoint` is every read model's, set by whichever moved last). */
      let reached: Checkpoint | null = null;
      for (let page = 0; ; page++) {
        const batch = await feed.page(page);
        if (!batch) break;
        // Longest remaining work first: what its pages took so far, times the pages still to come. A read
        // model with a finish goes first: its finish (growth's months, the longest single step) can then
        // run while the others still replay, instead of after all of them.
        const priority = replayed.finish ? -Infinity : page === 0 ? 0 : -(ms / page) * Math.max(1, pages - page);
        const outcome = await lanes.use(priority, async (client) => {
          const start = performance.now();
          const result = await commitBatch(client, {
            schema,
            projection: replayed,
            before: stored,
            events: batch.events,
            after: batch.checkpoint,
            passed,
          });
          ms += performance.now() - start;
          return result;
        });
        if (outcome === 'moved') throw checkpointMoved(projection.name);
        if (outcome === 'untouched') passed += batch.events.length;
        else {
          stored = batch.checkpoint;
          passed = 0;
          outcome.forEach(options.onParked);
          parked += outcome.length;
        }
        reached = batch.checkpoint;
        checkpoint = batch.checkpoint;
        applied[index] = applied[index]! + batch.events.length;
        const slowest = feed.slowest;
        feed.pass(index, page + 1);
        if (feed.slowest > slowest) options.onProgress?.(Math.min(...applied));
      }
      // Before the others are done: the finish (growth's months) is long, and the lanes are free then.
      const finish = replayed.finish;
      await lanes.use(-Infinity, async (client) => {
        if (passed && !(await moveCheckpoint(client, { schema, name: projection.name, before: stored, after: reached, passed }))) {
          throw checkpointMoved(projection.name);
        }
        await enableRowTriggers(client, schema, triggers);
        await buildLateIndexes(client, indexes);
        // A finish writes most of its tables and analyses those it reads itself; statistics once, after it.
        if (!finish) await analyzeTables(client, schema, own);
      });
      if (finish) {
        options.onStep?.(`${projection.name} afronden`);
        // Often the last work of the rebuild: its parts side by side, one per core.
        await finish({
          parts: finishParts,
          step: (work) => lanes.use(-Infinity, (client) => inTransaction(client, work)),
          note: (text) => options.onStep?.(`${projection.name}: ${text}`),
        });
        await lanes.use(-Infinity, (client) => analyzeTables(client, schema, own));
      }
      readModels.push({ name: projection.name, ms: Math.round(performance.now() - started) });
    };
    const results = await Promise.allSettled([
      reading,
      ...projections.map((p, i) =>
        replayOne(p, i).catch((err: unknown) => {
          feed.stop();
          throw err;
        }),
      ),
    ]);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return { checkpoint, events: Math.min(...applied), parked, readModels };
  } finally {
    feed.stop();
    for (const client of clients) {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.query(RESET_SESSION_SQL).catch(() => undefined);
      client.release();
    }
  }
}
