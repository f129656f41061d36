import type { RecordedEvent } from '../../backend/eventstore/port';
import type { DbClient, Pool } from '../../backend/platform/db';
import { checkpointsTableSql, type Projection } from '../../backend/projections/projection';
import { ledgerProjection } from './sample-projection';

/**
 * Switches for the ledger below, flipped by a test while the runner works.
 * - `database`: 'down' makes every batch hit a statement timeout (SQLSTATE 57014), a
 *   transient error: the runner must retry, never park.
 * - `amounts`: the ledger's code as shipped ('strict': an amount like "7 euro" becomes NaN and
 *   PostgreSQL refuses it, 22P02, a poison event) or after the fix ('lenient': parseInt).
 */
export interface LedgerFaults {
  database: 'up' | 'down';
  amounts: 'strict' | 'lenient';
}

export function faultyLedger(faults: LedgerFaults, name = 'sample_ledger'): Projection {
  const ledger = ledgerProjection({ name });
  const lenient = (event: RecordedEvent): RecordedEvent => ({
    ...event,
    data: { ...event.data, amount: Number.parseInt(String(event.data.amount ?? 0), 10) },
  });
  return {
    ...ledger,
    async apply(tx: DbClient, events: readonly RecordedEvent[]) {
      if (faults.database === 'down') {
        await tx.query(`SET LOCAL statement_timeout = '10ms'`);
        await tx.query('SELECT pg_sleep(1)');
      }
      await ledger.apply(tx, faults.amounts === 'lenient' ? events.map(lenient) : events);
    },
  };
}

/** A second read model that accepts any event: counts per type. */
export function eventCounter(): Projection {
  return {
    name: 'event_counter',
    version: 1,
    setupSql: `CREATE TABLE event_counts (event_type text PRIMARY KEY, n integer NOT NULL);`,
    async apply(tx, events) {
      const counts = new Map<string, number>();
      for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
      await tx.query(
        `INSERT INTO event_counts AS c (event_type, n) SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (event_type) DO UPDATE SET n = c.n + excluded.n`,
        [[...counts.keys()], [...counts.values()]],
      );
    },
  };
}

export async function readEventCounts(db: Pool, schema = 'read'): Promise<Record<string, number>> {
  const { rows } = await db.query<{ event_type: string; n: number }>(`SELECT event_type, n FROM ${schema}.event_counts`);
  return Object.fromEntries(rows.map((r) => [r.event_type, r.n]));
}

/** A schema of its own with a checkpoint row, for a runner outside the read models (as the mail reactor's). */
export async function setUpOwnSchema(db: Pool, schema: string, projection: Projection): Promise<void> {
  await db.query(
    `CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public; ${checkpointsTableSql} ${projection.setupSql}
     INSERT INTO projection_checkpoints (name, version) VALUES ('${projection.name}', ${projection.version}); RESET search_path;`,
  );
}
