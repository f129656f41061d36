import type { EventStore } from '../../eventstore/port';
import { checkpointsTableSql } from '../../projections/projection';
import { ProjectionRunner } from '../../projections/runner';
import { withTransaction, type Pool } from '../db';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { planExpiryReactor, planExpirySchemaSql } from './expiry-reactor';
import { startExpiryScheduler, type ExpiryScheduler } from './expiry-scheduler';

export interface PlanExpiryService {
  scheduler: ExpiryScheduler;
  stop(): Promise<void>;
}

/**
 * Promo plans end by themselves: a reactor keeps the schedule from the events (one active runner
 * across instances, by its advisory lock), and a scheduler in every instance appends the expiries.
 */
export async function startPlanExpiry(options: {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  log: (line: string) => void;
}): Promise<PlanExpiryService> {
  const { pool, store } = options;
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7303)'); // two instances starting at once
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${REACTOR_SCHEMA}; SET LOCAL search_path TO ${REACTOR_SCHEMA}, public;`);
    await tx.query(checkpointsTableSql);
    await tx.query(planExpirySchemaSql);
    await tx.query(`INSERT INTO projection_checkpoints (name, version) VALUES ('plan_expiry_reactor', 1) ON CONFLICT DO NOTHING`);
  });
  const scheduler = startExpiryScheduler(options);
  const reactor = new ProjectionRunner(pool, store, planExpiryReactor(scheduler.wake), { schema: REACTOR_SCHEMA });
  reactor.start();
  return {
    scheduler,
    async stop() {
      await reactor.stop();
      await scheduler.stop();
    },
  };
}
