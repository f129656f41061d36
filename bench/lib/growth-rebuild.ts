import type { EventStore } from '../../backend/eventstore/port';
import { readAhead } from '../../backend/eventstore/read-ahead';
import type { Pool } from '../../backend/platform/db';
import { asReplayed, finishReplays, rebuildSetupSql, type Projection } from '../../backend/projections/projection';
import { analyzeSchema } from '../../backend/projections/rebuild';

/**
 * One read model rebuilt on its own, the way rebuild.ts does it (its replay where it has one, 5,000 events per batch and
 * transaction, the next batches read and opened while one is applied, synchronous_commit off) but into a scratch
 * schema, so the running app keeps its read models.
 */
export async function rebuildOne(pool: Pool, store: EventStore, projection: Projection, batchSize = 5000) {
  const client = await pool.connect();
  const schema = `bench_${projection.name}_${Date.now()}`;
  const started = performance.now();
  let events = 0;
  try {
    await client.query(
      `SET synchronous_commit TO off; SET statement_timeout TO 0; CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`,
    );
    await client.query(rebuildSetupSql(projection));
    const replayed = asReplayed(projection);
    for await (const batch of readAhead(store, null, batchSize)) {
      await client.query('BEGIN');
      await replayed.apply(client, batch.events);
      await client.query('COMMIT');
      events += batch.events.length;
    }
    if (replayed.finish) {
      // As rebuild.ts: statistics first, then what the replay left to derive (both timed).
      await analyzeSchema(client, schema);
      await finishReplays(client, [replayed]);
    }
    const ms = performance.now() - started;
    return { events, ms, eps: events / (ms / 1000) };
  } finally {
    await client
      .query(`RESET search_path; RESET synchronous_commit; RESET statement_timeout; DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      .catch(() => undefined);
    client.release();
  }
}
