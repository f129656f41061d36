import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { until } from '../../../tests/support/until';
import { useEventStore } from '../../../tests/support/use-event-store';
import type { DbClient } from '../../platform/db';

const { db, store } = useEventStore(4);

/**
 * Why `count(*)` and readAll may disagree for a moment: readAll only returns rows whose transaction
 * id lies below the oldest transaction still running in the database (es_visibility_gate), so a
 * reader never skips a row that commits late. Any transaction that merely holds an xid holds the
 * gate back, even one that writes no event: a projection runner's batch (its `SELECT ... FOR
 * UPDATE` on the checkpoint row takes an xid), a NOTIFY waiting for the notify lock. Events
 * committed after it got its xid are in the table, and counted by a plain `count(*)`, but readAll
 * stops before them until it ends. So a test that waits for "the head of readAll" and then
 * compares with `count(*)` can compare with events the head does not include; wait for the
 * checkpoint the append returned instead.
 */
const holders: [string, (client: DbClient) => Promise<unknown>][] = [
  ['takes an xid', (client) => client.query('SELECT pg_current_xact_id()')],
  [
    "locks a row, as a runner's batch locks its checkpoint",
    async (client) => {
      await client.query(
        'CREATE TABLE IF NOT EXISTS gate_probe (id int PRIMARY KEY); INSERT INTO gate_probe VALUES (1) ON CONFLICT DO NOTHING',
      );
      await client.query('SELECT id FROM gate_probe WHERE id = 1 FOR UPDATE');
    },
  ],
];

describe('the visibility gate of readAll', () => {
  it.each(holders.flatMap(([what, hold]) => (['COMMIT', 'ROLLBACK'] as const).map((end) => [what, end, hold] as const)))(
    'an open transaction that %s hides the events committed after it (until %s), while count(*) already sees them',
    async (_what, end, hold) => {
      const stream = `gate-${randomUUID()}`;
      const head = (await store.readAll(null, 1_000_000)).checkpoint;
      const holder = await db.pool.connect();
      try {
        await holder.query('BEGIN');
        await hold(holder);
        const first = await store.appendToStream(stream, [{ id: randomUUID(), type: 'ThingHappened', data: { n: 1 } }], {
          expected: 'no_stream',
        });
        const second = await store.appendToStream(stream, [{ id: randomUUID(), type: 'ThingHappened', data: { n: 2 } }], {
          expected: 0,
        });
        const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [stream]);
        expect(rows[0]!.n).toBe(2);

        const gated = await store.readAll(head, 1_000_000);
        expect(gated.events.filter((e) => e.streamId === stream)).toEqual([]);
        // The head a reader sees lies before both appends: waiting for it proves nothing about them.
        expect(store.compareCheckpoints(gated.checkpoint, first.checkpoint)).toBeLessThan(0);

        await holder.query(end);
        // Now they arrive; polled, because an append's own NOTIFY may hold the gate for a moment too.
        let arrived: unknown[] = [];
        await until(async () => {
          arrived = (await store.readAll(head, 1_000_000)).events.filter((e) => e.streamId === stream).map((e) => e.data.n);
          return arrived.length === 2;
        }, 10_000);
        expect(arrived).toEqual([1, 2]);
        expect(store.compareCheckpoints((await store.readAll(head, 1_000_000)).checkpoint, second.checkpoint)).toBeGreaterThanOrEqual(0);
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        holder.release();
      }
    },
  );
});
