import type { EventStore } from '../../eventstore/port';
import type { Pool } from '../../platform/db';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { setUpReactor } from '../reactor-setup';
import { digestSchemaSql } from './digest-schema';
import { startDigestScheduler, type DigestScheduler } from './digest-scheduler';

/** The weekly overdue-goals digest (issue 25): its tables, then a scheduler in this instance. */
export async function startOverdueDigest(options: {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  log: (line: string) => void;
}): Promise<DigestScheduler> {
  await setUpReactor(options.pool, { lock: 7311, name: 'overdue_digest', tablesSql: digestSchemaSql });
  await options.pool.query(`INSERT INTO ${REACTOR_SCHEMA}.overdue_digest_schedule (started_at) VALUES ($1) ON CONFLICT DO NOTHING`, [
    options.clock(),
  ]);
  return startDigestScheduler(options);
}
