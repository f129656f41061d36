import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { until } from '../../../tests/support/until';
import type { DbClient } from '../../platform/db';
import { describeEventStoreConformance } from '../../../tests/support/eventstore-conformance';
import type { Checkpoint, EventStore, ReadAllOptions, RecordedEvent } from '../port';
import { EVENTS_AFTER_SQL, PostgresEventStore, READ_ALL_SQL } from './postgres-event-store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describeEventStoreConformance(
  'PostgreSQL',
  async (options) => {
    const store = await PostgresEventStore.open(db.pool, db.url, options?.upcasters, options?.protection);
    return { store, cleanup: () => store.close() };
  },
  () => db.pool,
);

/** An append inside a transaction the caller controls, as another process would do it. */
async function appendInTransaction(client: DbClient, stream: string, eventId: string) {
  await client.query(
    `SELECT * FROM es_append($1, 'any', NULL, ARRAY[$2]::uuid[], ARRAY['ThingHappened'], ARRAY[1], ARRAY['{}']::jsonb[], ARRAY['{}']::jsonb[])`,
    [stream, eventId],
  );
}

/**
 * Everything readAll returns after `from`, read page by page until at least `count` events came.
 * Other databases on the test cluster may hold transactions open, which holds back every reader
 * of the cluster for a while, so empty pages are retried until a deadline.
 */
