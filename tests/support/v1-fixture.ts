import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eventStoreSchemaSql } from '../../backend/eventstore/postgres/schema';
import type { StoredEventRow } from '../../backend/eventstore/postgres/stored-row';
import { withTransaction, type Pool } from '../../backend/platform/db';

/** Written by make-v1-fixture.ts from the code before the event renames (commit b0c956e). */
const dir = fileURLToPath(new URL('../fixtures/events-v1/', import.meta.url));

/** A whole row of es_events: the event as stored, with when and in which transaction it was recorded. */
export interface StoredRow extends StoredEventRow {
  recorded_at: string;
  transaction_id: string;
}

export interface V1Answers {
  users: { main: number; other: number };
  /** The id sequences as they stood: new aggregates must not reuse an id. */
  sequences: { kind: string; last_value: number }[];
  /** What GET <url> answered each user, by url. */
  answers: { main: Record<string, unknown>; other: Record<string, unknown> };
}

export async function readV1Rows(): Promise<StoredRow[]> {
  const text = await fs.readFile(`${dir}events.jsonl`, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredRow);
}

export async function readV1Answers(): Promise<V1Answers> {
  return JSON.parse(await fs.readFile(`${dir}answers.json`, 'utf8')) as V1Answers;
}

/**
 * Puts the fixture's rows into an empty database as that version stored them: every column as it
 * was, except the transaction id, which belongs to the cluster that wrote it (the store refuses ids
 * from the future). Each original transaction becomes one transaction here, in the original commit
 * order, so the global read order stays the same.
 */
export async function loadV1Events(pool: Pool): Promise<StoredRow[]> {
  const rows = await readV1Rows();
  await pool.query(eventStoreSchemaSql);
  const transactions = new Map<bigint, StoredRow[]>();
  for (const row of rows) transactions.set(BigInt(row.transaction_id), [...(transactions.get(BigInt(row.transaction_id)) ?? []), row]);
  const commitOrder = [...transactions.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const group of commitOrder.map((tx) => transactions.get(tx)!)) {
    group.sort((a, b) => a.global_position - b.global_position);
    await withTransaction(pool, async (tx) => {
      for (const r of group) {
        await tx.query(
          `INSERT INTO es_events (global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
           OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            r.global_position,
            r.stream_id,
            r.stream_position,
            r.event_id,
            r.event_type,
            r.schema_version,
            r.data,
            r.metadata,
            r.recorded_at,
          ],
        );
      }
    });
  }
  await pool.query(`SELECT setval(pg_get_serial_sequence('es_events', 'global_position'), (SELECT max(global_position) FROM es_events))`);
  for (const { kind, last_value } of (await readV1Answers()).sequences) {
    if (!/^ids_[a-z_]+$/.test(kind)) throw new Error(`unexpected sequence ${kind}`);
    await pool.query(`CREATE SEQUENCE IF NOT EXISTS public.${kind}`);
    await pool.query(`SELECT setval('public.${kind}', $1)`, [last_value]);
  }
  return rows;
}
