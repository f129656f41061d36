/**
 * The reference contender: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql 0.42),
 * used through its public API the way its documentation shows.
 */
import { sql } from '@event-driven-io/dumbo';
import type { Event, ReadEvent } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  postgreSQLRawSQLProjection,
  type PostgresEventStore,
  type PostgresReadEventMetadata,
  rebuildPostgreSQLProjections,
} from '@event-driven-io/emmett-postgresql';
import type { Pool } from '../../backend/platform/db';
import { performance } from 'node:perf_hooks';
import { ticker } from './measure';
import { assertLedgerMatches } from './ours';
import { cyclingAppender, expectedTotalsSql, type LedgerEventMetadata, sampleEvent, seedInChunks, seedSql } from './workload';

type LedgerEvent =
  Event<'Deposited', { amount: number }, LedgerEventMetadata> | Event<'Withdrawn', { amount: number }, LedgerEventMetadata>;

/** Opens Emmett's store and creates its schema now, so the first timed append does not migrate. */
export async function openEmmettStore(connectionString: string): Promise<PostgresEventStore> {
  const store = getPostgreSQLEventStore(connectionString);
  await store.schema.migrate();
  return store;
}

/** Same workload as ourAppender: single-event appends, own streams per writer, expected version tracked. */
export function emmettAppender(store: PostgresEventStore, prefix: string, writers: number, streamsPerWriter = 50) {
  // Emmett counts stream versions from 1; 0n means "the stream does not exist yet".
  return cyclingAppender(prefix, writers, streamsPerWriter, 0n, async (stream, version, n) => {
    const result = await store.appendToStream<LedgerEvent>(stream, [sampleEvent(n) as LedgerEvent], { expectedStreamVersion: version });
    return result.nextExpectedStreamVersion;
  });
}

/**
 * Bulk-loads Emmett's own tables with the same events as seedOurEvents: emt_messages rows as its
 * append function writes them (stream positions from 1, transaction id, text message id) and the
 * matching emt_streams rows. Its schema must exist (openEmmettStore).
 */
export async function seedEmmettEvents(pool: Pool, total: number, streams: number, chunk = 50_000) {
  await seedInChunks('emmett', total, chunk, (from, to) =>
    pool.query(
      `INSERT INTO emt_messages (stream_id, stream_position, transaction_id, message_kind, message_schema_version,
                                 message_id, message_type, message_data, message_metadata)
       SELECT ${seedSql.stream(streams)}, g / ${streams} + 1, pg_current_xact_id(), 'E', '1',
              gen_random_uuid()::text, ${seedSql.type}, ${seedSql.data}, '{}'::jsonb
         FROM generate_series(${from}::bigint, ${to}::bigint) AS g
        ORDER BY g`,
    ),
  );
  await pool.query(
    `INSERT INTO emt_streams (stream_id, stream_position, stream_type, stream_metadata)
     SELECT stream_id, max(stream_position), 'ledger', '{}'::jsonb FROM emt_messages GROUP BY stream_id`,
  );
  await pool.query('VACUUM ANALYZE emt_messages');
  await pool.query('VACUUM ANALYZE emt_streams');
}

/**
 * The same read model as tests/support/sample-projection.ts (per stream: balance, event count,
 * last position) as an Emmett raw-SQL projection: one upsert per event, which is how Emmett's
 * projector hands events to a projection (one at a time, in a transaction per pulled batch).
 */
const emmettLedgerProjection = postgreSQLRawSQLProjection<LedgerEvent>({
  name: 'sample_ledger',
  canHandle: ['Deposited', 'Withdrawn'],
  init: () =>
    sql(`CREATE TABLE IF NOT EXISTS ledger_balances (
      stream_id text PRIMARY KEY,
      balance bigint NOT NULL,
      event_count integer NOT NULL,
      last_position bigint NOT NULL
    )`),
  evolve: (event) => {
    // Events arrive as read events; the declared parameter type omits the stream metadata.
    const { streamName, streamPosition } = (event as unknown as ReadEvent<LedgerEvent, PostgresReadEventMetadata>).metadata;
    const amount = event.data.amount * (event.type === 'Withdrawn' ? -1 : 1);
    return sql(
      `INSERT INTO ledger_balances AS b (stream_id, balance, event_count, last_position) VALUES (%L, %s, 1, %s)
       ON CONFLICT (stream_id) DO UPDATE SET
         balance = b.balance + excluded.balance,
         event_count = b.event_count + 1,
         last_position = greatest(b.last_position, excluded.last_position)`,
      streamName,
      amount,
      streamPosition.toString(),
    );
  },
});

/**
 * What is measured for Emmett: `rebuildPostgreSQLProjections` (its documented rebuild: a consumer
 * with stopWhen noMessagesLeft that truncates, replays from the beginning and checkpoints in
 * emt_processors), from start() until it stopped because no messages were left. It pulls batches
 * with readMessagesBatch (transaction-id gated, same rule as ours) and handles each batch in one
 * transaction, calling the projection and storing the checkpoint once per event. Tuned like ours:
 * `batchSize` events per pull (its default is 100) and no pause between full batches
 * (pullingFrequencyInMs 0; its default 50 ms would cap it at 2,000 events/s with the default batch).
 *
 * With `budgetMs` (--quick) the rebuild is stopped after that long, once its current batch has
 * committed; the rate is then the events it committed over the time it ran, checked against the
 * events up to its stored checkpoint.
 */
export async function measureEmmettRebuild(connectionString: string, pool: Pool, options: { batchSize: number; budgetMs?: number }) {
  const consumer = rebuildPostgreSQLProjections<LedgerEvent>({
    connectionString,
    projections: [emmettLedgerProjection],
    pulling: { batchSize: options.batchSize, pullingFrequencyInMs: 0 },
  });
  const applied = async () => {
    const { rows } = await pool.query<{ n: number }>('SELECT coalesce(sum(event_count), 0)::bigint AS n FROM ledger_balances');
    return Number(rows[0]!.n);
  };
  const stopTicker = ticker(5000, async () => `  rebuild emmett: ${await applied().catch(() => 0)} events applied`);
  let budgetTimer: NodeJS.Timeout | undefined;
  try {
    const started = performance.now();
    const running = consumer.start();
    if (options.budgetMs) budgetTimer = setTimeout(() => void consumer.stop(), options.budgetMs);
    await running;
    const ms = performance.now() - started;

    const { rows } = await pool.query<{ total: number; checkpoint: number }>(
      `SELECT (SELECT count(*) FROM emt_messages)::bigint AS total,
              (SELECT max(last_processed_checkpoint::bigint) FROM emt_processors)::bigint AS checkpoint`,
    );
    const events = await applied();
    const complete = events === Number(rows[0]!.total);
    const replayed = complete ? 'emt_messages' : `emt_messages WHERE global_position <= ${Number(rows[0]!.checkpoint)}`;
    await assertLedgerMatches(pool, 'ledger_balances', expectedTotalsSql(replayed, 'message_type', 'message_data'));
    return { events, complete, ms, eps: events / (ms / 1000) };
  } finally {
    clearTimeout(budgetTimer);
    stopTicker();
    await consumer.close();
  }
}
