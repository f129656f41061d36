import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import { int, readModelTable, text } from './read-model-table';
import { analyzeTables } from './rebuild-batch';

const { db } = useEventStore(2);

const analysed = async (schema: string, table: string) =>
  (
    await db.pool.query<{ attname: string }>(`SELECT attname FROM pg_stats WHERE schemaname = $1 AND tablename = $2 ORDER BY attname`, [
      schema,
      table,
    ])
  ).rows.map((r) => r.attname);

describe('statistics of a read model table', () => {
  it('leaves out a column declared without statistics, also when ANALYZE names it', async () => {
    const lines = readModelTable('lines', { id: int(), owner: int(), summary: text({ statistics: false }) }, { primaryKey: ['id'] });
    const client = await db.pool.connect();
    try {
      await client.query(`CREATE SCHEMA stats_a; SET search_path TO stats_a; ${lines.ddl}`);
      await client.query(`INSERT INTO lines SELECT n, n % 7, 'regel ' || n FROM generate_series(1, 500) AS n`);
      await analyzeTables(client, 'stats_a', ['lines']);
      expect(await analysed('stats_a', 'lines')).toEqual(['id', 'owner']);
    } finally {
      await client.query('RESET search_path');
      client.release();
    }
  });
});
