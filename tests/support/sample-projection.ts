import type { RecordedEvent } from '../../backend/eventstore/port';
import type { DbClient } from '../../backend/platform/db';
import type { Projection } from '../../backend/projections/projection';

/**
 * A small ledger read model used by the backbone tests and the benchmark: per stream a
 * balance, an event count and the last position. Not idempotent on purpose (it adds), so a
 * batch applied twice or lost would show in the numbers.
 */
export function ledgerProjection(options: { delayMs?: number; name?: string } = {}): Projection {
  return {
    name: options.name ?? 'sample_ledger',
    version: 1,
    setupSql: `CREATE TABLE ledger_balances (
      stream_id text PRIMARY KEY,
      balance bigint NOT NULL,
      event_count integer NOT NULL,
      last_position bigint NOT NULL
    );`,
    async apply(tx: DbClient, events: readonly RecordedEvent[]) {
      const perStream = new Map<string, { delta: number; count: number; last: number }>();
      for (const event of events) {
        if (event.type !== 'Deposited' && event.type !== 'Withdrawn') continue;
        const amount = Number(event.data.amount ?? 0) * (event.type === 'Withdrawn' ? -1 : 1);
        const row = perStream.get(event.streamId) ?? { delta: 0, count: 0, last: -1 };
        row.delta += amount;
        row.count += 1;
        row.last = Math.max(row.last, event.streamPosition);
        perStream.set(event.streamId, row);
      }
      if (perStream.size === 0) return;
      const ids = [...perStream.keys()];
      const rows = [...perStream.values()];
      await tx.query(
        `INSERT INTO ledger_balances AS b (stream_id, balance, event_count, last_position)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::bigint[])
         ON CONFLICT (stream_id) DO UPDATE SET
           balance = b.balance + excluded.balance,
           event_count = b.event_count + excluded.event_count,
           last_position = greatest(b.last_position, excluded.last_position)`,
        [ids, rows.map((r) => r.delta), rows.map((r) => r.count), rows.map((r) => r.last)],
      );
      // After its writes, inside the batch's open transaction: a kill now finds uncommitted rows to lose.
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    },
  };
}
