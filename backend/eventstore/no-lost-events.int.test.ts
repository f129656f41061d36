import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool, type DbClient, type Pool } from '../platform/db';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../platform/embedded-postgres';
import type { Checkpoint, RecordedEvent } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

const WRITERS = 8;
const GROUPED_WRITERS = 6;
const WRITE_FOR_MS = 5_000;
const SHARED_STREAMS = ['shared-0', 'shared-1', 'shared-2'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

// A cluster of its own: the commits held open here would hold back readers in every database of
// a shared cluster (the visibility gate uses the cluster-wide oldest running transaction) and
// make other test files' timing assertions flaky.
const dataDir = path.resolve('.test-data', `no-lost-events-${process.pid}`);
let cluster: EmbeddedPostgresHandle | undefined;
let pool: Pool;
let store: PostgresEventStore;
beforeAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  cluster = await startEmbeddedPostgres({ dataDir, persistent: false });
  pool = createPool(cluster.url, WRITERS + 10);
  store = await PostgresEventStore.open(pool, cluster.url);
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await cluster?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Tally {
  committed: Set<string>;
  committedPerStream: Map<string, number>;
  rolledBack: Set<string>;
  heldCommits: number;
  groupedAppends: number;
}

/** Another process writing with its own transactions: quick commits, rollbacks, and commits held open 1-3 s. */
async function writer(client: DbClient, index: number, until: number, tally: Tally) {
  const ownStream = `own-${index}`;
  for (let seq = 0; Date.now() < until; seq++) {
    const stream = Math.random() < 0.5 ? ownStream : pick(SHARED_STREAMS);
    const eventIds = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => randomUUID());
    const roll = Math.random();
    const outcome = roll < 0.2 ? 'rollback' : roll < 0.3 ? 'held' : 'commit';
    await client.query('BEGIN');
    await client.query(`SELECT * FROM es_append($1, 'any', NULL, $2::uuid[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[])`, [
      stream,
      eventIds,
      eventIds.map(() => 'ThingHappened'),
      eventIds.map(() => 1),
      eventIds.map((_, i) => JSON.stringify({ writer: index, seq, i })),
      eventIds.map(() => '{}'),
    ]);
    if (outcome === 'rollback') {
      await sleep(Math.random() * 100);
      await client.query('ROLLBACK');
      for (const id of eventIds) tally.rolledBack.add(id);
      continue;
    }
    if (outcome === 'held') {
      await sleep(1_000 + Math.random() * 2_000);
      tally.heldCommits++;
    }
    await client.query('COMMIT');
    for (const id of eventIds) tally.committed.add(id);
    tally.committedPerStream.set(stream, (tally.committedPerStream.get(stream) ?? 0) + eventIds.length);
  }
}

/** This process's appends through the store: concurrent ones to different streams share a group's transaction. */
async function groupedWriter(index: number, until: number, tally: Tally, transactions: Set<string>) {
  for (let seq = 0; Date.now() < until; seq++) {
    const stream = Math.random() < 0.7 ? `grouped-${index}` : pick(SHARED_STREAMS);
    const events = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, (_, i) => ({
      id: randomUUID(),
      type: 'ThingHappened',
      data: { grouped: index, seq, i },
    }));
    const result = await store.appendToStream(stream, events, { expected: 'any' });
    transactions.add(result.checkpoint.split('/')[0]!);
    tally.groupedAppends++;
    for (const e of events) tally.committed.add(e.id);
    tally.committedPerStream.set(stream, (tally.committedPerStream.get(stream) ?? 0) + events.length);
  }
}

/** Consumes the global order the way a projection runner does: read a page, and sleep until woken when empty. */
function subscribe(received: RecordedEvent[]) {
  let stopped = false;
  let dirty = true;
  let wake: (() => void) | undefined;
  const unsubscribe = store.onNewEvents(() => {
    dirty = true;
    wake?.();
  });
  const done = (async () => {
    let checkpoint: Checkpoint | null = null;
    while (!stopped) {
      dirty = false;
      const page = await store.readAll(checkpoint, 50);
      received.push(...page.events);
      checkpoint = page.checkpoint;
      if (page.events.length === 0 && !dirty) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    unsubscribe();
    await done;
  };
}

it('a subscriber receives every committed event exactly once, no rolled-back one, each stream in position order', async () => {
  const tally: Tally = { committed: new Set(), committedPerStream: new Map(), rolledBack: new Set(), heldCommits: 0, groupedAppends: 0 };
  const groupTransactions = new Set<string>();
  const received: RecordedEvent[] = [];
  const stop = subscribe(received);
  const clients = await Promise.all(Array.from({ length: WRITERS }, () => pool.connect()));
  try {
    const until = Date.now() + WRITE_FOR_MS;
    await Promise.all([
      ...clients.map((client, i) => writer(client, i, until, tally)),
      ...Array.from({ length: GROUPED_WRITERS }, (_, i) => groupedWriter(i, until, tally, groupTransactions)),
    ]);
  } finally {
    for (const client of clients) client.release();
  }

  // Every writer has finished: the subscriber must catch up without any further writes.
  const deadline = Date.now() + 10_000;
  while (new Set(received.map((e) => e.id)).size < tally.committed.size && Date.now() < deadline) await sleep(50);
  await sleep(300); // room for a duplicate to show up
  await stop();

  console.info(
    `no-lost-events: ${tally.committed.size} committed, ${tally.rolledBack.size} rolled back, ${tally.heldCommits} held commits, ` +
      `${tally.groupedAppends} appends through the store in ${groupTransactions.size} transactions`,
  );
  // The run really exercised what the rule is about.
  expect(tally.rolledBack.size).toBeGreaterThan(0);
  expect(tally.heldCommits).toBeGreaterThan(0);
  expect(tally.committed.size).toBeGreaterThan(40);
  expect(groupTransactions.size).toBeLessThan(tally.groupedAppends); // some appends did share a group commit

  const receivedIds = received.map((e) => e.id);
  const receivedSet = new Set(receivedIds);
  expect(receivedIds.length).toBe(receivedSet.size);
  expect(receivedIds.filter((id) => !tally.committed.has(id))).toEqual([]);
  expect([...tally.committed].filter((id) => !receivedSet.has(id))).toEqual([]);
  expect(receivedIds.filter((id) => tally.rolledBack.has(id))).toEqual([]);

  const positionsByStream = new Map<string, number[]>();
  for (const e of received) positionsByStream.set(e.streamId, [...(positionsByStream.get(e.streamId) ?? []), e.streamPosition]);
  expect([...positionsByStream.keys()].sort()).toEqual([...tally.committedPerStream.keys()].sort());
  for (const [stream, count] of tally.committedPerStream) {
    // Rolled-back appends leave no gap: positions are 0, 1, 2, ... in the order received.
    expect(positionsByStream.get(stream), stream).toEqual(Array.from({ length: count }, (_, i) => i));
  }
}, 30_000);
