/**
 * The workload every contender gets: ledger events (Deposited/Withdrawn with an amount) and the
 * metadata the product stores with every event (actor, tenant, command/correlation/causation ids).
 */
import { randomUUID } from 'node:crypto';
import { throttledLog } from './measure';

export type LedgerEventType = 'Deposited' | 'Withdrawn';

export interface LedgerEventMetadata {
  [key: string]: string;
  actor: string;
  tenant: string;
  commandId: string;
  correlationId: string;
  causationId: string;
}

export interface SampleEvent {
  type: LedgerEventType;
  data: { amount: number };
  metadata: LedgerEventMetadata;
}

/** The i-th event of a writer: every 7th a withdrawal, amounts 1..13 (same rule as the seed SQL). */
export function sampleEvent(i: number): SampleEvent {
  const commandId = randomUUID();
  return {
    type: i % 7 === 3 ? 'Withdrawn' : 'Deposited',
    data: { amount: (i % 13) + 1 },
    metadata: {
      actor: 'user-42',
      tenant: 'owner-7',
      commandId,
      correlationId: commandId,
      causationId: commandId,
    },
  };
}

/**
 * Round-robins over a writer's own streams and remembers each stream's version, so every
 * append carries the exact expected version (as a command handler that just loaded the stream).
 */
export class StreamCycler<V> {
  private next = 0;
  private readonly versions = new Map<string, V>();

  constructor(
    private readonly prefix: string,
    private readonly streams: number,
    private readonly initial: V,
  ) {}

  /** The next stream and the version it is at now. */
  take(): { stream: string; version: V } {
    const stream = `${this.prefix}-${this.next++ % this.streams}`;
    return { stream, version: this.versions.get(stream) ?? this.initial };
  }

  record(stream: string, version: V) {
    this.versions.set(stream, version);
  }
}

/**
 * The append workload both contenders run: each call appends through `append` to the next of the
 * writer's own `streamsPerWriter` streams at the version it was left at (`noStream` at first), and
 * remembers the version `append` answers. `n` counts the calls, for sampleEvent.
 */
export function cyclingAppender<V>(
  prefix: string,
  writers: number,
  streamsPerWriter: number,
  noStream: V,
  append: (stream: string, version: V, n: number) => Promise<V>,
) {
  const cyclers = Array.from({ length: writers }, (_, w) => new StreamCycler<V>(`${prefix}_w${w}`, streamsPerWriter, noStream));
  let n = 0;
  return async (writer: number) => {
    const cycler = cyclers[writer]!;
    const { stream, version } = cycler.take();
    cycler.record(stream, await append(stream, version, n++));
  };
}

/**
 * Bulk seeding in chunks of series values [from, to] (each insert its own transaction, so the
 * rows get distinct transaction ids, as in real life), logging the progress as `who`.
 */
export async function seedInChunks(who: string, total: number, chunk: number, insert: (from: number, to: number) => Promise<unknown>) {
  const log = throttledLog();
  const started = Date.now();
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk) - 1;
    await insert(from, to);
    log(() => `  seeding ${who}: ${to + 1} / ${total} events (${((Date.now() - started) / 1000).toFixed(1)} s)`, to + 1 === total);
  }
}

/**
 * SQL pieces for bulk seeding with generate_series (`g` is the series value, 0-based):
 * `streams` streams, stream i%streams, position i/streams, so positions are unique and dense per stream.
 */
export const seedSql = {
  stream: (streams: number) => `'ledger-' || (g % ${streams})`,
  type: `CASE WHEN g % 7 = 3 THEN 'Withdrawn' ELSE 'Deposited' END`,
  data: `jsonb_build_object('amount', g % 13 + 1)`,
};

/** What the ledger read model must sum up to, computed from the events (checks a rebuild did its job). */
export const expectedTotalsSql = (table: string, typeColumn: string, dataColumn: string) => `
  SELECT count(*)::bigint AS events,
         coalesce(sum(CASE WHEN ${typeColumn} = 'Withdrawn' THEN -1 ELSE 1 END * (${dataColumn}->>'amount')::bigint), 0)::bigint AS balance
    FROM ${table}`;
