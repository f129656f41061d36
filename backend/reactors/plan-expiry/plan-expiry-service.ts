import type { EventStore } from '../../eventstore/port';
import { ProjectionRunner } from '../../projections/runner';
import type { Pool } from '../../platform/db';
import { setUpReactor } from '../reactor-setup';
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
  await setUpReactor(pool, { lock: 7303, name: 'plan_expiry_reactor', tablesSql: planExpirySchemaSql });
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
