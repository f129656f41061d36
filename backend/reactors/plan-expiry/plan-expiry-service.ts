import type { SchedulerOptions } from '../due-loop';
import { startScheduledReactor, type ScheduledService } from '../reactor-setup';
import { planExpiryReactor, planExpirySchemaSql } from './expiry-reactor';
import { startExpiryScheduler } from './expiry-scheduler';

/**
 * Promo plans end by themselves: a reactor keeps the schedule from the events (one active runner
 * across instances, by its advisory lock), and a scheduler in every instance appends the expiries.
 */
export async function startPlanExpiry(options: SchedulerOptions): Promise<ScheduledService> {
  return startScheduledReactor(
    options.pool,
    options.store,
    { lock: 7303, name: 'plan_expiry_reactor', tablesSql: planExpirySchemaSql },
    () => startExpiryScheduler(options),
    planExpiryReactor,
  );
}
