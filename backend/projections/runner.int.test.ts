import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import type { Checkpoint } from '../eventstore/port';
import { appendLedgerEvents, readLedger } from '../../tests/support/ledger-fixture';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { ProjectionEngine } from './engine';
import { advisoryLockKey } from './projection-lock';
import { rebuildReadModels, readModelsOutdated } from './rebuild';
import { until } from '../../tests/support/until';

const { db, store } = useEventStore(20);

/**
 * An engine stopped when the test ends, passed or failed: a runner left running keeps its lock
 * connection checked out, and the file's pool.end() would then wait for it past the hook timeout.
 */
function engineForTest(...args: ConstructorParameters<typeof ProjectionEngine>) {
  const engine = new ProjectionEngine(...args);
  onTestFinished(() => engine.stop());
  return engine;
}

describe('projection engine', () => {
  it('builds missing read models at start and then follows new events; waitFor gives read-your-writes', async () => {
    const before = await appendLedgerEvents(store, 50, 5, 'start');
    const engine = engineForTest(db.pool, store, [ledgerProjection()]);
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
    const a = engineForTest(db.pool, store, [ledgerProjection()], { standbyRetryMs: 50 });
    const b = engineForTest(db.pool, store, [ledgerProjection()], { standbyRetryMs: 50 });
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

  it("never moves a runner back: a standby's wait that read the table just before the runner took the lock", async () => {
    await appendLedgerEvents(store, 1, 1, 'race-before');
    const name = 'race_ledger';
    // Another holder keeps the lock, so the runner starts on standby.
    const holder = await db.pool.connect();
    onTestFinished(() => holder.release());
    await holder.query('SELECT pg_advisory_lock($1::bigint)', [advisoryLockKey(name)]);
    const engine = engineForTest(db.pool, store, [ledgerProjection({ name })], { standbyRetryMs: 50 });
    await engine.start();
    const runner = engine.runners[0]!;
    expect(runner.isActive).toBe(false);
    const result = await store.appendToStream('race', [{ id: randomUUID(), type: 'Deposited', data: { amount: 3 } }], {
      expected: 'no_stream',
    });

    // The wait's read of the checkpoint row answers late: after the runner took over and applied the event.
    const query = db.pool.query;
    let readStarted!: () => void;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    db.pool.query = (async (...args: Parameters<typeof query>) => {
      const rows = await (query as (...a: unknown[]) => Promise<unknown>).apply(db.pool, args);
      if (typeof args[0] === 'string' && args[0].startsWith('SELECT checkpoint FROM')) {
        readStarted();
        await answered;
      }
      return rows;
    }) as typeof query;
    onTestFinished(() => void (db.pool.query = query));
    const waiting = engine.waitFor(result.checkpoint, 10_000);
    await started;
    db.pool.query = query;
    await holder.query('SELECT pg_advisory_unlock($1::bigint)', [advisoryLockKey(name)]);
    await until(() => store.compareCheckpoints(runner.checkpoint, result.checkpoint) >= 0);
    answer();
    expect(await waiting).toBe(true);

    // Were the runner sent back to the old checkpoint, it would apply the event a second time.
    const next = await store.appendToStream('race', [{ id: randomUUID(), type: 'Deposited', data: { amount: 4 } }], {
      expected: 0,
    });
    expect(await engine.waitFor(next.checkpoint, 5000)).toBe(true);
    const { rows } = await db.pool.query(`SELECT balance, event_count FROM read.ledger_balances WHERE stream_id = 'race'`);
    expect(rows).toEqual([{ balance: 7, event_count: 2 }]);
  });

  it('rebuilds into fresh tables while the old ones keep serving, then swaps them in without losing events', async () => {
    const engine = engineForTest(db.pool, store, [ledgerProjection()]);
    await engine.start();
    const before = await appendLedgerEvents(store, 300, 10, 'rebuild');
    const reads: number[] = [];
    let writing = true;
    let appended = 0;
    let lastAppend: Checkpoint | null = null;
    // Appends and reads go on during the rebuild.
    const writer = (async () => {
      while (writing) {
        const result = await store.appendToStream('during', [{ id: randomUUID(), type: 'Deposited', data: { amount: 1 } }], {
          expected: 'any',
        });
        appended++;
        if (store.compareCheckpoints(result.checkpoint, lastAppend) > 0) lastAppend = result.checkpoint;
        reads.push((await readLedger(db.pool)).size);
      }
    })();
    const rebuilt = await rebuildReadModels(db.pool, store, engine.projections, { batchSize: 100 });
    writing = false;
    await writer;
    expect(rebuilt.events).toBeGreaterThan(300);
    expect(reads.length).toBeGreaterThan(0);

    // Wait for the writer's own last append, not for the head of a gated readAll: a transaction that
    // holds an xid at that moment (a runner's batch, a NOTIFY) hides the appends after it from the
    // gate, so such a head can lie before them (backend/eventstore/postgres/visibility-gate.int.test.ts).
    expect(await engine.waitFor(lastAppend, 5000)).toBe(true);
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM es_events WHERE stream_id = 'during'`);
    expect(rows[0].n).toBe(appended);
    const ledger = await readLedger(db.pool);
    expect(ledger.get('during')).toEqual({ balance: appended, count: appended });
    for (const [stream, row] of before) expect(ledger.get(stream), stream).toEqual(row);
    const schemas = await db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'read%' ORDER BY 1`);
    expect(schemas.rows.map((r) => r.nspname)).toEqual(['read']);
  });
});
