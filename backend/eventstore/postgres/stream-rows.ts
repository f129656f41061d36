import type { Pool } from '../../platform/db';
import type { RecordedEvent } from '../port';
import { CHECKPOINT_OF_ROW, RECORDED_AT_ISO, storedEvent } from './stored-row';

/** A stream's event as kept between reads: as stored (sealed, its stored version), its JSON as text. */
interface KeptRow {
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: string;
  metadata: string;
  recorded_at: string;
  checkpoint: string;
}

/** Streams kept at most, and events over all of them: a few MB. */
const MAX_STREAMS = 512;
const MAX_ROWS = 100_000;

const TAIL_SQL = `SELECT stream_id, stream_position, event_id, event_type, schema_version, data::text AS data, metadata::text AS metadata,
       ${RECORDED_AT_ISO}, ${CHECKPOINT_OF_ROW}
  FROM es_events WHERE stream_id = $1 AND stream_position >= $2 ORDER BY stream_position`;

/**
 * The events of recently written streams, as stored, so that a command reads only what its stream got
 * since the last read instead of all of it: a conversation written to all day (a goal slider) would
 * otherwise be read whole for every move. Rows of one stream commit in stream order (its appends wait
 * for each other), so the rows from the kept length on are exactly what is new. What is kept is the
 * stored form, sealed: every read opens it anew, so an erased subject's key is missed exactly as on a
 * read from the table, and nothing decrypted outlives the read.
 */
export class StreamRows {
  private readonly streams = new Map<string, KeptRow[]>();
  private rows = 0;

  constructor(private readonly pool: Pool) {}

  /** The stream's events as stored (to be opened by the caller), read from the table past what is kept. */
  async read(stream: string): Promise<RecordedEvent[]> {
    const known = this.streams.get(stream) ?? [];
    const tail = (await this.pool.query<KeptRow>(TAIL_SQL, [stream, known.length])).rows;
    // A tail that does not start where the kept rows end: read the stream whole.
    const all =
      tail.length === 0 || tail[0]!.stream_position === known.length
        ? known.concat(tail)
        : (await this.pool.query<KeptRow>(TAIL_SQL, [stream, 0])).rows;
    this.keep(stream, all);
    return all.map((row) =>
      storedEvent(
        { ...row, data: JSON.parse(row.data) as never, metadata: JSON.parse(row.metadata) as never },
        row.recorded_at,
        row.checkpoint,
      ),
    );
  }

  private keep(stream: string, rows: KeptRow[]) {
    const before = this.streams.get(stream);
    // A read that ran beside a longer one keeps the longer list.
    if (before && before.length > rows.length) rows = before;
    this.streams.delete(stream);
    this.rows -= before?.length ?? 0;
    this.streams.set(stream, rows);
    this.rows += rows.length;
    // The least recently read go first.
    for (const [name, kept] of this.streams) {
      if (this.streams.size <= MAX_STREAMS && this.rows <= MAX_ROWS) break;
      if (name === stream && this.streams.size === 1) break;
      this.streams.delete(name);
      this.rows -= kept.length;
    }
  }
}
