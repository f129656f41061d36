import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../platform/db';
import { ChangeNotVisibleError } from '../platform/errors';
import { mailReactor } from '../reactors/mail/mail-reactor';
import { REACTOR_SCHEMA, reactorSchemaSql } from '../reactors/mail/outbox-schema';
import { useEventStore } from '../../tests/support/use-event-store';
import { readLedger } from '../../tests/support/ledger-fixture';
import { eventCounter, faultyLedger, readEventCounts, type LedgerFaults } from '../../tests/support/faulty-projection';
import { until as waitUntil } from '../../tests/support/until';
import { parkEvent, parkedLine, type ParkedEvent } from './dead-letter';
import { ProjectionEngine } from './engine';
import { ProjectionRunner } from './runner';

const { db, store } = useEventStore(20);
let engine: ProjectionEngine;
const faults: LedgerFaults = { database: 'up', amounts: 'strict' };
const parked: ParkedEvent[] = [];

beforeAll(async () => {
  engine = new ProjectionEngine(db.pool, store, [faultyLedger(faults), eventCounter()], {
    onParked: (p) => parked.push(p),
    onError: () => undefined,
  });
  await engine.start();
});
afterAll(async () => {
  await engine.stop();
});

const deposit = (amount: number | string, id = randomUUID()) => ({ id, type: 'Deposited', data: { amount } });

/** Checked every 20 ms. */
const until = (condition: () => Promise<boolean>, timeoutMs: number) => waitUntil(condition, timeoutMs, 20);

async function deadLetters(schema = 'read') {
  const { rows } = await db.pool.query(`SELECT * FROM ${schema}.projection_dead_letters ORDER BY id`);
  return rows;
}

describe('a projection that cannot apply an event', () => {
  it('parks it, logs it once and moves on; the other projections and the later events move on too', async () => {
    // The poison sits between two good events of one append: one transaction, one batch.
    await store.appendToStream('acct-1', [deposit(10), deposit('7 euro'), deposit(5)], { expected: 'no_stream' });
    const later = await store.appendToStream('acct-2', [deposit(3)], { expected: 'no_stream' });

    expect(await engine.waitFor(later.checkpoint, 5000)).toBe(true);
    expect(await readLedger(db.pool)).toEqual(
      new Map([
        ['acct-1', { balance: 15, count: 2 }],
        ['acct-2', { balance: 3, count: 1 }],
      ]),
    );
    expect((await readEventCounts(db.pool)).Deposited).toBe(4);

    const poison = (await store.readStream('acct-1'))[1]!;
    const [row, ...others] = await deadLetters();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      projection: 'sample_ledger',
      event_id: poison.id,
      stream_id: 'acct-1',
      stream_position: 1,
      checkpoint: poison.checkpoint,
      event_type: 'Deposited',
      error_code: '22P02',
    });
    expect(row.error).toMatch(/bigint/);
    expect(JSON.parse(row.data)).toEqual({ amount: '7 euro' });
    expect(row.parked_at).toBeInstanceOf(Date);
    expect(engine.runners[0]!.isFailing).toBe(false);

    // One log line, with projection, stream, position, type and error.
    expect(parked).toHaveLength(1);
    expect(parkedLine(parked[0]!)).toMatch(/sample_ledger.*acct-1.*positie 1.*Deposited.*bigint/);

    const next = await store.appendToStream('acct-1', [deposit(1)], { expected: 2 });
    expect(await engine.waitFor(next.checkpoint, 5000)).toBe(true);
    expect((await readLedger(db.pool)).get('acct-1')).toEqual({ balance: 16, count: 3 });
    expect(parked).toHaveLength(1);
    const { rows } = await db.pool.query(`SELECT name, events_applied FROM read.projection_checkpoints ORDER BY name`);
    expect(rows).toEqual([
      { name: 'event_counter', events_applied: 5 },
      { name: 'sample_ledger', events_applied: 4 },
    ]);
  });

  it('ends read-your-writes at once with ChangeNotVisibleError when the awaited event was parked', async () => {
    const poisonId = randomUUID();
    const result = await store.appendToStream('acct-3', [deposit('veel', poisonId)], { expected: 'no_stream' });
    const started = Date.now();
    const error = await engine.readYourWrites(result.checkpoint, [poisonId], 5000).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ChangeNotVisibleError);
    expect(error).toMatchObject({ reason: 'parked', projection: 'sample_ledger', status: 503 });
    expect(Date.now() - started).toBeLessThan(2000);

    const goodId = randomUUID();
    const good = await store.appendToStream('acct-3', [deposit(2, goodId)], { expected: 0 });
    await expect(engine.readYourWrites(good.checkpoint, [goodId], 5000)).resolves.toBeUndefined();
  });

  it('keeps no address or key value an error quotes in its error column or its log line (they outlive an erasure)', async () => {
    await store.appendToStream('acct-5', [deposit(1)], { expected: 'no_stream' });
    const event = (await store.readStream('acct-5'))[0]!;
    const err = Object.assign(new Error('550 <jan.jansen@voorbeeld.nl> rejected; Key (naam)=(Jan Jansen) exists'), { code: 'X1' });
    const parkedNow = await withTransaction(db.pool, async (tx) => {
      await tx.query('SET LOCAL search_path TO read');
      return parkEvent(tx, 'sample_ledger', event, err);
    });
    const row = (await deadLetters()).find((r: { stream_id: string }) => r.stream_id === 'acct-5');
    expect(row.error).toBe('550 <[e-mailadres]> rejected; Key (naam)=(…) exists');
    expect(parkedLine(parkedNow)).toMatch(/acct-5.*\[e-mailadres\]/);
    expect(`${row.error} ${parkedLine(parkedNow)}`).not.toMatch(/jan|voorbeeld/i);
  });
});

