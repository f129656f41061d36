import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../backend/eventstore/port';
import type { Queryable } from '../../backend/platform/db';

/** Appends `count` ledger events over `streams` streams; returns the balances they must produce. */
export async function appendLedgerEvents(store: EventStore, count: number, streams: number, prefix = 'ledger') {
  const expected = new Map<string, { balance: number; count: number }>();
  const versions = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const stream = `${prefix}-${i % streams}`;
    const withdraw = i % 7 === 3;
    const amount = (i % 13) + 1;
    const version = versions.get(stream);
    const result = await store.appendToStream(
      stream,
      [{ id: randomUUID(), type: withdraw ? 'Withdrawn' : 'Deposited', data: { amount } }],
      { expected: version ?? 'no_stream' },
    );
    versions.set(stream, result.nextExpectedVersion);
    const row = expected.get(stream) ?? { balance: 0, count: 0 };
    row.balance += withdraw ? -amount : amount;
    row.count += 1;
    expected.set(stream, row);
  }
  return expected;
}

export async function readLedger(db: Queryable, schema = 'read') {
  const { rows } = await db.query<{ stream_id: string; balance: number; event_count: number }>(
    `SELECT stream_id, balance, event_count FROM ${schema}.ledger_balances ORDER BY stream_id`,
  );
  return new Map(rows.map((r) => [r.stream_id, { balance: r.balance, count: r.event_count }]));
}
