import { randomUUID } from 'node:crypto';
import createSubscriber, { type Subscriber } from 'pg-listen';
import type { Pool } from '../../platform/db';
import {
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../port';
import { noProtection, type EventProtection } from '../personal-data/protection';
import { noUpcasters, type UpcasterRegistry } from '../upcasters';
import { assertAppendable, assertBatchAppendable, EventStoreAdapter } from '../adapter-base';
import { eventColumns, expectation, wrongVersion } from './append-params';
import { againAfterRace, appendGroup, type SingleAppend } from './append-sql';
import { GroupCommitQueue } from './group-commit';
import { eventStoreSchemaSql } from './schema';
import { CHECKPOINT_OF_ROW, RECORDED_AT_ISO, STORED_EVENT_COLUMNS, storedEvent, type StoredEventRow } from './stored-row';
import { StreamRows } from './stream-rows';
import { ensureSubjectIndexes } from './subject-indexes';
import { succeeds } from '../../platform/succeeds';

const CHANNEL = 'es_events';
/** While events beyond the visibility gate exist, readers are woken again this often. */
const GATE_RETRY_MS = 5;
/** Safety net against a lost notification (a crashed writer, a dropped LISTEN connection). */
const POLL_MS = 1000;
/** Other processes hear of new events this much later at most; local listeners at once. */
const NOTIFY_COALESCE_MS = 5;
/** Every store's LISTEN connection is named so (`application_name`, then its instance id): appends notify only when another listens. */
const LISTENER_NAME = 'pop-events-listener:';
/**
 * How long an answer to "does another process listen?" is trusted. A process that starts listening within
 * it misses at most the NOTIFYs of that time; its safety-net poll (POLL_MS) finds those events.
 */
const LISTENERS_CHECK_MS = POLL_MS;
/** Whether a LISTEN connection of another store (`$1` is this store's own name) is open on this database. */
const OTHER_LISTENERS_SQL = `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
  WHERE datname = current_database() AND starts_with(application_name, '${LISTENER_NAME}') AND application_name <> $1) AS others`;

interface EventRow extends StoredEventRow {
  recorded_at: string;
  checkpoint: string;
}

const COLUMNS = `${STORED_EVENT_COLUMNS}, ${RECORDED_AT_ISO}, ${CHECKPOINT_OF_ROW}`;

/** A page of the global order after a checkpoint (`$1`/`$2`), `$3` events at most, behind the visibility gate. */
const readAllSql = (columns: string) => `SELECT ${columns} FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    AND transaction_id < (SELECT es_visibility_gate())
  ORDER BY transaction_id, global_position
  LIMIT $3`;
export const READ_ALL_SQL = readAllSql(COLUMNS);
/**
 * The same page without the metadata's trace ids (ReadAllOptions): PostgreSQL sends 5.6 instead of 32 MB of
 * metadata for the bench's history and Node parses that much less. 10 rebuilds in turns: 0.98 of the wall.
 */
const READ_ALL_WITHOUT_TRACE_IDS_SQL = readAllSql(
  COLUMNS.replace(', metadata,', `, metadata - '{commandId,causationId,correlationId}'::text[] AS metadata,`),
);

/**
 * Whether any committed event follows a checkpoint (`$1`/`$2`), gate or not. Ordered by the index so
 * that it reads one index entry: with only LIMIT 1 PostgreSQL, which cannot estimate a row
 * comparison, planned a scan of the whole table (4 ms at 20,000 events, after every short page).
 */
export const EVENTS_AFTER_SQL = `SELECT 1 FROM es_events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  ORDER BY transaction_id, global_position LIMIT 1`;

function parseCheckpoint(checkpoint: Checkpoint | null): [bigint, bigint] {
  if (!checkpoint) return [0n, 0n];
  const [tx, position] = checkpoint.split('/');
  return [BigInt(tx!), BigInt(position!)];
}

export function comparePostgresCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
  const [atx, apos] = parseCheckpoint(a);
  const [btx, bpos] = parseCheckpoint(b);
  if (atx !== btx) return atx < btx ? -1 : 1;
  return apos === bpos ? 0 : apos < bpos ? -1 : 1;
}

