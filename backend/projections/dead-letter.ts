import type { RecordedEvent } from '../eventstore/port';
import type { Queryable } from '../platform/db';
import { storedEvent } from '../eventstore/postgres/stored-row';
import { redactPersonal } from '../platform/redact';

/**
 * Events a projection could not apply. The table sits beside `projection_checkpoints`, in the
 * same schema, because the two together say what a read model holds: "the checkpoint passed
 * these events, but they are missing". So it lives and dies with that read model:
 * - It survives restarts and runner take-overs, and is written in the batch transaction that
 *   moves the checkpoint: an event is never both skipped and unrecorded.
 * - A rebuild fills a fresh schema with its own, empty table and swaps both in together.
 *   Every event is replayed there: one that still fails is parked again, one that now works
 *   is applied. A table outside the read schema would keep rows for events the rebuilt
 *   read model already holds, and a retry would then apply them twice.
 * - The mail reactor keeps its checkpoint in the `reactors` schema, which is never rebuilt
 *   (no mail may go twice), so its dead letters stay until retried.
 * Data and metadata are stored as JSON text, not jsonb: jsonb refuses "\u0000", which other
 * stores (EventStoreDB) accept, and the one event that trips on it must still be parked. An event parked
 * by a rebuild has its metadata without the trace ids (REPLAY_READ); the store has them by its event id.
 */
export const deadLetterTableSql = `
CREATE TABLE IF NOT EXISTS projection_dead_letters (
  id bigserial PRIMARY KEY,
  projection text NOT NULL,
  event_id text NOT NULL,
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  checkpoint text NOT NULL,
  event_type text NOT NULL,
  schema_version integer NOT NULL,
  data text NOT NULL,
  metadata text NOT NULL,
  recorded_at timestamptz NOT NULL,
  error text NOT NULL,
  error_code text,
  parked_at timestamptz NOT NULL DEFAULT now(),
  retries integer NOT NULL DEFAULT 0,
  retried_at timestamptz,
  UNIQUE (projection, stream_id, event_id)
);`;

export interface ParkedEvent {
  projection: string;
  event: RecordedEvent;
  error: string;
  errorCode: string | null;
}

/** PostgreSQL text cannot hold NUL; nothing else is changed. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const storable = (text: string) => text.replace(/\u0000/g, '\\u0000');

export function errorText(err: unknown): { error: string; errorCode: string | null } {
  const e = err as { message?: unknown; code?: unknown; name?: unknown } | null;
  const message = e && typeof e.message === 'string' ? e.message : String(err);
  const code = e && typeof e.code === 'string' ? e.code : null;
  // The row stays until retried, past any erasure of the person the error quotes.
  return { error: storable(redactPersonal(message)).slice(0, 2000), errorCode: code };
}

/** Records the event in the caller's transaction (search_path set to the projection's schema). */
export async function parkEvent(tx: Queryable, projection: string, event: RecordedEvent, err: unknown): Promise<ParkedEvent> {
  const { error, errorCode } = errorText(err);
  await tx.query(
    `INSERT INTO projection_dead_letters
       (projection, event_id, stream_id, stream_position, checkpoint, event_type, schema_version, data, metadata, recorded_at, error, error_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (projection, stream_id, event_id) DO UPDATE SET error = excluded.error, error_code = excluded.error_code, parked_at = now()`,
    [
      projection,
      storable(event.id),
      storable(event.streamId),
      event.streamPosition,
      event.checkpoint,
      storable(event.type),
      event.schemaVersion,
      storable(JSON.stringify(event.data)),
      storable(JSON.stringify(event.metadata)),
      event.recordedAt,
      error,
      errorCode,
    ],
  );
  return { projection, event, error, errorCode };
}

/** The one log line per parked event. */
export function parkedLine({ projection, event, error }: ParkedEvent): string {
  return `[projection ${projection}] event geparkeerd: stream ${event.streamId} positie ${event.streamPosition} type ${event.type}: ${error}`;
}

export interface DeadLetterRow {
  id: number;
  projection: string;
  event_id: string;
  stream_id: string;
  stream_position: number;
  checkpoint: string;
  event_type: string;
  schema_version: number;
  data: string;
  metadata: string;
  recorded_at: Date;
  error: string;
}

/** The event as the projection saw it when it was parked. */
export function eventOf(row: DeadLetterRow): RecordedEvent {
  const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;
  return storedEvent({ ...row, data: parse(row.data), metadata: parse(row.metadata) }, row.recorded_at.toISOString(), row.checkpoint);
}

export interface ParkedSummary {
  count: number;
  lastParkedAt: Date;
}

/** Parked events per projection in `schema` (none when the table does not exist yet). */
export async function summariseParked(db: Queryable, schema: string): Promise<Map<string, ParkedSummary>> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [
    `${schema}.projection_dead_letters`,
  ]);
  if (!exists[0]?.ok) return new Map();
  const { rows } = await db.query<{ projection: string; n: number; last: Date }>(
    `SELECT projection, count(*)::int AS n, max(parked_at) AS last FROM ${schema}.projection_dead_letters GROUP BY projection`,
  );
  return new Map(rows.map((r) => [r.projection, { count: r.n, lastParkedAt: r.last }]));
}
