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
/** Beyond this many workspaces with a pending change, those all read models show are forgotten. */
const PENDING_SWEEP_AT = 1000;
/** The key of the newest pending change of any tenant (not a tenant's id: those are numbers). */
const ANYONE = '*';

/**
 * Which read models a wait is about, and for whom. `reads` names the projections a route answers
 * from (absent: all of them); `tenant` is who a write is remembered for, so that a later read of a
 * read model it did not wait for waits then (`catchUp`).
 */
export interface WaitScope {
  reads?: readonly string[];
  tenant?: string;
}

/** Runs all projections of the app and answers "is my change visible yet?" for command routes. */
export class ProjectionEngine {
  readonly runners: ProjectionRunner[];
  /**
   * Per tenant, the newest change a write answered before every read model showed it. In memory: a
   * read on another instance does not wait for it (the instance that wrote is the one that answered).
   */
  private readonly pending = new Map<string, Checkpoint>();

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
   * Read your writes for a command route: returns once the projections it reads (`scope.reads`, else
   * all) show the events (or after the timeout, as a slow projection is not an error), and throws
   * ChangeNotVisibleError as soon as one of them is failing or parked one of them. The others catch up
   * on their own; the tenant's next read of one of those waits for them then (`catchUp`).
   */
  async readYourWrites(
    checkpoint: Checkpoint | null,
    eventIds: readonly string[],
    timeoutMs = READ_YOUR_WRITES_MS,
    scope: WaitScope = {},
  ): Promise<void> {
    const runners = this.runnersFor(scope.reads);
    const outcome = await this.awaitCheckpoint(checkpoint, { timeoutMs, eventIds }, runners);
    if (outcome.kind === 'failing' || outcome.kind === 'parked') throw new ChangeNotVisibleError(outcome.kind, outcome.projection);
    if (checkpoint !== null && scope.tenant !== undefined && runners.length < this.runners.length) this.remember(scope.tenant, checkpoint);
  }

  /**
   * Before a read for these tenants: waits (bounded, like a write) until the read models it reads
   * (`reads`, else all) show the newest change a write of theirs answered before those caught up.
   * 'anyone' (a read without a session: a calendar feed, say) waits for the newest of all of them.
   * A read model that lags or fails answers what it has after the wait, as it would without one.
   */
  async catchUp(tenants: readonly string[] | 'anyone', reads?: readonly string[], timeoutMs = READ_YOUR_WRITES_MS): Promise<void> {
    const runners = this.runnersFor(reads);
    for (const tenant of tenants === 'anyone' ? [ANYONE] : new Set(tenants)) {
      const checkpoint = this.pending.get(tenant);
      if (checkpoint === undefined) continue;
      if (this.allPassed(checkpoint, this.runners)) {
        this.pending.delete(tenant);
        continue;
      }
      if (!this.allPassed(checkpoint, runners)) await this.awaitCheckpoint(checkpoint, { timeoutMs }, runners);
    }
  }

  private runnersFor(reads: readonly string[] | undefined): ProjectionRunner[] {
    if (reads === undefined) return this.runners;
    return this.runners.filter((runner) => reads.includes(runner.projection.name));
  }

  private allPassed(checkpoint: Checkpoint, runners: readonly ProjectionRunner[]): boolean {
    return runners.every((runner) => this.store.compareCheckpoints(runner.checkpoint, checkpoint) >= 0);
  }

  private remember(tenant: string, checkpoint: Checkpoint) {
    if (this.allPassed(checkpoint, this.runners)) return;
    for (const key of [tenant, ANYONE]) {
      const before = this.pending.get(key);
      if (before === undefined || this.store.compareCheckpoints(checkpoint, before) > 0) this.pending.set(key, checkpoint);
    }
    if (this.pending.size > PENDING_SWEEP_AT) {
      for (const [key, value] of this.pending) if (this.allPassed(value, this.runners)) this.pending.delete(key);
    }
  }

  /** The first outcome that is not 'visible', or 'visible' once all these projections show `checkpoint`. */
  async awaitCheckpoint(checkpoint: Checkpoint | null, options: WaitOptions, runners = this.runners): Promise<WaitOutcome> {
    if (checkpoint === null || runners.length === 0) return { kind: 'visible' };
    const done = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, done.signal]) : done.signal;
    // Every runner listens on it while it waits (and removes its listener after): more than Node's
    // default of 10 is expected here, not a leak.
    setMaxListeners(runners.length + 1, signal);
    try {
      return await new Promise<WaitOutcome>((resolve, reject) => {
        let pending = runners.length;
        for (const runner of runners) {
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
