import type { EventStore } from '../eventstore/port';
import { checkpointsTableSql, type Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/runner';
import { withTransaction, type Pool } from '../platform/db';
import type { DueLoop, DueScheduler } from './due-loop';
import { REACTOR_SCHEMA } from './mail/outbox-schema';

/**
 * A reactor's tables (in the reactor schema, beside the checkpoints) and its checkpoint row, made
 * if missing. Under a transaction-scoped advisory lock of its own: two instances may start at once.
 */
export async function setUpReactor(pool: Pool, reactor: { lock: number; name: string; tablesSql: string }): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [reactor.lock]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${REACTOR_SCHEMA}; SET LOCAL search_path TO ${REACTOR_SCHEMA}, public;`);
    await tx.query(checkpointsTableSql);
    await tx.query(reactor.tablesSql);
    await tx.query('INSERT INTO projection_checkpoints (name, version) VALUES ($1, 1) ON CONFLICT DO NOTHING', [reactor.name]);
  });
}

/**
 * A reactor that keeps a schedule from the events (one active runner across instances, by its advisory
 * lock) beside a scheduler in every instance that acts on it (plan expiry, reminders): its tables, the
 * scheduler, then the runner, which wakes the scheduler when it schedules something.
 */
/** A scheduled reactor as it runs: this instance's scheduler (tests call its runDue) and the stop of both. */
export interface ScheduledService<S extends DueLoop = DueScheduler> {
  scheduler: S;
  stop(): Promise<void>;
}

export async function startScheduledReactor<S extends DueLoop>(
  pool: Pool,
  store: EventStore,
  reactor: { lock: number; name: string; tablesSql: string },
  startScheduler: () => S,
  projection: (wake: () => void) => Projection,
): Promise<ScheduledService<S>> {
  await setUpReactor(pool, reactor);
  const scheduler = startScheduler();
  const runner = new ProjectionRunner(pool, store, projection(scheduler.wake), { schema: REACTOR_SCHEMA });
  runner.start();
  return {
    scheduler,
    async stop() {
      await runner.stop();
      await scheduler.stop();
    },
  };
}
