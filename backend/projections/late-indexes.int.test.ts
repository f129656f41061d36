import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import { buildLateIndexes, dropLateIndexes } from './late-indexes';

const { db } = useEventStore(4);

const keysOf = async (schema: string) =>
  (
    await db.pool.query<{ conname: string; def: string }>(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE connamespace = $1::regnamespace AND contype = 'p' ORDER BY conname`,
      [schema],
    )
  ).rows;

describe('late indexes of a replay', () => {
  it('drops a primary key and an index for the replay and builds both again under their names', async () => {
    const client = await db.pool.connect();
    try {
      await client.query(`CREATE SCHEMA late_a; CREATE TABLE late_a.lines (id text PRIMARY KEY, owner int NOT NULL);
        CREATE INDEX lines_owner ON late_a.lines (owner)`);
      const late = await dropLateIndexes(client, 'late_a', ['lines_pkey', 'lines_owner', 'not_there']);
      expect(late).toHaveLength(2);
      expect(await keysOf('late_a')).toEqual([]);
      expect((await client.query(`SELECT 1 FROM pg_indexes WHERE schemaname = 'late_a'`)).rowCount).toBe(0);
      // Without its key the table takes rows as they come (the replay's plain INSERT).
      await client.query(`INSERT INTO late_a.lines SELECT 'e' || n, n % 3 FROM generate_series(1, 50) AS n`);
      await buildLateIndexes(client, late);
      expect(await keysOf('late_a')).toEqual([{ conname: 'lines_pkey', def: 'PRIMARY KEY (id)' }]);
      const { rows } = await client.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'late_a' ORDER BY indexname`);
      expect(rows.map((r) => r.indexname)).toEqual(['lines_owner', 'lines_pkey']);
      await expect(client.query(`INSERT INTO late_a.lines VALUES ('e1', 0)`)).rejects.toMatchObject({ code: '23505' });
    } finally {
      client.release();
    }
  });

  it('keeps one row of a key appended twice (an event handed over twice) instead of failing the rebuild at its end', async () => {
    const client = await db.pool.connect();
    try {
      await client.query(
        `CREATE SCHEMA late_b; CREATE TABLE late_b."Lines" (event_id text, part int, note text NOT NULL, PRIMARY KEY (event_id, part))`,
      );
      const late = await dropLateIndexes(client, 'late_b', ['Lines_pkey']);
      await client.query(`INSERT INTO late_b."Lines" VALUES ('a', 1, 'first'), ('b', 1, 'b'), ('a', 2, 'other part'), ('a', 1, 'again')`);
      await buildLateIndexes(client, late);
      const { rows } = await client.query(`SELECT event_id, part, note FROM late_b."Lines" ORDER BY event_id, part`);
      expect(rows).toEqual([
        { event_id: 'a', part: 1, note: 'first' },
        { event_id: 'a', part: 2, note: 'other part' },
        { event_id: 'b', part: 1, note: 'b' },
      ]);
      expect(await keysOf('late_b')).toEqual([{ conname: 'Lines_pkey', def: 'PRIMARY KEY (event_id, part)' }]);
    } finally {
      client.release();
    }
  });
});
