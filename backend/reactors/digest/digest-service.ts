import type { DueScheduler, SchedulerOptions } from '../due-loop';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { setUpReactor } from '../reactor-setup';
import { digestSchemaSql } from './digest-schema';
import { startDigestScheduler } from './digest-scheduler';

/** The weekly overdue-goals digest (issue 25): its tables, then a scheduler in this instance. */
export async function startOverdueDigest(options: SchedulerOptions): Promise<DueScheduler> {
  await setUpReactor(options.pool, { lock: 7311, name: 'overdue_digest', tablesSql: digestSchemaSql });
  await options.pool.query(`INSERT INTO ${REACTOR_SCHEMA}.overdue_digest_schedule (started_at) VALUES ($1) ON CONFLICT DO NOTHING`, [
    options.clock(),
  ]);
  return startDigestScheduler(options);
}