/**
 * PostgreSQL adapter. Readers of the global order only see rows whose transaction id lies
 * below the oldest transaction still running, ordered by (transaction id, position): a row
 * that commits late can never be skipped by a reader that already moved on.
 */
export class PostgresEventStore extends EventStoreAdapter implements EventStore {
  readonly kind = 'postgres' as const;
  readonly atomicBatches = true;
  private subscriber: Subscriber | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private gateTimer: NodeJS.Timeout | undefined;
  private notifyScheduled = false;
  /** Whether another process listened when last looked (LISTENERS_CHECK_MS); until the first look, yes. */
  private othersListening = true;
  private listenersCheckedAt = Number.NEGATIVE_INFINITY;
  /** Names this store's NOTIFYs, so it does not wake its own readers twice. */
  private readonly instanceId = randomUUID();
  /** Recently read streams as stored: a command's read fetches only what is new (stream-rows.ts). */
  private readonly streamRows: StreamRows;
  private readonly groups = new GroupCommitQueue<SingleAppend, AppendResult>(async (appends) => {
    const results = await appendGroup(this.pool, appends);
    if (results.some((r) => !(r instanceof Error))) this.announce();
    return results;
  });

  private constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
    upcasters: UpcasterRegistry,
    protection: EventProtection,
    private readonly pollMs: number,
  ) {
    super(upcasters, protection);
    this.streamRows = new StreamRows(pool);
  }

  /**
   * Creates the schema if needed and refuses a database whose transaction ids lie in the future.
   * `protection` encrypts personal fields on append and decrypts them on read, before the upcasters.
   */
  static async open(
    pool: Pool,
    connectionString: string,
    upcasters: UpcasterRegistry = noUpcasters,
    protection: EventProtection = noProtection,
    /** How often readers are woken without a notification (the safety net); tests that count wake-ups set it long. */
    pollMs = POLL_MS,
  ): Promise<PostgresEventStore> {
    await pool.query(eventStoreSchemaSql);
    await assertTransactionIdsNotInFuture(pool);
    await ensureSubjectIndexes(pool);
    return new PostgresEventStore(pool, connectionString, upcasters, protection, pollMs);
  }

  async appendToStream(stream: string, given: NewEvent[], options: { expected: ExpectedVersion }): Promise<AppendResult> {
    assertAppendable(given);
    const { expected } = options;
    const events =
      this.protection === noProtection ? given : (await this.protection.seal([{ stream, events: given, expected }]))[0]!.events;
    return this.groups.submit({ stream, events, expected });
  }

  async appendToStreams(given: StreamAppend[]): Promise<AppendResult[]> {
    if (given.length === 0) return [];
    assertBatchAppendable(given);
    const appends = this.protection === noProtection ? given : await this.protection.seal(given);
    const expectations = appends.map((a) => expectation(a.expected));
    let rows: { stream_index: number; revision: number; tx: string; last_position: number }[];
    try {
      const params = [
        appends.map((a) => a.stream),
        expectations.map(([kind]) => kind),
        expectations.map(([, revision]) => revision),
        appends.map((a) => a.events.length),
        ...eventColumns(appends.flatMap((a) => a.events)),
      ];
      const result = await againAfterRace(() =>
        this.pool.query(
          `SELECT stream_index, revision, tx, last_position
             FROM es_append_many($1::text[], $2::text[], $3::bigint[], $4::int[], $5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])`,
          params,
        ),
      );
      rows = result.rows;
    } catch (err) {
      const pgErr = err as { code?: string; message?: string };
      if (pgErr.code !== 'ES001') throw err;
      const { actual, index } = wrongVersion(pgErr.message!);
      const refused = appends[index - 1]!;
      throw new WrongExpectedVersionError(refused.stream, refused.expected, actual);
    }
    this.announce();
    const byIndex = new Map(rows.map((row) => [row.stream_index, row]));
    return appends.map((_, i) => {
      const row = byIndex.get(i + 1)!;
      return { nextExpectedVersion: row.revision, checkpoint: `${row.tx}/${row.last_position}` };
    });
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.from === undefined && options.to === undefined && options.asOf === undefined)
      return this.open(await this.streamRows.read(stream));
    const params: unknown[] = [stream];
    let where = 'stream_id = $1';
    if (options.from !== undefined) {
      params.push(options.from);
      where += ` AND stream_position >= $${params.length}`;
    }
    if (options.to !== undefined) {
      params.push(options.to);
      where += ` AND stream_position <= $${params.length}`;
    }
    if (options.asOf !== undefined) {
      params.push(options.asOf);
      // recordedAt leaves PostgreSQL with millisecond precision: asOf an event's own recordedAt includes it.
      where += ` AND recorded_at < $${params.length}::timestamptz + interval '1 millisecond'`;
    }
    const { rows } = await this.pool.query<EventRow>(`SELECT ${COLUMNS} FROM es_events WHERE ${where} ORDER BY stream_position`, params);
    return this.toRecorded(rows);
  }

  async readAll(from: Checkpoint | null, max: number, options?: ReadAllOptions): Promise<ReadAllResult> {
    const page = await this.readAllStored(from, max, options);
    return { events: await this.openStored(page.events), checkpoint: page.checkpoint };
  }

  async readAllStored(from: Checkpoint | null, max: number, options?: ReadAllOptions): Promise<ReadAllResult> {
    const [tx, position] = parseCheckpoint(from);
    const sql = options?.traceIds === false ? READ_ALL_WITHOUT_TRACE_IDS_SQL : READ_ALL_SQL;
    const { rows } = await this.pool.query<EventRow>(sql, [tx.toString(), position.toString(), max]);
    const events = rows.map((r) => storedEvent(r, r.recorded_at, r.checkpoint));
    const checkpoint = events.at(-1)?.checkpoint ?? from;
    // In the background: the reader (a runner about to apply what it got) should not wait a round trip for it.
    if (events.length < max) void this.rewakeWhileGated(checkpoint).catch(() => undefined);
    return { events, checkpoint };
  }

  openStored(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return this.open(events);
  }

  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
    return comparePostgresCheckpoints(a, b);
  }

  /**
   * A session advisory lock on its own connection, keyed apart from es_append's transaction lock
   * (seed 1, not 0), so the append inside `work` never waits for it. PostgreSQL grants waiting
   * sessions in turn: nobody starves.
   */
  async withStreamLock<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let held = false;
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 1))', [stream]);
      held = true;
      return await work();
    } finally {
      const unlocked = held ? succeeds(client.query('SELECT pg_advisory_unlock(hashtextextended($1, 1))', [stream])) : true;
      client.release(!(await unlocked));
    }
  }

  async countEvents(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM es_events');
    return rows[0]!.n;
  }

  async close(): Promise<void> {
    this.stopWaking();
    clearInterval(this.pollTimer);
    clearTimeout(this.gateTimer);
    await this.subscriber?.close().catch(() => undefined);
  }

  /** Rows as events of today's contract: personal fields decrypted first, then lifted by the upcasters. */
  private toRecorded(rows: EventRow[]): Promise<RecordedEvent[]> {
    return this.openStored(rows.map((r) => storedEvent(r, r.recorded_at, r.checkpoint)));
  }

  /**
   * Wakes local listeners at once and other processes through one NOTIFY per few milliseconds, while
   * another process listens. The NOTIFY is sent outside the append's transaction: a notifying commit
   * takes a cluster-wide lock, which would serialise every append.
   */
  private announce() {
    this.wake();
    if (this.notifyScheduled || this.closed) return;
    this.notifyScheduled = true;
    // At most one NOTIFY per few ms: each is a transaction of its own.
    setTimeout(() => void this.notifyOthers().catch(() => undefined), NOTIFY_COALESCE_MS);
  }

  /**
   * A NOTIFY for the other processes, if one listens. One instance alone sends none: a NOTIFY is a
   * transaction of its own (an xid, the gate held until it returns) that nobody would hear.
   */
  private async notifyOthers() {
    this.notifyScheduled = false;
    if (this.closed) return;
    if (performance.now() - this.listenersCheckedAt >= LISTENERS_CHECK_MS) {
      this.listenersCheckedAt = performance.now();
      const { rows } = await this.pool.query<{ others: boolean }>(OTHER_LISTENERS_SQL, [this.listenerName]).catch(() => ({ rows: [] }));
      // Unknown (the look failed): notify, the safe side.
      this.othersListening = rows[0]?.others ?? true;
    }
    if (!this.othersListening || this.closed) return;
    // Its commit holds an xid, and so the visibility gate, until it returns: without waiting for the
    // WAL flush that is microseconds, not a flush (a lost NOTIFY only delays a wake-up; the poll remains).
    await this.pool.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify('${CHANNEL}', $1)`, [
      JSON.stringify(this.instanceId),
    ]);
    this.rewakeNow();
  }

  private get listenerName() {
    return `${LISTENER_NAME}${this.instanceId}`;
  }

  /** Our own NOTIFY was what held readers back: they need not wait out the gate's retry. */
  private rewakeNow() {
    if (!this.gateTimer || this.closed) return;
    clearTimeout(this.gateTimer);
    this.gateTimer = undefined;
    this.wake();
  }

  /** Committed rows held back by an older open transaction: look again shortly. */
  private async rewakeWhileGated(after: Checkpoint | null) {
    if (!this.hasListeners || this.gateTimer || this.closed) return;
    const [tx, position] = parseCheckpoint(after);
    const { rows } = await this.pool.query(EVENTS_AFTER_SQL, [tx.toString(), position.toString()]);
    if (rows.length && !this.gateTimer && !this.closed) {
      this.gateTimer = setTimeout(() => {
        this.gateTimer = undefined;
        this.wake();
      }, GATE_RETRY_MS);
    }
  }

  protected startFeed() {
    if (this.subscriber) return;
    // Named, so that other processes' appends see that this one listens (notifyOthers).
    const subscriber = createSubscriber({ connectionString: this.connectionString, application_name: this.listenerName });
    this.subscriber = subscriber;
    // Our own NOTIFY: this process's listeners were woken at the append already.
    subscriber.notifications.on(CHANNEL, (from: unknown) => from !== this.instanceId && this.wake());
    subscriber.events.on('error', (err) => console.error('[eventstore] LISTEN connection failed:', err.message));
    subscriber
      .connect()
      .then(() => subscriber.listenTo(CHANNEL))
      .catch((err: Error) => console.error('[eventstore] could not LISTEN, polling only:', err.message));
    this.pollTimer = setInterval(this.wake, this.pollMs);
    this.pollTimer.unref();
  }
}

async function assertTransactionIdsNotInFuture(pool: Pool) {
  const { rows } = await pool.query<{ stored: string | null; next: string }>(
    `SELECT (SELECT transaction_id::text FROM es_events ORDER BY transaction_id DESC LIMIT 1) AS stored,
            pg_snapshot_xmax(pg_current_snapshot())::text AS next`,
  );
  const { stored, next } = rows[0]!;
  if (stored !== null && BigInt(stored) >= BigInt(next)) {
    throw new Error(
      `The events table holds transaction id ${stored}, but this PostgreSQL cluster is only at ${next}. ` +
        'The data was probably restored from another cluster; readers would stop seeing new events. ' +
        'Restore with pg_dump/pg_restore into a cluster whose transaction ids are ahead, or renumber es_events.transaction_id.',
    );
  }
}
