/** The physical baseline: what one durable single-row INSERT per commit costs on this machine. */
import type { Pool } from '../../backend/platform/db';
import { sampleEvent } from './workload';

/** An unindexed table: no primary key, no constraint, nothing but the row and its WAL. */
export async function createRawTable(pool: Pool) {
  await pool.query('CREATE TABLE IF NOT EXISTS raw_events (id bigint, data jsonb)');
}

/**
 * One autocommit INSERT per call, carrying the JSON of a whole sample event (type, data and
 * metadata), so the row holds the same payload bytes an append sends.
 */
export function rawInserter(pool: Pool) {
  let n = 0;
  return async () => {
    const id = n++;
    await pool.query('INSERT INTO raw_events (id, data) VALUES ($1, $2)', [id, JSON.stringify(sampleEvent(id))]);
  };
}
