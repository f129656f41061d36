import type { HistoryEntry } from '../../../contracts/avg';
import { eventUpcasters } from '../../eventstore/event-upcasters';
import { PersonalDataProtection } from '../../eventstore/personal-data/protection';
import type { RecordedEvent } from '../../eventstore/port';
import { openAndUpcast } from '../../eventstore/read-pipeline';
import { STORED_EVENT_COLUMNS, storedEvent, type StoredEventRow } from '../../eventstore/postgres/stored-row';
import type { AppDeps } from '../../http/deps';

/** What an export leaves out of the events: secrets of the account, not data about the person. */
const HIDDEN_FIELDS = new Set(['passwordHash']);

export interface HistoryScope {
  /** Streams whose every event belongs to the subject (its own stream, its conversations). */
  streams: string[];
  /** PostgreSQL store: also events elsewhere that carry personal fields of these subjects (mails, activity, AI answers). */
  subjects: string[];
  /** PostgreSQL store: also every event written for this account (metadata tenant). */
  tenant?: number;
}

interface Row extends StoredEventRow {
  recorded_at: Date;
}

/**
 * Every event about a subject as today's contract reads it, oldest first. On PostgreSQL one query
 * finds them (whole streams, sealed groups naming the subject, the tenant's events) and they go
 * through the same read pipeline as the adapter's (open, then upcast); on EventStoreDB the subject's
 * own streams are read through the port.
 */
export async function subjectHistory(deps: Pick<AppDeps, 'store' | 'pool' | 'dataKeys'>, scope: HistoryScope): Promise<HistoryEntry[]> {
  let events: RecordedEvent[];
  if (deps.store.kind === 'postgres') {
    const groups = scope.subjects.map((s) => JSON.stringify({ '~pii': { g: [{ s }] } }));
    const elements = scope.subjects.map((s) => JSON.stringify([{ '~pii': [{ s }] }]));
    const { rows } = await deps.pool.query<Row>(
      `SELECT ${STORED_EVENT_COLUMNS}, recorded_at
         FROM es_events
        WHERE stream_id = ANY($1::text[])
           OR data @> ANY($2::jsonb[])
           OR data->'claims' @> ANY($3::jsonb[]) OR data->'releases' @> ANY($3::jsonb[])
           OR ($4::text IS NOT NULL AND metadata->>'tenant' = $4)
        ORDER BY global_position`,
      [scope.streams, groups, elements, scope.tenant === undefined ? null : String(scope.tenant)],
    );
    const stored = rows.map((r) => storedEvent(r, r.recorded_at.toISOString(), String(r.global_position)));
    events = await openAndUpcast(stored, new PersonalDataProtection(deps.dataKeys), eventUpcasters);
  } else {
    events = (await Promise.all(scope.streams.map((stream) => deps.store.readStream(stream)))).flat();
    events.sort((a, b) => deps.store.compareCheckpoints(a.checkpoint, b.checkpoint));
  }
  return events.map((event) => ({
    stream: event.streamId,
    positie: event.streamPosition,
    type: event.type,
    tijdstip: event.recordedAt,
    gegevens: Object.fromEntries(Object.entries(event.data).map(([k, v]) => [k, HIDDEN_FIELDS.has(k) ? '[niet geëxporteerd]' : v])),
  }));
}
