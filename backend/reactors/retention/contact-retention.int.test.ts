import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataKeySchemaSql } from '../../eventstore/personal-data/data-key-store';
import { migrationSchemaSql } from '../../eventstore/personal-data/migrate';
import { eventStoreSchemaSql } from '../../eventstore/postgres/schema';
import { dumpDatabase } from '../../../tests/support/database-dump';
import { useTestApp } from '../../../tests/support/use-test-app';
import { until } from '../../../tests/support/until';

/**
 * Contact messages (AVG): the sender's name, address and text are sealed under a key of the message's
 * own, also in messages stored before that rule, and a year after a message came in it is erased
 * everywhere: the event reads as placeholders, its mail in the outbox is emptied, nothing is left in
 * the database. The clock is moved through deps.clock, as in retention.int.test.ts.
 */
const marker = () => `zc${randomBytes(5).toString('hex')}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const old = { id: randomUUID(), marker: marker(), at: new Date(Date.now() - DAY_MS).toISOString() };

// A store upgraded before contact messages were sealed: the message is plain and below the sealing mark.
const app = useTestApp(
  {},
  {
    async seed(db) {
      await db.pool.query(eventStoreSchemaSql);
      await db.pool.query(dataKeySchemaSql);
      await db.pool.query(migrationSchemaSql);
      const { rows } = await db.pool.query<{ global_position: string }>(
        `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
         VALUES ($1, 0, $2, 'ContactMessageReceived', 1, $3, $4, $5) RETURNING global_position`,
        [
          `contact_message-${old.id}`,
          old.id,
          { naam: `Oud ${old.marker}`, email: `${old.marker}@example.nl`, bericht: `Vraag ${old.marker}`, at: old.at },
          { commandId: old.id },
          old.at,
        ],
      );
      await db.pool.query(`INSERT INTO data_keys.sealing_progress (name, last_position) VALUES ('events', $1)`, [rows[0]!.global_position]);
    },
  },
);

const rawEvents = async () => (await app.db.pool.query<{ t: string }>(`SELECT string_agg(data::text, ' ') AS t FROM es_events`)).rows[0]!.t;
const dumpLines = async (needle: string) =>
  (await dumpDatabase(app.db.pool, app.db.url)).text
    .split('\n')
    .filter((line) => line.includes(needle))
    .map((line) => line.slice(0, 300));
const message = async (id: string) => (await app.runtime.deps.store.readStream(`contact_message-${id}`))[0]!.data;

const fresh = { marker: marker(), id: '' };

describe('contact messages and the AVG', () => {
  it('seals a message stored before the rule at start, and it still reads as it was', async () => {
    expect(await rawEvents()).not.toContain(old.marker);
    expect(await message(old.id)).toMatchObject({ naam: `Oud ${old.marker}`, email: `${old.marker}@example.nl` });
  });

  it('stores a new message without its name, address or text in plain text', async () => {
    await app.api
      .post('/api/contact/send')
      .send({ naam: `Nieuw ${fresh.marker}`, email: `${fresh.marker}@example.nl`, bericht: `Hallo ${fresh.marker}` })
      .expect(200);
    const { rows } = await app.db.pool.query<{ id: string }>(
      `SELECT substring(stream_id from 17) AS id FROM es_events WHERE event_type = 'ContactMessageReceived' AND stream_id <> $1`,
      [`contact_message-${old.id}`],
    );
    fresh.id = rows[0]!.id;
    expect(await rawEvents()).not.toContain(fresh.marker);
    expect(await message(fresh.id)).toMatchObject({ naam: `Nieuw ${fresh.marker}`, bericht: `Hallo ${fresh.marker}` });
  });

  it('erases a message a year after it came in, not a day before: events, outbox and dump hold nothing of it', async () => {
    await until(async () => (await app.db.pool.query('SELECT 1 FROM reactors.contact_retention_due')).rowCount === 2);
    await until(async () => (await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE status <> 'sent'`)).rowCount === 0);
    // Both mails went out; the outbox still holds the senders (the check below can see them).
    expect(await dumpLines(fresh.marker)).not.toEqual([]);

    const yearAfter = (iso: string, ms = 0) => {
      const date = new Date(iso);
      date.setUTCFullYear(date.getUTCFullYear() + 1);
      return () => new Date(date.getTime() + ms);
    };
    app.runtime.deps.clock = yearAfter(old.at, -60_000);
    expect(await app.runtime.retention.runDue()).toBe(0);
    app.runtime.deps.clock = yearAfter(old.at);
    expect(await app.runtime.retention.runDue()).toBe(1);
    expect(await message(fresh.id)).toMatchObject({ naam: `Nieuw ${fresh.marker}` });
    app.runtime.deps.clock = yearAfter(new Date().toISOString(), DAY_MS);
    expect(await app.runtime.retention.runDue()).toBe(1);
    app.runtime.deps.clock = () => new Date();

    for (const { id, marker: m } of [old, fresh]) {
      expect(await message(id)).toMatchObject({
        naam: 'Verwijderde afzender',
        email: `verwijderd.contact.${id}@verwijderd.invalid`,
        bericht: '',
      });
      expect(await dumpLines(m)).toEqual([]);
    }
    const outbox = await app.db.pool.query<{ payload: object }>(`SELECT payload FROM reactors.mail_outbox WHERE kind = 'contact'`);
    expect(outbox.rows.map((r) => r.payload)).toEqual([{}, {}]);
  });
});
