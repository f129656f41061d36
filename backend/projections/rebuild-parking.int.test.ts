import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import { readLedger } from '../../tests/support/ledger-fixture';
import { eventCounter, faultyLedger, readEventCounts, type LedgerFaults } from '../../tests/support/faulty-projection';
import type { ParkedEvent } from './dead-letter';
import { ProjectionEngine } from './engine';
import { rebuildReadModels } from './rebuild';

const { db, store } = useEventStore(20);

const deposit = (amount: number | string) => ({ id: randomUUID(), type: 'Deposited', data: { amount } });

async function parkedRows() {
  const { rows } = await db.pool.query(`SELECT projection, stream_id, stream_position FROM read.projection_dead_letters ORDER BY id`);
  return rows;
}

describe('rebuild with an event a projection cannot apply', () => {
  it('a start-up rebuild completes: it parks the event and builds everything else', async () => {
    await store.appendToStream('acct-1', [deposit(10), deposit('7 euro')], { expected: 'no_stream' });
    await store.appendToStream('acct-2', [deposit(3)], { expected: 'no_stream' });
    const parked: ParkedEvent[] = [];
    const faults: LedgerFaults = { database: 'up', amounts: 'strict' };
    const engine = new ProjectionEngine(db.pool, store, [faultyLedger(faults), eventCounter()], { onParked: (p) => parked.push(p) });
    // No read schema yet: start() rebuilds, with a batch that holds the poison event.
    await engine.start();
    try {
      expect(await readLedger(db.pool)).toEqual(
        new Map([
          ['acct-1', { balance: 10, count: 1 }],
          ['acct-2', { balance: 3, count: 1 }],
        ]),
      );
      expect(await readEventCounts(db.pool)).toEqual({ Deposited: 3 });
      expect(await parkedRows()).toEqual([{ projection: 'sample_ledger', stream_id: 'acct-1', stream_position: 1 }]);
      expect(parked.map((p) => p.event.streamId)).toEqual(['acct-1']);

      // The runners carry on after the start-up rebuild.
      const later = await store.appendToStream('acct-2', [deposit(4)], { expected: 0 });
      expect(await engine.waitFor(later.checkpoint, 5000)).toBe(true);
      expect((await readLedger(db.pool)).get('acct-2')).toEqual({ balance: 7, count: 2 });
    } finally {
      await engine.stop();
    }
  });

  it('a rebuild parks again what still fails and applies, without a stale dead letter, what the fixed code accepts', async () => {
    const faults: LedgerFaults = { database: 'up', amounts: 'strict' };
    const again = await rebuildReadModels(db.pool, store, [faultyLedger(faults), eventCounter()], { onParked: () => undefined });
    expect(again.parked).toBe(1);
    expect(await parkedRows()).toEqual([{ projection: 'sample_ledger', stream_id: 'acct-1', stream_position: 1 }]);

    faults.amounts = 'lenient';
    const fixed = await rebuildReadModels(db.pool, store, [faultyLedger(faults), eventCounter()], { onParked: () => undefined });
    expect(fixed.parked).toBe(0);
    // The dead letters went with the old schema: nothing is left to be applied a second time.
    expect(await parkedRows()).toEqual([]);
    expect((await readLedger(db.pool)).get('acct-1')).toEqual({ balance: 17, count: 2 });
  });
});
