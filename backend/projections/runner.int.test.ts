import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import { appendLedgerEvents, readLedger } from '../../tests/support/ledger-fixture';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { ProjectionEngine } from './engine';
import { rebuildReadModels, readModelsOutdated } from './rebuild';

const { db, store } = useEventStore(20);

describe('projection engine', () => {
  it('builds missing read models at start and then follows new events; waitFor gives read-your-writes', async () => {
    const before = await appendLedgerEvents(store, 50, 5, 'start');
    const engine = new ProjectionEngine(db.pool, store, [ledgerProjection()]);
    expect(await readModelsOutdated(db.pool, engine.projections)).toBe(true);
    await engine.start();
    expect(await readLedger(db.pool)).toEqual(before);

    const result = await store.appendToStream('start-0', [{ id: randomUUID(), type: 'Deposited', data: { amount: 1000 } }], {
      expected: 'any',
    });
    expect(await engine.waitFor(result.checkpoint, 5000)).toBe(true);
    // Visible at once after waitFor: no polling by the caller.
    expect((await readLedger(db.pool)).get('start-0')!.balance).toBe(before.get('start-0')!.balance + 1000);
    await engine.stop();
  });

  it('lets only one runner per projection work at a time; a standby takes over when the active one stops', async () => {
    const a = new ProjectionEngine(db.pool, store, [ledgerProjection()], { standbyRetryMs: 50 });
    const b = new ProjectionEngine(db.pool, store, [ledgerProjection()], { standbyRetryMs: 50 });
    await a.start();
    await b.start();
    await new Promise((r) => setTimeout(r, 300));
    const active = [a.runners[0]!.isActive, b.runners[0]!.isActive];
    expect(active.filter(Boolean)).toHaveLength(1);

    const [working, standby] = active[0] ? [a, b] : [b, a];
    await working.stop();
    const result = await store.appendToStream('takeover', [{ id: randomUUID(), type: 'Deposited', data: { amount: 7 } }], {
      expected: 'no_stream',
    });
    expect(await standby.waitFor(result.checkpoint, 5000)).toBe(true);
    expect(standby.runners[0]!.isActive).toBe(true);
    expect((await readLedger(db.pool)).get('takeover')).toEqual({ balance: 7, count: 1 });
    await standby.stop();
  });

  it('rebuilds into fresh tables while the old ones keep serving, then swaps them in without losing events', async () => {
    const engine = new ProjectionEngine(db.pool, store, [ledgerProjection()]);
    await engine.start();
    await appendLedgerEvents(store, 300, 10, 'rebuild');
    const reads: number[] = [];
    let writing = true;
    // Appends and reads go on during the rebuild.
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await store.appendToStream('during', [{ id: randomUUID(), type: 'Deposited', data: { amount: 1 } }], { expected: 'any' });
        reads.push((await readLedger(db.pool)).size);
      }
    })();
    const rebuilt = await rebuildReadModels(db.pool, store, engine.projections, { batchSize: 100 });
    writing = false;
    await writer;
    expect(rebuilt.events).toBeGreaterThan(300);
    expect(reads.length).toBeGreaterThan(0);

    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM es_events WHERE stream_id = 'during'`);
    const head = await store.readAll(null, 1_000_000);
    expect(await engine.waitFor(head.checkpoint, 5000)).toBe(true);
    expect((await readLedger(db.pool)).get('during')).toEqual({ balance: rows[0].n, count: rows[0].n });
    const schemas = await db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'read%' ORDER BY 1`);
    expect(schemas.rows.map((r) => r.nspname)).toEqual(['read']);
    await engine.stop();
  });
});
