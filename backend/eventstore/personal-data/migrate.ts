import { isDeepStrictEqual } from 'node:util';
import { withTransaction, type Pool } from '../../platform/db';
import { STORED_EVENT_COLUMNS, storedEvent, type StoredEventRow } from '../postgres/stored-row';
import type { UpcasterRegistry } from '../upcasters';
import { DATA_KEYS_SCHEMA, ErasedSubjectError } from './data-key-store';
import { ENVELOPE, type PersonalDataProtection } from './protection';
import { personalData, placeholderFor } from '../../../events/personal-data';

/**
 * The one-time upgrade of a PostgreSQL event store written before personal data was encrypted:
 * every stored row whose event (lifted to today's contract by the upcasters) carries personal
 * fields is rewritten in place as today's type and version with those fields sealed. Rows are
 * taken in global order (a conversation's key is made under its employee before its goals need
 * it), in chunks of one transaction each that also move the progress mark, so a stop halfway
 * resumes where it was. Afterwards the dead row versions are vacuumed away.
 */
const CHUNK = 500;

export const migrationSchemaSql = `
CREATE TABLE IF NOT EXISTS ${DATA_KEYS_SCHEMA}.sealing_progress (
  name text PRIMARY KEY,
  last_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);`;

export interface SealingProgress {
  done: number;
  total: number;
}

/**
 * A rule added after a store was upgraded (a type that used to stay plain): its rows below the first
 * pass's mark would never be looked at again, so each such rule gets a pass of its own over the whole
 * store, once, with its own progress mark (named after the rule's version).
 */
interface SealingPass {
  name: string;
  types?: readonly string[];
}

const FIRST_PASS: SealingPass = { name: 'events' };
export const LATER_PASSES: readonly SealingPass[] = [{ name: 'rule:ContactMessageReceived.v2', types: ['ContactMessageReceived'] }];

/** Rewrites plain personal data of old rows; returns how many rows were rewritten. */
export async function sealStoredPersonalData(
  pool: Pool,
  protection: PersonalDataProtection,
  upcasters: UpcasterRegistry,
  onProgress: (progress: SealingProgress) => void = () => undefined,
  chunk = CHUNK,
): Promise<{ rewritten: number }> {
  await pool.query(migrationSchemaSql);
  let rewritten = 0;
  for (const pass of [FIRST_PASS, ...LATER_PASSES]) rewritten += await runPass(pool, protection, upcasters, pass, onProgress, chunk);
  // The old row versions still hold the plaintext: FULL writes the table anew, so no page keeps them
  // (it locks the table; this runs at start, before anything reads). WAL segments age out on their own.
  if (rewritten) await pool.query('VACUUM FULL es_events');
  return { rewritten };
}