async function readAllFrom(store: EventStore, from: Checkpoint | null, count: number, options?: ReadAllOptions): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  const deadline = Date.now() + 10_000;
  for (let checkpoint = from; ;) {
    const page = await store.readAll(checkpoint, 100, options);
    events.push(...page.events);
    checkpoint = page.checkpoint;
    if (page.events.length > 0) continue;
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

describe('PostgreSQL event store', () => {
  it('refuses to open a database whose stored transaction ids lie beyond the cluster (restored elsewhere)', async () => {
    const restored = await createTestDatabase(2);
    try {
      const store = await PostgresEventStore.open(restored.pool, restored.url);
      await store.appendToStream(`restored-${randomUUID()}`, [{ id: randomUUID(), type: 'ThingHappened', data: {} }], {
        expected: 'no_stream',
      });
      await store.close();
      await restored.pool.query(`UPDATE es_events SET transaction_id = '999999999'::xid8`);
      await expect(PostgresEventStore.open(restored.pool, restored.url)).rejects.toThrow(
        /transaction id 999999999.*restored from another cluster/s,
      );
    } finally {
      await restored.drop();
    }
  });

  it('readAll never returns an event that committed first past an older transaction still open, and then returns both', async () => {
    const store = await PostgresEventStore.open(db.pool, db.url);
    const held = await db.pool.connect();
    try {
      const start = await store.appendToStream(`late-marker-${randomUUID()}`, [{ id: randomUUID(), type: 'Marker', data: {} }], {
        expected: 'no_stream',
      });
      const lateId = randomUUID();
      const earlyId = randomUUID();
      // The held transaction inserts first (lower position, lower transaction id) but commits last:
      // a reader that remembered the highest position seen would skip it.
      await held.query('BEGIN');
      await appendInTransaction(held, `late-${randomUUID()}`, lateId);
      await store.appendToStream(`early-${randomUUID()}`, [{ id: earlyId, type: 'ThingHappened', data: {} }], {
        expected: 'no_stream',
      });
      const visible = await db.pool.query<{ event_id: string }>('SELECT event_id FROM es_events WHERE event_id = ANY($1::uuid[])', [
        [lateId, earlyId],
      ]);
      expect(visible.rows.map((r) => r.event_id)).toEqual([earlyId]);

      for (let attempt = 0; attempt < 5; attempt++) {
        expect(ids(await readAllFrom(store, start.checkpoint, 0))).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      await held.query('COMMIT');
      const positions = await db.pool.query<{ event_id: string; global_position: number }>(
        'SELECT event_id, global_position FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position',
        [[lateId, earlyId]],
      );
      expect(positions.rows.map((r) => r.event_id)).toEqual([lateId, earlyId]);
      expect(ids(await readAllFrom(store, start.checkpoint, 2))).toEqual([lateId, earlyId]);
    } finally {
      await held.query('ROLLBACK').catch(() => undefined);
      held.release();
      await store.close();
    }
  });

  it("wakes another process's readers through NOTIFY, but its own readers only once, at the append", async () => {
    // No safety-net poll within the test: it wakes readers every second and would count as a second wake-up.
    const open = () => PostgresEventStore.open(db.pool, db.url, undefined, undefined, 600_000);
    const [own, other] = [await open(), await open()];
    const wakes = { own: 0, other: 0 };
    own.onNewEvents(() => wakes.own++);
    other.onNewEvents(() => wakes.other++);
    try {
      // Both LISTEN connections are up once a NOTIFY from elsewhere (no sender named) reaches them.
      await until(async () => {
        await db.pool.query(`SELECT pg_notify('es_events', '')`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return wakes.own > 0 && wakes.other > 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      wakes.own = wakes.other = 0;

      await own.appendToStream(`wake-${randomUUID()}`, [{ id: randomUUID(), type: 'T', data: {} }], { expected: 'no_stream' });
      await until(() => wakes.other > 0);
      await new Promise((resolve) => setTimeout(resolve, 200)); // its own NOTIFY has arrived too by now
      expect(wakes).toEqual({ own: 1, other: 1 });
    } finally {
      await own.close();
      await other.close();
    }
  });

  it('sends no NOTIFY while no other process listens, and does once another store listens', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const listeners = async () =>
      (
        await db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND starts_with(application_name, 'pop-events-listener:')`,
        )
      ).rows[0]!.n;
    // A LISTEN connection that is no store's: it hears every NOTIFY on the channel, and asks for none.
    const ear = new pg.Client(db.url);
    const heard: string[] = [];
    ear.on('notification', (n) => heard.push(n.payload ?? ''));
    await ear.connect();
    await ear.query('LISTEN es_events');
    const open = () => PostgresEventStore.open(db.pool, db.url, undefined, undefined, 600_000);
    const alone = await open();
    alone.onNewEvents(() => undefined); // its own LISTEN connection: named, but its own
    let other: PostgresEventStore | undefined;
    const append = () =>
      alone.appendToStream(`alone-${randomUUID()}`, [{ id: randomUUID(), type: 'T', data: {} }], { expected: 'no_stream' });
    try {
      await until(async () => (await listeners()) === 1);
      for (let i = 0; i < 3; i++) {
        await append();
        await sleep(30);
      }
      await sleep(200);
      expect(heard).toEqual([]);

      other = await open();
      let otherWakes = 0;
      other.onNewEvents(() => otherWakes++);
      await until(async () => (await listeners()) === 2);
      // What the store learnt of the listeners is trusted for a second.
      await sleep(1100);
      otherWakes = 0;
      await append();
      await until(() => heard.length > 0 && otherWakes > 0);
    } finally {
      await alone.close();
      await other?.close();
      await ear.end();
    }
  });

  it('a partial page of readAll does not wait for its look past the visibility gate (that follows in the background)', async () => {
    const SLOW_MS = 2000;
    let looked = false;
    // The look for committed rows beyond the gate is made slow: a reader must not pay for it.
    const slowLook = new Proxy(db.pool, {
      get: (target, key) =>
        key !== 'query'
          ? Reflect.get(target, key)
          : async (sql: string, params?: unknown[]) => {
              const result = await target.query(sql, params);
              if (sql.startsWith('SELECT 1 FROM es_events')) {
                await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
                looked = true;
              }
              return result;
            },
    });
    const store = await PostgresEventStore.open(slowLook, db.url);
    const unsubscribe = store.onNewEvents(() => undefined);
    try {
      const head = (await store.readAll(null, 1_000_000)).checkpoint;
      await until(() => looked, 10_000);
      looked = false;
      const started = Date.now();
      await store.readAll(head, 100);
      expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
      await until(() => looked, 10_000); // the look still happens
    } finally {
      unsubscribe();
      await store.close();
    }
  });

  it("reads a page, and looks past the gate, through the index, never the whole table (the runners' reads after every append)", async () => {
    const store = await PostgresEventStore.open(db.pool, db.url);
    try {
      const stream = `plan-${randomUUID()}`;
      await store.appendToStream(
        stream,
        Array.from({ length: 5000 }, () => ({ id: randomUUID(), type: 'T', data: { n: 1 } })),
        {
          expected: 'no_stream',
        },
      );
      // No ANALYZE: as after an import, before autovacuum has looked at the table.
      const [tx, position] = (await store.readAll(null, 1_000_000)).checkpoint!.split('/');
      for (const [sql, params] of [
        [READ_ALL_SQL, [tx, position, 500]],
        [READ_ALL_SQL, ['0', '0', 500]],
        [EVENTS_AFTER_SQL, [tx, position]],
      ] as const) {
        const { rows } = await db.pool.query(`EXPLAIN (FORMAT JSON) ${sql}`, [...params]);
        const scans: string[] = [];
        const indexes: string[] = [];
        const walk = (node: PlanNode) => {
          if (node['Relation Name'] === 'es_events') scans.push(node['Node Type']);
          if (node['Index Name']) indexes.push(node['Index Name']);
          node.Plans?.forEach(walk);
        };
        walk(rows[0]['QUERY PLAN'][0].Plan);
        expect(scans).toHaveLength(1);
        expect(scans[0]).not.toBe('Seq Scan');
        expect(indexes).toEqual(['es_events_tx_order']);
      }
    } finally {
      await store.close();
    }
  });

  it("leaves the metadata's trace ids out when asked (a rebuild's read), and keeps the rest of it", async () => {
    const store = await PostgresEventStore.open(db.pool, db.url);
    try {
      const stream = `traced-${randomUUID()}`;
      const metadata = {
        actor: '7',
        tenant: '3',
        commandId: randomUUID(),
        commandType: 'DoeIets',
        correlationId: randomUUID(),
        causationId: randomUUID(),
        viaToken: '12',
        dataSubject: 'employee:4',
      };
      await store.appendToStream(stream, [{ id: randomUUID(), type: 'T', data: { n: 1 }, metadata }], { expected: 'no_stream' });
      const find = async (options?: ReadAllOptions) => (await readAllFrom(store, null, 1, options)).find((e) => e.streamId === stream);
      expect((await find())?.metadata).toEqual(metadata);
      const rest = { actor: '7', tenant: '3', commandType: 'DoeIets', viaToken: '12', dataSubject: 'employee:4' };
      expect((await find({ traceIds: false }))?.metadata).toEqual(rest);
      const stored = await store.readAllStored(null, 1_000_000, { traceIds: false });
      expect(stored.events.find((e) => e.streamId === stream)?.metadata).toEqual(rest);
    } finally {
      await store.close();
    }
  });

  it('is not held back by an open transaction in another database on the same server', async () => {
    const other = await createTestDatabase(1);
    const store = await PostgresEventStore.open(db.pool, db.url);
    const blocker = await other.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()'); // holds an xid, like a long write elsewhere
      const head = (await store.readAll(null, 1_000_000)).checkpoint;
      await store.appendToStream(`gate-${randomUUID()}`, [{ id: randomUUID(), type: 'T', data: {} }], { expected: 'no_stream' });
      const after = await store.readAll(head, 10);
      expect(after.events).toHaveLength(1);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
      await store.close();
      await other.drop();
    }
  });
});

function ids(events: RecordedEvent[]) {
  return events.map((e) => e.id);
}
