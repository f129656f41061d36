import type { RecordedEvent } from '../port';

/** A row of es_events as the readers select it (STORED_EVENT_COLUMNS): the event as stored. */
export interface StoredEventRow {
  global_position: number;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** The columns of a StoredEventRow, for a SELECT from es_events. */
export const STORED_EVENT_COLUMNS = 'global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata';

/**
 * The event a stored row holds, as stored: still sealed and at its stored schema version (open and
 * upcast it to read today's contract). The caller says when it was recorded and where it stands in
 * the global order, each reader in its own way.
 */
export function storedEvent(row: Omit<StoredEventRow, 'global_position'>, recordedAt: string, checkpoint: string): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt,
    checkpoint,
  };
}
