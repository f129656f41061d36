import { checkpointsTableSql } from '../projections/projection';
import { withTransaction, type Pool } from '../platform/db';
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