async function runPass(
  pool: Pool,
  protection: PersonalDataProtection,
  upcasters: UpcasterRegistry,
  pass: SealingPass,
  onProgress: (progress: SealingProgress) => void,
  chunk: number,
): Promise<number> {
  const mark = await pool.query<{ last_position: number }>(
    `SELECT last_position FROM ${DATA_KEYS_SCHEMA}.sealing_progress WHERE name = $1`,
    [pass.name],
  );
  let last = mark.rows[0]?.last_position ?? 0;
  // Only rows not sealed yet can need it; new rows are sealed when written.
  const ofTypes = pass.types ? `AND event_type = ANY($2::text[])` : `AND $2::text[] IS NULL`;
  const pending = `global_position > $1 AND NOT (data ? '${ENVELOPE}') ${ofTypes}`;
  const types = pass.types ?? null;
  const { rows: counted } = await pool.query<{ n: number; top: number | null }>(
    `SELECT count(*)::int AS n, (SELECT max(global_position) FROM es_events) AS top FROM es_events WHERE ${pending}`,
    [last, types],
  );
  const total = counted[0]!.n;
  // A later pass with nothing to seal is done for good: what is written from now on is sealed when written.
  if (total === 0 && pass.types && mark.rows.length === 0) await moveMark(pool, pass.name, counted[0]!.top ?? 0);
  if (total === 0) return 0;
  let done = 0;
  let rewritten = 0;
  for (;;) {
    const { rows } = await pool.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS}
         FROM es_events WHERE ${pending} ORDER BY global_position LIMIT $3`,
      [last, types, chunk],
    );
    if (!rows.length) break;
    await nameMailSubjects(pool, rows);
    const updates = await sealRows(rows, protection, upcasters);
    await withTransaction(pool, async (client) => {
      if (updates.length) {
        await client.query(
          `UPDATE es_events e SET event_type = u.t, schema_version = u.v, data = u.d
             FROM unnest($1::bigint[], $2::text[], $3::int[], $4::jsonb[]) AS u(p, t, v, d) WHERE e.global_position = u.p`,
          [
            updates.map((u) => u.position),
            updates.map((u) => u.type),
            updates.map((u) => u.version),
            updates.map((u) => JSON.stringify(u.data)),
          ],
        );
      }
      last = rows[rows.length - 1]!.global_position;
      await moveMark(client, pass.name, last);
    });
    rewritten += updates.length;
    done += rows.length;
    onProgress({ done: Math.min(done, total), total });
  }
  return rewritten;
}

const moveMark = (db: Pick<Pool, 'query'>, name: string, position: number) =>
  db.query(
    `INSERT INTO ${DATA_KEYS_SCHEMA}.sealing_progress (name, last_position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET last_position = excluded.last_position, updated_at = now()`,
    [name, position],
  );

/**
 * Mail outcomes written before issue 14 carry no metadata: their subject follows from the event
 * that asked for the mail (the mail id is its id): an account event, or a request of an account.
 */
async function nameMailSubjects(pool: Pool, rows: StoredEventRow[]) {
  const mails = rows.filter((r) => (r.event_type === 'MailSent' || r.event_type === 'MailFailed') && !r.metadata.dataSubject);
  const ids = mails.map((r) => String(r.data.mailId ?? '')).filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (!ids.length) return;
  const { rows: triggers } = await pool.query<{ event_id: string; stream_id: string; tenant: string | null; conversation: string | null }>(
    `SELECT event_id::text, stream_id, metadata->>'tenant' AS tenant, data->>'conversationId' AS conversation
       FROM es_events WHERE event_id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(triggers.map((t) => [t.event_id, t]));
  for (const row of mails) {
    const trigger = byId.get(String(row.data.mailId));
    if (!trigger) continue;
    const account = /^hr_user-(\d+)$/.exec(trigger.stream_id)?.[1] ?? trigger.tenant;
    if (!account) continue;
    const dataSubject = trigger.conversation ? `conversation:${trigger.conversation}` : `account:${account}`;
    row.metadata = { ...row.metadata, tenant: row.metadata.tenant ?? account, dataSubject };
  }
}

async function sealRows(rows: StoredEventRow[], protection: PersonalDataProtection, upcasters: UpcasterRegistry) {
  const lifted = rows.map((row) => upcasters.upcast(storedEvent(row, '', ''))).filter((event) => personalData[event.type] !== undefined);
  const appends = lifted.map((event) => ({
    stream: event.streamId,
    expected: 'any' as const,
    events: [{ id: event.id, type: event.type, data: event.data, metadata: event.metadata, schemaVersion: event.schemaVersion }],
  }));
  const byEvent = new Map(rows.map((r) => [r.event_id + r.stream_id, r]));
  const sealOne = async (append: (typeof appends)[number]) => {
    try {
      return (await protection.seal([append]))[0]!;
    } catch (err) {
      if (!(err instanceof ErasedSubjectError)) throw err;
      // Erased before its row was sealed: only the placeholders are kept.
      const [event] = append.events;
      const data = { ...event!.data };
      for (const part of personalData[event!.type]!) {
        const subject = part.inEach ? null : part.subject({ streamId: append.stream, data, metadata: event!.metadata });
        for (const [field, kind] of Object.entries(part.fields))
          if (field in data) data[field] = placeholderFor(kind, subject?.subject ?? 'onbekend:0');
      }
      return { ...append, events: [{ ...event!, data }] };
    }
  };
  // One key lookup for the chunk; one by one only when a subject in it was erased.
  const sealed = await protection.seal(appends).catch(async (err: unknown) => {
    if (!(err instanceof ErasedSubjectError)) throw err;
    const each = [];
    for (const append of appends) each.push(await sealOne(append));
    return each;
  });
  const updates = sealed.map((append) => {
    const event = append.events[0]!;
    const row = byEvent.get(event.id + append.stream)!;
    const update = { position: row.global_position, type: event.type, version: event.schemaVersion ?? 1, data: event.data };
    return { row, update };
  });
  // A row that comes out as it went in (a mail outcome that names no subject of ours stays plain) is not
  // rewritten: counting it would make every start VACUUM FULL the table for nothing.
  return updates
    .filter(
      ({ row, update }) =>
        row.event_type !== update.type || row.schema_version !== update.version || !isDeepStrictEqual(row.data, update.data),
    )
    .map(({ update }) => update);
}
