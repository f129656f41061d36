import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DbClient } from '../../platform/db';
import { useEventStore } from '../../../tests/support/use-event-store';
import { type AppendResult, type NewEvent, type RecordedEvent, WrongExpectedVersionError } from '../port';
import { until } from '../../../tests/support/until';

const { db, store } = useEventStore(6);

const event = (n: number): NewEvent => ({ id: randomUUID(), type: 'ThingHappened', data: { n } });
const txOf = (result: AppendResult) => result.checkpoint.split('/')[0];

async function seed(stream: string, count: number) {
  for (let i = 0; i < count; i++) await store.appendToStream(stream, [event(i)], { expected: i - 1 < 0 ? 'no_stream' : i - 1 });
}

async function stored(stream: string) {
  const { rows } = await db.pool.query<{ n: number; tx: string }>(
    `SELECT (data->>'n')::int AS n, transaction_id::text AS tx FROM es_events WHERE stream_id = $1 ORDER BY stream_position`,
    [stream],
  );
  return rows;
}

describe('group commit of the PostgreSQL store', () => {
  it('fails only the append whose expected version is wrong; the others in its group commit in one transaction', async () => {
    const [a, b, c] = [`gc-a-${randomUUID()}`, `gc-b-${randomUUID()}`, `gc-c-${randomUUID()}`];
    await seed(b, 2); // b is at revision 1

    // Made in one turn of the event loop, so they are written as one group.
    const outcomes = await Promise.allSettled([
      store.appendToStream(a, [event(10)], { expected: 'no_stream' }),
      store.appendToStream(b, [event(20)], { expected: 0 }),
      store.appendToStream(c, [event(30), event(31)], { expected: 'no_stream' }),
    ]);

    const [okA, refusedB, okC] = outcomes;
    expect(okA.status).toBe('fulfilled');
    expect(okC.status).toBe('fulfilled');
    expect(refusedB.status).toBe('rejected');
    const error = (refusedB as PromiseRejectedResult).reason as WrongExpectedVersionError;
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect({ stream: error.stream, expected: error.expected, actual: error.actual }).toEqual({ stream: b, expected: 0, actual: 1 });

    const resultA = (okA as PromiseFulfilledResult<AppendResult>).value;
    const resultC = (okC as PromiseFulfilledResult<AppendResult>).value;
    expect(resultA.nextExpectedVersion).toBe(0);
    expect(resultC.nextExpectedVersion).toBe(1);
    // One transaction for both: one commit, one WAL flush.
    expect(txOf(resultA)).toBe(txOf(resultC));
    expect(await stored(a)).toEqual([{ n: 10, tx: txOf(resultA) }]);
    expect((await stored(c)).map((r) => r.n)).toEqual([30, 31]);
    expect((await stored(b)).map((r) => r.n)).toEqual([0, 1]);

    // Each checkpoint is its own last event's: readers waiting for it see that append whole. A read may
    // trail a moment behind the visibility gate (another transaction of the server still open, such as a
    // NOTIFY waiting for the cluster's notify lock), so read until the store shows both.
    let all: RecordedEvent[] = [];
    await until(async () => {
      all = (await store.readAll(null, 10_000)).events;
      return [resultA, resultC].every((r) => all.some((e) => e.checkpoint === r.checkpoint));
    });
    expect(all.find((e) => e.checkpoint === resultA.checkpoint)?.streamId).toBe(a);
    expect(all.find((e) => e.checkpoint === resultC.checkpoint)?.data).toEqual({ n: 31 });
  });

  it('keeps appends to one stream in the order they were made, each in a later transaction', async () => {
    const stream = `gc-order-${randomUUID()}`;
    const results = await Promise.all([1, 2, 3, 4].map((n) => store.appendToStream(stream, [event(n)], { expected: 'any' })));
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([0, 1, 2, 3]);
    const rows = await stored(stream);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.tx)).size).toBe(4);
  });

  it('a retried append in a group answers its first result and writes nothing', async () => {
    const [first, other] = [`gc-retry-${randomUUID()}`, `gc-other-${randomUUID()}`];
    const events = [event(1), event(2)];
    const original = await store.appendToStream(first, events, { expected: 'no_stream' });
    const [retried] = await Promise.all([
      store.appendToStream(first, events, { expected: 'no_stream' }),
      store.appendToStream(other, [event(3)], { expected: 'no_stream' }),
    ]);
    expect(retried).toEqual(original);
    expect((await stored(first)).map((r) => r.n)).toEqual([1, 2]);
  });

  it('a retry that read its own events first (its expected version holds again) answers its first result too', async () => {
    const [first, other] = [`gc-reread-${randomUUID()}`, `gc-other-${randomUUID()}`];
    const events = [event(1), event(2)];
    const original = await store.appendToStream(first, events, { expected: 'no_stream' });
    const [retried, beside] = await Promise.all([
      store.appendToStream(first, events, { expected: original.nextExpectedVersion }),
      store.appendToStream(other, [event(3)], { expected: 'no_stream' }),
    ]);
    expect(retried).toEqual(original);
    expect(beside.nextExpectedVersion).toBe(0);
    expect((await stored(first)).map((r) => r.n)).toEqual([1, 2]);
  });

  it('a group whose statement fails (an event id taken further down a stream) fails only the append that caused it', async () => {
    const [taken, fine] = [`gc-taken-${randomUUID()}`, `gc-fine-${randomUUID()}`];
    const reused = event(1);
    await store.appendToStream(taken, [event(0), reused], { expected: 'no_stream' });
    const [bad, good] = await Promise.allSettled([
      store.appendToStream(taken, [event(2), reused], { expected: 'any' }),
      store.appendToStream(fine, [event(5)], { expected: 'no_stream' }),
    ]);
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason).not.toBeInstanceOf(WrongExpectedVersionError);
    expect(good.status).toBe('fulfilled');
    expect((await stored(fine)).map((r) => r.n)).toEqual([5]);
    expect((await stored(taken)).map((r) => r.n)).toEqual([0, 1]);
  });

  it('refuses an exact expected version that its stream has not reached, or on no stream, and writes the rest of the group together', async () => {
    const [behind, missing, fine] = [`gc-behind-${randomUUID()}`, `gc-missing-${randomUUID()}`, `gc-fine-${randomUUID()}`];
    await seed(behind, 2); // at revision 1
    const [tooFar, noStream, ok, alsoOk] = await Promise.allSettled([
      store.appendToStream(behind, [event(9)], { expected: 5 }),
      store.appendToStream(missing, [event(9)], { expected: 0 }),
      store.appendToStream(fine, [event(1), event(2)], { expected: 'no_stream' }),
      store.appendToStream(`${fine}-2`, [event(3)], { expected: 'no_stream' }),
    ]);
    const refusal = (outcome: PromiseSettledResult<AppendResult>) => {
      const error = (outcome as PromiseRejectedResult).reason as WrongExpectedVersionError;
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      return { stream: error.stream, expected: error.expected, actual: error.actual };
    };
    expect(refusal(tooFar)).toEqual({ stream: behind, expected: 5, actual: 1 });
    expect(refusal(noStream)).toEqual({ stream: missing, expected: 0, actual: 'no_stream' });
    const [written, beside] = [ok, alsoOk].map((o) => (o as PromiseFulfilledResult<AppendResult>).value);
    expect(written!.nextExpectedVersion).toBe(1);
    expect(txOf(written!)).toBe(txOf(beside!));
    expect((await stored(fine)).map((r) => r.n)).toEqual([1, 2]);
    expect((await stored(behind)).map((r) => r.n)).toEqual([0, 1]);
    expect(await stored(missing)).toEqual([]);
  });

  /** Runs `work` in a transaction on a connection of its own, and commits it once `before` holds. */
  async function inOpenTransaction(work: (client: DbClient) => Promise<unknown>, before: () => Promise<unknown>): Promise<void> {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await before();
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  const someoneWaitsForARow = async () =>
    (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'transactionid' AND NOT granted`))
      .rows[0]!.n > 0;

  it('an append at a known position that another writer takes first (committing after it looked) is refused, not failed', async () => {
    const stream = `gc-race-${randomUUID()}`;
    await seed(stream, 1); // at revision 0
    const beside = `gc-beside-${randomUUID()}`;
    let append: Promise<AppendResult> | undefined;
    let besideAppend: Promise<AppendResult> | undefined;
    await inOpenTransaction(
      // A writer under the stream lock writes revision 1 and has not committed yet.
      (client) =>
        client.query(
          `SELECT * FROM es_append($1, 'exact', 0, ARRAY[$2]::uuid[], ARRAY['ThingHappened'], ARRAY[1], ARRAY['{"n": 100}']::jsonb[], ARRAY['{}']::jsonb[])`,
          [stream, randomUUID()],
        ),
      async () => {
        // Ours, in a group with another stream's, does not see it, passes its checks and waits on the taken position.
        append = store.appendToStream(stream, [event(200)], { expected: 0 });
        besideAppend = store.appendToStream(beside, [event(300)], { expected: 'no_stream' });
        append.catch(() => undefined);
        await until(someoneWaitsForARow);
      },
    );
    const error = await append!.then(
      () => undefined,
      (err: unknown) => err as WrongExpectedVersionError,
    );
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error!.actual).toBe(1);
    expect((await stored(stream)).map((r) => r.n)).toEqual([0, 100]);
    // The group's statement failed on the key; the other append went again alone.
    expect((await besideAppend!).nextExpectedVersion).toBe(0);
    expect((await stored(beside)).map((r) => r.n)).toEqual([300]);
  });

  it('an append under the stream lock that meets a position taken after its lookup is tried again', async () => {
    const stream = `gc-locked-${randomUUID()}`;
    await seed(stream, 1); // at revision 0
    let append: Promise<AppendResult> | undefined;
    await inOpenTransaction(
      // A writer without the lock (es_append_at) writes revision 1 and has not committed yet.
      (client) =>
        client.query(`SELECT * FROM es_append_at($1::jsonb)`, [
          JSON.stringify([{ s: stream, a: 0, p: 1, id: randomUUID(), t: 'ThingHappened', v: 1, d: { n: 100 }, m: {} }]),
        ]),
      async () => {
        // 'any' goes under the lock: it reads revision 0, then waits on position 1.
        append = store.appendToStream(stream, [event(200)], { expected: 'any' });
        append.catch(() => undefined);
        await until(someoneWaitsForARow);
      },
    );
    expect((await append!).nextExpectedVersion).toBe(2);
    expect((await stored(stream)).map((r) => r.n)).toEqual([0, 100, 200]);
  });
});
