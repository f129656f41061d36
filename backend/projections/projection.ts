import type { ReadAllOptions, RecordedEvent } from '../eventstore/port';
import type { DbClient } from '../platform/db';
import type { DataSubjectEvent } from '../../events/data-subject';
import { deadLetterTableSql } from './dead-letter';

/**
 * A read model: its tables and how a batch of events changes them. Handlers receive the
 * transaction that also moves the checkpoint, and must only write through it.
 */
export interface Projection {
  /** Unique, stable name; also the checkpoint key. */
  name: string;
  /** Bump when the tables or the handling change: the read models are then rebuilt from the events. */
  version: number;
  /** CREATE TABLE statements with unqualified names; they run with search_path set to the target schema. */
  setupSql: string;
  /** Applies events in order. Runs inside the batch transaction with search_path set to the read schema. */
  apply(tx: DbClient, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Called by the runner once a batch's transaction committed (not after a rebuild's batches): a reactor
   * wakes whoever acts on its rows here, when they are visible, instead of guessing when that will be.
   */
  afterCommit?(): void;
  /**
   * Indexes its `apply` never reads through (it only inserts into their tables, or finds rows by their
   * keys): a parallel rebuild drops them for the replay and builds them once at its end (rebuild-lanes.ts).
   * A primary key may be named as well (`activity_pkey`) when the replay only appends rows to its table,
   * each with a key of its own (`copyRows`, no ON CONFLICT on it): one sort at the end builds it.
   */
  lateIndexes?: readonly string[];
  /**
   * A rebuild's shorter way to the same rows: `start` makes one rebuild's run of it, whose `apply` takes
   * each batch of the replay into fresh tables (a read model that derives tables from others writes the
   * facts only; one whose lines are new for each event appends them without looking for a row that is
   * there), then `finish`, if any, once, before the catch-up that `apply` above does. A run is made anew
   * for every rebuild, so what its batches keep for its finish (growth's facts in memory) is that
   * rebuild's alone. rebuild.ts; same rows as the batches applied one by one.
   */
  replay?: {
    /** The tables the replay starts from, when not `setupSql`: e.g. without the indexes that `finish` builds at once. */
    setupSql?: string;
    start(): ReplayRun;
  };
}

/**
 * How a replay's finish runs: step by step, each step in a transaction of its own on a connection of the
 * rebuild. Steps started together run side by side where the rebuild has connections to spare; `parts`
 * says into how many independent pieces a finish may cut its big statements for that.
 */
export interface FinishSteps {
  readonly parts: number;
  step(work: (tx: DbClient) => Promise<unknown>): Promise<void>;
  /** A line for whoever watches the rebuild (`projections:rebuild` prints it): which way the finish goes, and why. */
  note?(text: string): void;
}

/** One rebuild's replay of a read model (Projection.replay). */
export interface ReplayRun {
  apply(tx: DbClient, events: readonly RecordedEvent[]): Promise<void>;
  finish?(steps: FinishSteps): Promise<void>;
  /**
   * Called right after the read model's erasure scrub ran in the replay's transaction (avg/with-erasure.ts):
   * what the run keeps in memory must forget what the scrub removed from its tables, and remove in `tx` what
   * the scrub could not find because memory holds what leads to it (growth's goal events, found through its goals).
   */
  erased?(tx: DbClient, erasure: DataSubjectEvent['data']): Promise<void> | void;
}

/** The tables a rebuild creates for the projection: its replay's, where it has its own. */
export const rebuildSetupSql = (projection: Projection): string => projection.replay?.setupSql ?? projection.setupSql;

/** A projection as one rebuild replays it: `apply` is its replay run's, and `finish` that run's finish, if any. */
export type ReplayedProjection = Projection & { finish?: ReplayRun['finish'] };

/** The projection as a new rebuild's replay applies it: a new run of its `replay` where it has one. */
export function asReplayed(projection: Projection): ReplayedProjection {
  if (!projection.replay) return projection;
  const run = projection.replay.start();
  return { ...projection, apply: run.apply, finish: run.finish };
}

/**
 * Ends the replay runs that have a finish on one connection: their steps one
 * after the other, each in its own transaction, a finish cut into `parts` as a rebuild's lanes would.
 */
export async function finishReplays(
  client: DbClient,
  projections: readonly ReplayedProjection[],
  onFinish?: (name: string) => void,
  parts = 1,
) {
  for (const projection of projections) {
    const finish = projection.finish;
    if (!finish) continue;
    onFinish?.(projection.name);
    let last: Promise<unknown> = Promise.resolve();
    await finish({
      parts,
      step(work) {
        const run = last.then(() => inTransaction(client, work));
        last = run.catch(() => undefined);
        return run;
      },
    });
  }
}

/** `work` in a transaction on `client`, rolled back when it fails. */
export async function inTransaction(client: DbClient, work: (tx: DbClient) => Promise<unknown>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work(client);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/**
 * A reactor as the runners see it: a projection with no tables to rebuild (its state lives in the
 * reactor schema, beside its checkpoint). `collect` gathers what the batch's events ask for; `write`
 * stores it in the transaction that moves the checkpoint, and is not called when nothing was asked.
 */
export function reactorProjection<T>(
  name: string,
  collect: (into: T[], events: readonly RecordedEvent[]) => Promise<void>,
  /** Stores the items; `false` when that left nothing for `written` to act on. */
  write: (tx: DbClient, items: T[]) => Promise<boolean | void>,
  /** Called once after a batch whose items were written has committed. */
  written?: () => void,
): Projection {
  let pending = false;
  return {
    name,
    version: 1,
    setupSql: '',
    async apply(tx, events) {
      const items: T[] = [];
      await collect(items, events);
      if (!items.length) return;
      if ((await write(tx, items)) !== false) pending = true;
    },
    afterCommit() {
      if (!pending) return;
      pending = false;
      written?.();
    },
  };
}

/** The schema the app reads from. A rebuild fills a fresh schema and renames it to this. */
export const READ_SCHEMA = 'read';

/** How a rebuild reads the store: without the metadata's trace ids, which no projection reads (ReadAllOptions). */
export const REPLAY_READ: ReadAllOptions = { traceIds: false };

/** Checkpoints and dead letters belong together: see dead-letter.ts for why. */
export const checkpointsTableSql = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY,
  version integer NOT NULL,
  checkpoint text,
  events_applied bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
${deadLetterTableSql}`;
