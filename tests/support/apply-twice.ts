import type { Projection } from '../../backend/projections/projection';
import type { TestApp } from './test-app';

/**
 * Builds `projection`'s tables afresh in a throw-away schema (rolled back at the end) from every
 * event the app has stored, twice over, and answers the rows `select` reads after the first and
 * after the second pass: a projection that may see an event again must give the same rows.
 */
export async function rowsAppliedOnceAndTwice(app: TestApp, projection: Projection, select: string) {
  const { pool, store } = app.runtime.deps;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('CREATE SCHEMA idempotence_check; SET LOCAL search_path TO idempotence_check, public');
    await client.query(projection.setupSql);
    const { events } = await store.readAll(null, 100_000);
    const rows = async () => (await client.query(select)).rows;
    await projection.apply(client, events);
    const once = await rows();
    await projection.apply(client, events);
    return { once, twice: await rows() };
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
