import type { EventStore } from '../../eventstore/port';
import type { Pool } from '../../platform/db';
import { startScheduledReactor } from '../reactor-setup';
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
  return startScheduledReactor(
    options.pool,
    options.store,
    { lock: 7303, name: 'plan_expiry_reactor', tablesSql: planExpirySchemaSql },
    () => startExpiryScheduler(options),
    planExpiryReactor,
  );
}
