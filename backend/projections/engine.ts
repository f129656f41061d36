import { setMaxListeners } from 'node:events';
import type { Checkpoint, EventStore } from '../eventstore/port';
import type { Pool } from '../platform/db';
import { ChangeNotVisibleError } from '../platform/errors';
import { deadLetterTableSql } from './dead-letter';
import { READ_SCHEMA, type Projection } from './projection';
import { readModelsOutdated, rebuildReadModels, type RebuildOptions } from './rebuild';
import { advisoryLockKey, ProjectionRunner, type RunnerOptions, type WaitOptions, type WaitOutcome } from './runner';

/** How long a command route waits for its change to show before it answers anyway. */
const READ_YOUR_WRITES_MS = 5000;

/** Runs all projections of the app and answers "is my change visible yet?" for command routes. */
export class ProjectionEngine {
  readonly runners: ProjectionRunner[];

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.runners = projections.map((p) => new ProjectionRunner(pool, store, p, options));
  }

  /** Builds the read models from the events when they are missing or outdated, then starts the runners. */
  async start(rebuildOptions: RebuildOptions = {}): Promise<void> {
    const client = await this.pool.connect();
    const key = advisoryLockKey('read-model-setup');
    try {
      // Another instance may be rebuilding for minutes: wait for it, whatever the pool's statement limit.
      await client.query('SET statement_timeout TO 0');
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      if (await readModelsOutdated(this.pool, this.projections)) {
        await rebuildReadModels(this.pool, this.store, this.projections, { onParked: this.options.onParked, ...rebuildOptions });
      } else {
        // Read models built before dead letters existed get the table here (under the setup lock).
        await client.query(`BEGIN; SET LOCAL search_path TO ${READ_SCHEMA}, public; ${deadLetterTableSql} COMMIT;`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
      client.release();
    }
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
  }

  /** Resolves true when every projection has passed `checkpoint`; false after `timeoutMs`, or early when one fails. */
  async waitFor(checkpoint: Checkpoint | null, timeoutMs = READ_YOUR_WRITES_MS): Promise<boolean> {
    return (await this.awaitCheckpoint(checkpoint, { timeoutMs })).kind === 'visible';
  }

  /**
   * Read your writes for a command route: returns once every projection shows the events
   * (or after the timeout, as a slow projection is not an error), and throws
   * ChangeNotVisibleError as soon as a projection is failing or parked one of them.
   */
  async readYourWrites(checkpoint: Checkpoint | null, eventIds: readonly string[], timeoutMs = READ_YOUR_WRITES_MS): Promise<void> {
    const outcome = await this.awaitCheckpoint(checkpoint, { timeoutMs, eventIds });
    if (outcome.kind === 'failing' || outcome.kind === 'parked') throw new ChangeNotVisibleError(outcome.kind, outcome.projection);
  }

  /** The first outcome that is not 'visible', or 'visible' once all projections show `checkpoint`. */
  async awaitCheckpoint(checkpoint: Checkpoint | null, options: WaitOptions): Promise<WaitOutcome> {
    if (checkpoint === null || this.runners.length === 0) return { kind: 'visible' };
    const done = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, done.signal]) : done.signal;
    // Every runner listens on it while it waits (and removes its listener after): more than Node's
    // default of 10 is expected here, not a leak.
    setMaxListeners(this.runners.length + 1, signal);
    try {
      return await new Promise<WaitOutcome>((resolve, reject) => {
        let pending = this.runners.length;
        for (const runner of this.runners) {
          runner.awaitCheckpoint(checkpoint, { ...options, signal }).then((outcome) => {
            if (outcome.kind !== 'visible' || --pending === 0) resolve(outcome);
          }, reject);
        }
      });
    } finally {
      done.abort(); // the other runners stop waiting
    }
  }
}