describe('a transient database error', () => {
  it('is retried, never parked; read-your-writes ends early with ChangeNotVisibleError while the runner fails', async () => {
    const before = (await deadLetters()).length;
    faults.database = 'down';
    try {
      const id = randomUUID();
      const result = await store.appendToStream('acct-4', [deposit(4, id)], { expected: 'no_stream' });
      const started = Date.now();
      const error = await engine.readYourWrites(result.checkpoint, [id], 5000).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(ChangeNotVisibleError);
      expect(error).toMatchObject({ reason: 'failing', projection: 'sample_ledger' });
      expect((error as Error).message).toMatch(/opgeslagen/);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(engine.runners[0]!.lastError).toMatchObject({ code: '57014' });
      expect(await deadLetters()).toHaveLength(before);

      // Fixed: the runner's next retry applies the batch (waitFor itself ends early while it fails).
      faults.database = 'up';
      await until(async () => (await readLedger(db.pool)).has('acct-4'), 5000);
      expect((await readLedger(db.pool)).get('acct-4')).toEqual({ balance: 4, count: 1 });
      expect(engine.runners[0]!.isFailing).toBe(false);
    } finally {
      faults.database = 'up';
    }
  });
});

describe('the mail reactor (its own schema)', () => {
  it('parks an event it cannot queue and still queues the mails after it', async () => {
    await withTransaction(db.pool, async (tx) => {
      await tx.query(reactorSchemaSql);
      await tx.query(`INSERT INTO ${REACTOR_SCHEMA}.projection_checkpoints (name, version) VALUES ('mail_reactor', 1)`);
    });
    const reactorParked: ParkedEvent[] = [];
    const reactor = new ProjectionRunner(
      db.pool,
      store,
      mailReactor(() => undefined),
      {
        schema: REACTOR_SCHEMA,
        onParked: (p) => reactorParked.push(p),
      },
    );
    reactor.start();
    try {
      // A user id that is not a number cannot go into the outbox's integer column.
      await store.appendToStream(
        'hr_user-geen-nummer',
        [{ id: randomUUID(), type: 'EmailVerified', data: { at: '2026-01-05T10:00:00Z' } }],
        {
          expected: 'no_stream',
        },
      );
      const goodId = randomUUID();
      const good = await store.appendToStream('hr_user-41', [{ id: goodId, type: 'EmailVerified', data: { at: '2026-01-05T10:00:01Z' } }], {
        expected: 'no_stream',
      });
      expect(await reactor.waitFor(good.checkpoint, 5000)).toBe(true);

      const rows = await deadLetters(REACTOR_SCHEMA);
      expect(rows.map((r) => [r.projection, r.stream_id, r.event_type])).toEqual([
        ['mail_reactor', 'hr_user-geen-nummer', 'EmailVerified'],
      ]);
      expect(reactorParked).toHaveLength(1);
      const outbox = await db.pool.query(`SELECT mail_id FROM ${REACTOR_SCHEMA}.mail_outbox`);
      expect(outbox.rows).toEqual([{ mail_id: goodId }]);
    } finally {
      await reactor.stop();
    }
  });
});
