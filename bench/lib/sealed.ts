/**
 * The personal-data side of the event store benchmark (AVG, issue 14): the same events with a
 * person's name, appended and rebuilt through the store as it was (no protection) and through the
 * store that seals names with the employee's data key, in one run, so the ratio says what sealing costs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DataKeyStore } from '../../backend/eventstore/personal-data/data-key-store';
import { PersonalDataProtection } from '../../backend/eventstore/personal-data/protection';
import type { EventStore, ExpectedVersion, NewEvent, RecordedEvent } from '../../backend/eventstore/port';
import type { DbClient, Pool } from '../../backend/platform/db';
import type { Projection } from '../../backend/projections/projection';
import { throttledLog } from './measure';
import { timedRebuild } from './timed-rebuild';

/** The run's master key. */
export const benchMasterKey = () => randomBytes(32);

/** Protection with its own, empty key cache (a fresh process): the keys table may already hold keys. */
export const benchProtection = async (pool: Pool, master: Buffer) => new PersonalDataProtection(await DataKeyStore.open(pool, master));

/** The metadata the app stamps on an event: its HR account as actor and tenant, one command. */
export const eventMetadata = (owner: string, commandId: string = randomUUID()) => ({
  actor: owner,
  tenant: owner,
  commandId,
  correlationId: commandId,
  causationId: commandId,
});

/** An employee renamed: one name (a person's) beside plain fields, as the product writes it. */
const renamed = (i: number) => ({
  type: 'EmployeeRenamed',
  schemaVersion: 2,
  data: { name: `Medewerker ${i} van Dijk`, at: '2026-11-22T10:00:00.000Z' },
});

/** One single-event append per call, each writer on its own employee streams (the subject follows from the stream). */
export function piiAppender(store: EventStore, base: number, writers: number, streamsPerWriter = 50) {
  const versions = new Map<string, ExpectedVersion>();
  const next = Array.from({ length: writers }, () => 0);
  let n = 0;
  return async (writer: number) => {
    const stream = `employee-${1 + base + writer * streamsPerWriter + (next[writer]++ % streamsPerWriter)}`;
    const commandId = randomUUID();
    const result = await store.appendToStream(stream, [{ id: randomUUID(), ...renamed(n++), metadata: eventMetadata('7', commandId) }], {
      expected: versions.get(stream) ?? 'no_stream',
    });
    versions.set(stream, result.nextExpectedVersion);
  };
}

/** One stream's events, stored from `position` on (0 when not given: a new stream). */
export interface StoredAppend {
  stream: string;
  events: NewEvent[];
  position?: number;
}

/**
 * Writes `appends` into es_events, sealed when `protection` is given (exactly as appendToStream
 * would store them), in chunks of one multi-row INSERT each, with progress.
 */
export async function insertAppends(
  pool: Pool,
  appends: readonly StoredAppend[],
  protection: PersonalDataProtection | null,
  label: string,
) {
  const log = throttledLog();
  const total = appends.reduce((n, a) => n + a.events.length, 0);
  const chunk = 2_000;
  let written = 0;
  for (let from = 0; from < appends.length; from += chunk) {
    const part = appends.slice(from, from + chunk);
    const sealed = protection ? await protection.seal(part.map((a) => ({ ...a, expected: 'any' as const }))) : part;
    const rows = sealed.flatMap((a, k) =>
      a.events.map((event, i) => ({ stream: a.stream, position: (part[k]!.position ?? 0) + i, event })),
    );
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])`,
      [
        rows.map((r) => r.stream),
        rows.map((r) => r.position),
        rows.map((r) => r.event.id),
        rows.map((r) => r.event.type),
        rows.map((r) => r.event.schemaVersion ?? 1),
        rows.map((r) => JSON.stringify(r.event.data)),
        rows.map((r) => JSON.stringify(r.event.metadata ?? {})),
      ],
    );
    written += rows.length;
    log(() => `  seeding ${label} ${protection ? 'sealed' : 'plain'}: ${written} / ${total} events`, written === total);
  }
  await pool.query('VACUUM ANALYZE es_events');
}

/** `total` rename events taking turns over `streams` employee streams, one event per append. */
export const piiRenames = (total: number, streams: number): StoredAppend[] =>
  Array.from({ length: total }, (_, g) => ({
    stream: `employee-${(g % streams) + 1}`,
    position: Math.floor(g / streams),
    events: [{ id: randomUUID(), ...renamed(g), metadata: eventMetadata('7', 'seed') }],
  }));

/** A read model that needs the names: per employee the last name and how many renames (the names must be readable to count). */
export function namesProjection(): Projection {
  return {
    name: 'bench_names',
    version: 1,
    setupSql: `CREATE TABLE bench_names (stream_id text PRIMARY KEY, naam text NOT NULL, renames integer NOT NULL);`,
    async apply(tx: DbClient, events: readonly RecordedEvent[]) {
      const last = new Map<string, { naam: string; n: number }>();
      for (const event of events) {
        if (event.type !== 'EmployeeRenamed') continue;
        const row = last.get(event.streamId) ?? { naam: '', n: 0 };
        row.naam = String(event.data.name);
        row.n++;
        last.set(event.streamId, row);
      }
      if (!last.size) return;
      await tx.query(
        `INSERT INTO bench_names AS b (stream_id, naam, renames) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
         ON CONFLICT (stream_id) DO UPDATE SET naam = excluded.naam, renames = b.renames + excluded.renames`,
        [[...last.keys()], [...last.values()].map((r) => r.naam), [...last.values()].map((r) => r.n)],
      );
    },
  };
}

/** Rebuilds the names read model and checks that every name came out readable. */
export async function measurePiiRebuild(pool: Pool, store: EventStore) {
  const { value, ms } = await timedRebuild(pool, store, [namesProjection()]);
  const { rows } = await pool.query<{ unreadable: number }>(
    `SELECT count(*)::int AS unreadable FROM read.bench_names WHERE naam NOT LIKE 'Medewerker %'`,
  );
  if (rows[0]!.unreadable > 0) throw new Error(`${rows[0]!.unreadable} names did not read back`);
  return { events: value.events, ms, eps: value.events / (ms / 1000) };
}
