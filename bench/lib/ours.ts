/** Our side of the benchmark: the EventStore port (PostgreSQL adapter), rebuild and live projections. */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventStore, ExpectedVersion } from '../../backend/eventstore/port';
import { appendOne } from '../../backend/eventstore/postgres/append-sql';
import type { Pool } from '../../backend/platform/db';
import { ProjectionEngine } from '../../backend/projections/engine';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { percentile, sleep, throttledLog } from './measure';
import { timedRebuild } from './timed-rebuild';
import { cyclingAppender, expectedTotalsSql, sampleEvent, seedInChunks, seedSql } from './workload';

/** One single-event append per call, each writer on its own streams, expected version tracked. */
export function ourAppender(store: EventStore, prefix: string, writers: number, streamsPerWriter = 50) {
  return cyclingAppender<ExpectedVersion>(prefix, writers, streamsPerWriter, 'no_stream', async (stream, version, n) => {
    const result = await store.appendToStream(stream, [{ id: randomUUID(), ...sampleEvent(n) }], { expected: version });
    return result.nextExpectedVersion;
  });
}

/**
 * One single-event append per call straight through es_append (appendOne), as appends went before group
 * commit: the baseline for a lone writer, who must not pay for the queue.
 */
export function directAppender(pool: Pool, prefix: string, streamsPerWriter = 50) {
  return cyclingAppender<ExpectedVersion>(prefix, 1, streamsPerWriter, 'no_stream', async (stream, version, n) => {
    const result = await appendOne(pool, { stream, events: [{ id: randomUUID(), ...sampleEvent(n) }], expected: version });
    return result.nextExpectedVersion;
  });
}

/**
 * Fills es_events with `total` valid rows straight in SQL (unique stream positions, uuid event
 * ids), in chunks so each chunk is its own transaction (distinct transaction ids, as in real life)
 * and progress can be shown. VACUUM ANALYZE afterwards: a long-lived table is vacuumed, and the
 * first reader should not pay for setting hint bits on freshly loaded rows.
 */
export async function seedOurEvents(pool: Pool, total: number, streams: number, chunk = 50_000) {
  await seedInChunks('ours', total, chunk, (from, to) =>
    pool.query(
      `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
       SELECT ${seedSql.stream(streams)}, g / ${streams}, gen_random_uuid(), ${seedSql.type}, ${seedSql.data}, '{}'::jsonb
         FROM generate_series(${from}::bigint, ${to}::bigint) AS g`,
    ),
  );
  await pool.query('VACUUM ANALYZE es_events');
}

/** Replays everything with the product's rebuild into the sample ledger read model; checks the totals. */
export async function measureOurRebuild(pool: Pool, store: EventStore) {
  const log = throttledLog();
  const { value, ms } = await timedRebuild(pool, store, [ledgerProjection()], {
    onProgress: ({ applied, total }) => log(() => `  rebuild ours: ${applied} / ${total ?? '?'} events`),
  });
  await assertLedgerMatches(pool, 'read.ledger_balances', expectedTotalsSql('es_events', 'event_type', 'data'));
  return { events: value.events, ms, eps: value.events / (ms / 1000) };
}

/**
 * End-to-end lag under a steady open-loop load of `rate` appends/s with a running
 * ProjectionEngine: from the moment appendToStream resolved (the event is committed) to the moment
 * the ledger runner committed the batch containing it, observed through engine.waitFor(checkpoint)
 * (resolved by the runner right after its COMMIT). Open loop: appends start on schedule whether or
 * not earlier ones finished, so a slow phase cannot hide by slowing the load down.
 * `warmupSeconds`: the same load first, its samples apart (`warmup`): the first appends open the
 * pool's connections and prepare the statements, tens of milliseconds each, and in a few seconds'
 * samples those alone made the p99. The warm-up's own figures are returned too.
 */
export async function measureOurLag(
  pool: Pool,
  store: EventStore,
  options: { rate: number; seconds: number; warmupSeconds?: number; streams?: number },
) {
  const engine = new ProjectionEngine(pool, store, [ledgerProjection()]);
  await engine.start();
  const idleStreams = Array.from({ length: options.streams ?? 1000 }, (_, i) => `lag-${i}`);
  const versions = new Map<string, number>();
  const lags: number[] = [];
  const warmupLags: number[] = [];
  const appendMs: number[] = [];
  const warmupMs = (options.warmupSeconds ?? 0) * 1000;
  let timeouts = 0;
  let skipped = 0;
  let issued = 0;
  const inFlight = new Set<Promise<void>>();

  const appendAndWait = async (stream: string, n: number, warmingUp: boolean) => {
    const started = performance.now();
    const result = await store.appendToStream(stream, [{ id: randomUUID(), ...sampleEvent(n) }], {
      expected: versions.get(stream) ?? 'no_stream',
    });
    const committed = performance.now();
    if (!warmingUp) appendMs.push(committed - started);
    versions.set(stream, result.nextExpectedVersion);
    idleStreams.push(stream); // the stream may take its next append now
    if (await engine.waitFor(result.checkpoint, 10_000)) (warmingUp ? warmupLags : lags).push(performance.now() - committed);
    else timeouts++;
  };

  try {
    const started = performance.now();
    const durationMs = warmupMs + options.seconds * 1000;
    for (let now = 0; now < durationMs; now = performance.now() - started) {
      const due = Math.floor((now * options.rate) / 1000);
      while (issued < due) {
        const n = issued++;
        const stream = idleStreams.shift();
        if (!stream) {
          skipped++; // every stream still busy: the store cannot keep up with the offered rate
          continue;
        }
        const task: Promise<void> = appendAndWait(stream, n, now < warmupMs).finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
      await sleep(2);
    }
    await Promise.all(inFlight);
  } finally {
    await engine.stop();
  }
  // Cross-check that what waitFor reported is really in the read model.
  await assertLedgerMatches(pool, 'read.ledger_balances', expectedTotalsSql('es_events', 'event_type', 'data'));
  return {
    samples: lags.length,
    timeouts,
    skipped,
    rate: lags.length / options.seconds,
    p50: percentile(lags, 50),
    p95: percentile(lags, 95),
    p99: percentile(lags, 99),
    appendP50: percentile(appendMs, 50),
    appendP95: percentile(appendMs, 95),
    warmup: { samples: warmupLags.length, p99: percentile(warmupLags, 99), max: Math.max(0, ...warmupLags) },
  };
}

/** Throws when the ledger read model does not add up to the events (a lost or doubled batch). */
export async function assertLedgerMatches(db: Pick<Pool, 'query'>, ledgerTable: string, expectedSql: string) {
  const [{ rows: got }, { rows: want }] = await Promise.all([
    db.query<{ events: number; balance: number }>(
      `SELECT coalesce(sum(event_count), 0)::bigint AS events, coalesce(sum(balance), 0)::bigint AS balance FROM ${ledgerTable}`,
    ),
    db.query<{ events: number; balance: number }>(expectedSql),
  ]);
  if (Number(got[0]!.events) !== Number(want[0]!.events) || Number(got[0]!.balance) !== Number(want[0]!.balance)) {
    throw new Error(`${ledgerTable} does not match the events: ${JSON.stringify(got[0])} instead of ${JSON.stringify(want[0])}`);
  }
}
