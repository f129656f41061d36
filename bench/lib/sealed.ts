/**
 * The personal-data side of the event store benchmark (AVG, issue 14): the same events with a
 * person's name, appended and rebuilt through the store as it was (no protection) and through the
 * store that seals names with the employee's data key, in one run, so the ratio says what sealing costs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DataKeyStore } from '../../backend/eventstore/personal-data/data-key-store';
import { PersonalDataProtection } from '../../backend/eventstore/personal-data/protection';
import type { EventStore, ExpectedVersion, RecordedEvent } from '../../backend/eventstore/port';
import type { DbClient, Pool } from '../../backend/platform/db';
import type { Projection } from '../../backend/projections/projection';
import { rebuildReadModels } from '../../backend/projections/rebuild';
import { throttledLog, timed } from './measure';

/** The run's master key. */
export const benchMasterKey = () => randomBytes(32);

/** Protection with its own, empty key cache (a fresh process): the keys table may already hold keys. */
export const benchProtection = async (pool: Pool, master: Buffer) => new PersonalDataProtection(await DataKeyStore.open(pool, master));

const metadata = (commandId: string) => ({ actor: '42', tenant: '7', commandId, correlationId: commandId, causationId: commandId });

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
    const result = await store.appendToStream(stream, [{ id: randomUUID(), ...renamed(n++), metadata: metadata(commandId) }], {
      expected: versions.get(stream) ?? 'no_stream',
    });
    versions.set(stream, result.nextExpectedVersion);
  };
}

/**
 * Fills es_events with `total` rename events over `streams` employee streams, sealed when `protection`
 * is given (exactly as an append would store them), in chunks of one multi-row INSERT each.
 */
export async function seedPiiEvents(pool: Pool, total: number, streams: number, protection: PersonalDataProtection | null, chunk = 10_000) {
  const log = throttledLog();
  for (let from = 0; from < total; from += chunk) {
    const count = Math.min(chunk, total - from);
    let appends = Array.from({ length: count }, (_, k) => {
      const g = from + k;
      return {
        stream: `employee-${(g % streams) + 1}`,
        expected: 'any' as const,
        events: [{ id: randomUUID(), ...renamed(g), metadata: metadata('seed') }],
        g,
      };
    });
    if (protection) {
      const sealed = await protection.seal(appends);
      appends = sealed.map((a, k) => ({ ...a, g: appends[k]!.g })) as typeof appends;
    }
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])`,
      [
        appends.map((a) => a.stream),
        appends.map((a) => Math.floor(a.g / streams)),
        appends.map((a) => a.events[0]!.id),
        appends.map((a) => a.events[0]!.type),
        appends.map((a) => a.events[0]!.schemaVersion),
        appends.map((a) => JSON.stringify(a.events[0]!.data)),
        appends.map((a) => JSON.stringify(a.events[0]!.metadata)),
      ],
    );
    log(() => `  seeding ${protection ? 'sealed' : 'plain'}: ${from + count} / ${total} events`, from + count === total);
  }
  await pool.query('VACUUM ANALYZE es_events');
}

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
  const { value, ms } = await timed(() => rebuildReadModels(pool, store, [namesProjection()]));
  const { rows } = await pool.query<{ unreadable: number }>(
    `SELECT count(*)::int AS unreadable FROM read.bench_names WHERE naam NOT LIKE 'Medewerker %'`,
  );
  if (rows[0]!.unreadable > 0) throw new Error(`${rows[0]!.unreadable} names did not read back`);
  return { events: value.events, ms, eps: value.events / (ms / 1000) };
}
