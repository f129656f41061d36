import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { loadV1Events, type StoredRow } from '../../../tests/support/v1-fixture';
import { personalData } from '../../../events/personal-data';
import { eventUpcasters } from '../event-upcasters';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import type { RecordedEvent } from '../port';
import { DataKeyStore } from './data-key-store';
import { sealStoredPersonalData } from './migrate';
import { PersonalDataProtection } from './protection';

/**
 * The upgrade path of issue 14 on a database written by the code before it (tests/fixtures/events-v1,
 * version-1 shapes, every personal field plain): the one-time migration seals every personal field,
 * resumes where a stop left it, and the store reads exactly what it read before.
 */
let db: TestDatabase;
let stored: StoredRow[];
let protection: PersonalDataProtection;

beforeAll(async () => {
  db = await createTestDatabase(4);
  stored = await loadV1Events(db.pool);
  protection = new PersonalDataProtection(await DataKeyStore.open(db.pool, randomBytes(32)));
});
afterAll(async () => {
  await db?.drop();
});

const lifted = (row: StoredRow): RecordedEvent =>
  eventUpcasters.upcast({
    id: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: structuredClone(row.data),
    metadata: row.metadata,
    recordedAt: '',
    checkpoint: '',
  });

/** Every name, address and text of a subject in the fixture, as today's contract names the fields. */
function personalValues(): string[] {
  const values = new Set<string>();
  const plain = new Set<string>();
  const collect = (into: Set<string>) => (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= 6) into.add(JSON.stringify(value).slice(1, -1));
    else if (Array.isArray(value)) value.forEach(collect(into));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect(into));
  };
  for (const event of stored.map(lifted)) {
    const parts = personalData[event.type] ?? [];
    const personal = new Set(parts.filter((p) => !p.inEach).flatMap((p) => Object.keys(p.fields)));
    for (const [field, value] of Object.entries(event.data))
      if (!personal.has(field) && !parts.some((p) => p.inEach === field)) collect(plain)(value);
    for (const part of parts) {
      const targets = part.inEach ? ((event.data[part.inEach] as Record<string, unknown>[]) ?? []) : [event.data];
      for (const target of targets) for (const field of Object.keys(part.fields)) collect(values)(target[field]);
    }
  }
  // Company names are the client's business data and stay plain in company events; the activity card copies them.
  return [...values].filter((v) => !plain.has(v));
}

const rawText = async () => (await db.pool.query<{ t: string }>(`SELECT string_agg(data::text, ' ') AS t FROM es_events`)).rows[0]!.t;

describe('sealing the personal data of a store written before issue 14', () => {
  it('holds plain personal data before the upgrade (the fixture is really the old data)', async () => {
    const values = personalValues();
    expect(values).toEqual(expect.arrayContaining(['hanna.devries@example.nl', 'Hanna de Vries']));
    const text = await rawText();
    expect(values.filter((v) => text.includes(v)).length).toBe(values.length);
  });

  it('resumes after a stop halfway, seals every personal field, and the store reads what it read before', async () => {
    let chunks = 0;
    const stop = new Error('stopped halfway');
    await expect(
      sealStoredPersonalData(
        db.pool,
        protection,
        eventUpcasters,
        () => {
          if (++chunks === 2) throw stop;
        },
        20,
      ),
    ).rejects.toBe(stop);
    const mark = (await db.pool.query(`SELECT last_position FROM data_keys.sealing_progress`)).rows[0]!.last_position;
    expect(mark).toBeGreaterThanOrEqual(40);
    const halfway = await rawText();
    const values = personalValues();
    expect(values.some((v) => halfway.includes(v))).toBe(true);

    const progress: number[] = [];
    const { rewritten } = await sealStoredPersonalData(db.pool, protection, eventUpcasters, ({ done }) => progress.push(done), 20);
    expect(rewritten).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    const text = await rawText();
    expect(values.filter((v) => text.includes(v))).toEqual([]);

    const store = await PostgresEventStore.open(db.pool, db.url, eventUpcasters, protection);
    try {
      for (const stream of new Set(stored.map((r) => r.stream_id))) {
        const before = stored
          .filter((r) => r.stream_id === stream)
          .sort((a, b) => a.stream_position - b.stream_position)
          .map(lifted);
        const after = await store.readStream(stream);
        expect(after.map((e) => [e.type, e.schemaVersion, e.data])).toEqual(before.map((e) => [e.type, e.schemaVersion, e.data]));
      }
    } finally {
      await store.close();
    }
    // A second start finds nothing left to do.
    expect((await sealStoredPersonalData(db.pool, protection, eventUpcasters)).rewritten).toBe(0);
  });

  it('leaves a row alone that sealing would not change, so a start does not rewrite (and VACUUM FULL) the table for it', async () => {
    // A contact mail's outcome names no subject of ours: its address stays plain when written, and the
    // start-up pass that reads it must not count it as rewritten (that would vacuum es_events at every start).
    const store = await PostgresEventStore.open(db.pool, db.url, eventUpcasters, protection);
    try {
      await store.appendToStream(
        'mail-contact',
        [{ id: randomUUID(), type: 'MailSent', data: { mailId: randomUUID(), to: 'bezoeker@example.nl' } }],
        {
          expected: 'any',
        },
      );
    } finally {
      await store.close();
    }
    expect(await rawText()).toContain('bezoeker@example.nl');
    expect((await sealStoredPersonalData(db.pool, protection, eventUpcasters)).rewritten).toBe(0);
  });
});
