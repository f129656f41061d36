import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import { useEventStore } from '../../../tests/support/use-event-store';
import { recordStatements } from '../../../tests/support/count-statements';

const { db, store } = useEventStore(4);

/** Rows each read of es_events by stream returned, from now on. */
function streamReadRows(): () => (number | undefined)[] {
  const recording = recordStatements(db.pool);
  onTestFinished(recording.stop);
  return () => recording.statements.filter((s) => /FROM es_events WHERE stream_id = \$1/.test(s.text)).map((s) => s.rowCount);
}

const deposit = (amount: number) => ({ id: randomUUID(), type: 'Deposited', data: { amount } });

it('reads a long stream whole once, then only what was appended since, and gives the same events as a read from the table', async () => {
  const stream = `long-${randomUUID()}`;
  await store.appendToStream(
    stream,
    Array.from({ length: 300 }, (_, i) => deposit(i)),
    { expected: 'no_stream' },
  );
  const counts = streamReadRows();
  expect(await store.readStream(stream)).toHaveLength(300);
  await store.appendToStream(stream, [deposit(300), deposit(301)], { expected: 299 });
  const events = await store.readStream(stream);
  expect(counts()).toEqual([300, 2]);
  // `to` reads from the table, as before: the same events, field for field.
  expect(events).toEqual(await store.readStream(stream, { to: 1_000 }));
  expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 302 }, (_, i) => i));
});

it('hands out events a caller may change without changing the next read', async () => {
  const stream = `mutable-${randomUUID()}`;
  await store.appendToStream(stream, [deposit(5)], { expected: 'no_stream' });
  const [first] = await store.readStream(stream);
  (first!.data as { amount: number }).amount = 999;
  const [again] = await store.readStream(stream);
  expect(again!.data).toEqual({ amount: 5 });
});
