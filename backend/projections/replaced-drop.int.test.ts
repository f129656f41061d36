import { describe, expect, it } from 'vitest';
import { appendLedgerEvents, readLedger } from '../../tests/support/ledger-fixture';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { useEventStore } from '../../tests/support/use-event-store';
import { rebuildReadModels } from './rebuild';

const { db, store } = useEventStore();

async function oldSchemas(): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, 'read_old_') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

describe('the read models a rebuild replaced', () => {
  it('are dropped after the swap, while the new ones are in use already; the rebuild does not wait for that', async () => {
    const expected = await appendLedgerEvents(store, 300, 10);
    await rebuildReadModels(db.pool, store, [ledgerProjection()]).then((r) => r.cleanup);
    expect(await oldSchemas()).toEqual([]);

    // A reader still in a transaction on the read models about to be replaced: their drop waits for it.
    const reader = await db.pool.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM read.ledger_balances');
      const result = await rebuildReadModels(db.pool, store, [ledgerProjection()]);
      let dropped = false;
      void result.cleanup.then(() => (dropped = true));
      // Returned with the new read models in use, the old ones still there for the reader.
      expect(result.events).toBe(300);
      expect(await readLedger(db.pool)).toEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dropped).toBe(false);
      expect(await oldSchemas()).toHaveLength(1);
      await reader.query('COMMIT');
      await result.cleanup;
      expect(await oldSchemas()).toEqual([]);
    } finally {
      await reader.query('ROLLBACK').catch(() => undefined);
      reader.release();
    }
  });

  it('that a process did not live to drop are dropped by the next rebuild', async () => {
    await db.pool.query(`CREATE SCHEMA read_old_1; CREATE TABLE read_old_1.left_behind (id int)`);
    const result = await rebuildReadModels(db.pool, store, [ledgerProjection()]);
    await result.cleanup;
    expect(await oldSchemas()).toEqual([]);
  });
});
