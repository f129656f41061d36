import type { HistoryEntry } from '../../../contracts/avg';
import { eventUpcasters } from '../../eventstore/event-upcasters';
import { PersonalDataProtection } from '../../eventstore/personal-data/protection';
import type { EventStore, RecordedEvent } from '../../eventstore/port';
import { openAndUpcast } from '../../eventstore/read-pipeline';
import { RECORDED_AT_ISO, STORED_EVENT_COLUMNS, storedEvent, type StoredEventRow } from '../../eventstore/postgres/stored-row';
import type { DataKeyStore } from '../../eventstore/personal-data/data-key-store';
import type { Pool } from '../../platform/db';

/** What an export leaves out of the events: secrets of the account, not data about the person. */
const HIDDEN_FIELDS = new Set(['passwordHash']);
/** Events read, opened and written out at a time: memory stays flat however long the history. */
export const HISTORY_PAGE = 1_000;

interface Deps {
  store: EventStore;
  pool: Pool;
  dataKeys: DataKeyStore;
}

export interface HistoryScope {
  /** Streams whose every event belongs to the subject (its own stream, its conversations). */
  streams: string[];
  /** PostgreSQL store: also events elsewhere that carry personal fields of these subjects (mails, activity, AI answers). */
  subjects: string[];
  /** PostgreSQL store: also every event written for this account (metadata tenant). */
  tenant?: number;
}

/** The subject's events, oldest first, page by page. */
export type HistoryPages = AsyncIterable<HistoryEntry[]>;

interface Row extends StoredEventRow {
  recorded_at: string;
}

/**
 * Where a subject's events lie, in global order. Each condition has its index (the stream's, the
 * sealed subjects', the tenant's; subject-indexes.ts), so the other tenants' events are never read;
 * `explain` says how PostgreSQL would find them.
 */
export function historyPositionsQuery(scope: HistoryScope): { text: string; values: unknown[] } {
  const values: unknown[] = [scope.streams, scope.subjects];
  const tenant = scope.tenant === undefined ? '' : `OR (metadata->>'tenant') = $${values.push(String(scope.tenant))}`;
  return {
    text: `SELECT global_position FROM es_events
            WHERE stream_id = ANY($1::text[]) OR es_sealed_subjects(data) && $2::text[] ${tenant}
            ORDER BY global_position`,
    values,
  };
}

const entry = (event: RecordedEvent): HistoryEntry => ({
  stream: event.streamId,
  positie: event.streamPosition,
  type: event.type,
  tijdstip: event.recordedAt,
  gegevens: Object.fromEntries(Object.entries(event.data).map(([k, v]) => [k, HIDDEN_FIELDS.has(k) ? '[niet geëxporteerd]' : v])),
});

async function* postgresPages(deps: Deps, positions: number[]): HistoryPages {
  const protection = new PersonalDataProtection(deps.dataKeys);
  for (let from = 0; from < positions.length; from += HISTORY_PAGE) {
    const { rows } = await deps.pool.query<Row>(
      `SELECT ${STORED_EVENT_COLUMNS}, ${RECORDED_AT_ISO} FROM es_events WHERE global_position = ANY($1::bigint[]) ORDER BY global_position`,
      [positions.slice(from, from + HISTORY_PAGE)],
    );
    const stored = rows.map((r) => storedEvent(r, r.recorded_at, String(r.global_position)));
    yield (await openAndUpcast(stored, protection, eventUpcasters)).map(entry);
  }
}

async function* inPages(events: RecordedEvent[]): HistoryPages {
  for (let from = 0; from < events.length; from += HISTORY_PAGE) yield events.slice(from, from + HISTORY_PAGE).map(entry);
}

/**
 * Every event about a subject as today's contract reads it, oldest first, in pages. On PostgreSQL
 * the positions are found first (awaited here, so a failure is still an error answer), then each
 * page is read and goes through the adapter's read pipeline (open, then upcast) only when the
 * one before has been written out. On EventStoreDB the subject's own streams are read through the port, which
 * reads a stream whole; each is found by its name, never by scanning others.
 */
export async function subjectHistory(deps: Deps, scope: HistoryScope): Promise<HistoryPages> {
  if (deps.store.kind === 'postgres') {
    const { rows } = await deps.pool.query<{ global_position: number }>(historyPositionsQuery(scope));
    return postgresPages(
      deps,
      rows.map((r) => r.global_position),
    );
  }
  const events = (await Promise.all(scope.streams.map((stream) => deps.store.readStream(stream)))).flat();
  events.sort((a, b) => deps.store.compareCheckpoints(a.checkpoint, b.checkpoint));
  return inPages(events);
}
