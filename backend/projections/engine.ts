import type { Checkpoint, EventStore } from '../eventstore/port';
import type { Pool } from '../platform/db';
import type { Projection } from './projection';
import { readModelsOutdated, rebuildReadModels, type RebuildOptions } from './rebuild';
import { advisoryLockKey, ProjectionRunner, type RunnerOptions } from './runner';

/** Runs all projections of the app and answers "is my change visible yet?" for command routes. */
export class ProjectionEngine {
  readonly runners: ProjectionRunner[];

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.runners = projections.map((p) => new ProjectionRunner(pool, store, p, options));
  }

  /** Builds the read models from the events when they are missing or outdated, then starts the runners. */
  async start(rebuildOptions: RebuildOptions = {}): Promise<void> {
    const client = await this.pool.connect();
    const key = advisoryLockKey('read-model-setup');
    try {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      if (await readModelsOutdated(this.pool, this.projections)) {
        await rebuildReadModels(this.pool, this.store, this.projections, rebuildOptions);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      client.release();
    }
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
  }

  /** Read your writes: resolves when every projection has passed `checkpoint`, or after `timeoutMs`. */
  async waitFor(checkpoint: Checkpoint | null, timeoutMs = 5000): Promise<boolean> {
    if (checkpoint === null) return true;
    const results = await Promise.all(this.runners.map((r) => r.waitFor(checkpoint, timeoutMs)));
    return results.every(Boolean);
  }
}
