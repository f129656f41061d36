import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../backend/eventstore/port';
import type { Pool } from '../../backend/platform/db';

/**
 * Builds a read model in a throw-away schema (`setupSql`, dropped at the end) and applies each run
 * of batches to it, each batch in its own transaction, answering `snapshot` after every run: the
 * property tests replay a history once and then again, in other cuts, and compare what they read.
 */
export async function snapshotsAfterRuns<S>(
  pool: Pool,
  setupSql: readonly string[],
  apply: (client: PoolClient, batch: RecordedEvent[]) => Promise<unknown>,
  runs: readonly RecordedEvent[][][],
  snapshot: (client: PoolClient) => Promise<S>,
): Promise<S[]> {
  const client = (await pool.connect()) as PoolClient;
  const schema = `scratch_${Math.random().toString(36).slice(2, 10)}`;
  const snapshots: S[] = [];
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    for (const sql of setupSql) await client.query(sql);
    for (const batches of runs) {
      for (const batch of batches) {
        await client.query('BEGIN');
        await apply(client, batch);
        await client.query('COMMIT');
      }
      snapshots.push(await snapshot(client));
    }
    return snapshots;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`RESET search_path; DROP SCHEMA ${schema} CASCADE`);
    client.release();
  }
}
