import type { Pool } from '../../platform/db';
import { type AppendResult, type ExpectedVersion, type NewEvent, WrongExpectedVersionError } from '../port';
import { eventColumns, expectation } from './append-params';

/** One caller's append to one stream, its events sealed already. */
export interface SingleAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

interface AppendRow {
  revision: number;
  tx: string;
  last_position: number;
}

const result = (row: AppendRow): AppendResult => ({ nextExpectedVersion: row.revision, checkpoint: `${row.tx}/${row.last_position}` });

/** The keys of es_events that a writer without the stream lock (es_append_at) can take between a locked writer's lookup and its INSERT. */
const STREAM_KEYS = new Set(['es_events_stream_position', 'es_events_stream_event_id']);
const ATTEMPTS = 3;

/**
 * Runs a write under the stream locks again when it failed on a stream's key: es_append_at writes
 * without the lock, so a position or event id it committed after the locked writer's lookup fails
 * that writer's INSERT, and the next attempt sees it (a wrong expected version then, or the retried
 * append's first result). A key taken for another reason (an event id reused further down a
 * stream) fails every attempt, and the last failure is thrown.
 */
export async function againAfterRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const pgErr = err as { code?: string; constraint?: string };
      if (attempt >= ATTEMPTS || pgErr.code !== '23505' || !STREAM_KEYS.has(pgErr.constraint ?? '')) throw err;
    }
  }
}

/**
 * One append in a transaction of its own (es_append); a wrong expected version throws WrongExpectedVersionError.
 * Prepared once per connection, as the group's statement: parsing and planning the call every time cost
 * a lone writer about a tenth of its appends per second.
 */
export async function appendOne(pool: Pool, { stream, events, expected }: SingleAppend): Promise<AppendResult> {
  const [kind, revision] = expectation(expected);
  try {
    const { rows } = await againAfterRace(() =>
      pool.query<AppendRow>({
        name: 'es_append',
        text: 'SELECT revision, tx, last_position FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])',
        values: [stream, kind, revision, ...eventColumns(events)],
      }),
    );
    return result(rows[rows.length - 1]!);
  } catch (err) {
    const pgErr = err as { code?: string; message?: string };
    if (pgErr.code !== 'ES001') throw err;
    const actual = pgErr.message!.split(':')[1]!;
    throw new WrongExpectedVersionError(stream, expected, actual === 'no_stream' ? 'no_stream' : Number(actual));
  }
}

/** The revision an append expects its stream at, when it is known (exact, or -1 for no stream); else undefined. */
function knownRevision(expected: ExpectedVersion): number | undefined {
  const [kind, revision] = expectation(expected);
  if (kind === 'exact') return revision!;
  return kind === 'no_stream' ? -1 : undefined;
}

/**
 * Appends at known positions (es_append_at), one INSERT for the whole group: each answered append is
 * written; an unanswered one (undefined) was refused as a whole and written not at all.
 */
async function appendAt(pool: Pool, appends: SingleAppend[], after: number[]): Promise<(AppendResult | undefined)[]> {
  const events = appends.flatMap((a, i) =>
    a.events.map((e, k) => ({
      s: a.stream,
      a: after[i],
      p: after[i]! + 1 + k,
      id: e.id,
      t: e.type,
      v: e.schemaVersion ?? 1,
      d: e.data,
      m: e.metadata ?? {},
    })),
  );
  const { rows } = await pool.query<{ stream_id: string; tx: string; global_position: number }>({
    name: 'es_append_at',
    text: 'SELECT stream_id, tx, global_position FROM es_append_at($1::jsonb)',
    values: [JSON.stringify(events)],
  });
  // An append's checkpoint is its last event's: the highest position written to its stream.
  const last = new Map<string, { tx: string; global_position: number }>();
  for (const row of rows) {
    const seen = last.get(row.stream_id);
    if (!seen || Number(row.global_position) > Number(seen.global_position)) last.set(row.stream_id, row);
  }
  return appends.map((a, i) => {
    const row = last.get(a.stream);
    return row && { nextExpectedVersion: after[i]! + a.events.length, checkpoint: `${row.tx}/${row.global_position}` };
  });
}

/** One append in a transaction of its own, its failure answered rather than thrown: it lands on its own caller only. */
const alone = (pool: Pool, append: SingleAppend): Promise<AppendResult | Error> => appendOne(pool, append).catch((err: Error) => err);
const eachAlone = (pool: Pool, appends: SingleAppend[]) => Promise.all(appends.map((a) => alone(pool, a)));

/**
 * Several callers' appends, one stream each, in one transaction: a refused expected version comes
 * back as that caller's WrongExpectedVersionError, the others commit.
 *
 * When every expected version is exact or no_stream (commands that read their stream first), the
 * positions are known and es_append_at writes the group in one INSERT, a lone append too (no stream
 * lock and no lookup of its revision: a single writer got about 5% more appends per second than
 * through es_append); an append it refuses goes again alone through es_append, which says why (or
 * answers the first result of a retried append). Otherwise es_append_group looks up each stream
 * under its lock, or es_append a lone one's.
 *
 * When the statement itself fails (a position or event id taken meanwhile by another writer, a
 * caller's event id taken further down its stream or a retry that read its own events first, a lost
 * connection), nothing of it committed or a retry finds its events again by id: each append then
 * goes alone, so the failure lands on its own caller only.
 */
export async function appendGroup(pool: Pool, appends: SingleAppend[]): Promise<(AppendResult | Error)[]> {
  const after = appends.map((a) => knownRevision(a.expected));
  if (after.every((revision) => revision !== undefined) && (appends.length === 1 || distinctStreams(appends))) {
    let written: (AppendResult | undefined)[];
    try {
      written = await appendAt(pool, appends, after as number[]);
    } catch {
      return eachAlone(pool, appends);
    }
    return Promise.all(written.map((result, i) => result ?? alone(pool, appends[i]!)));
  }
  if (appends.length === 1) return [await alone(pool, appends[0]!)];
  return appendGroupLocked(pool, appends);
}

const distinctStreams = (appends: SingleAppend[]) => new Set(appends.map((a) => a.stream)).size === appends.length;

/** es_append_group: the streams' revisions looked up under their locks. */
async function appendGroupLocked(pool: Pool, appends: SingleAppend[]): Promise<(AppendResult | Error)[]> {
  const expectations = appends.map((a) => expectation(a.expected));
  let rows: (AppendRow & { stream_index: number; refused: boolean })[];
  try {
    ({ rows } = await pool.query({
      name: 'es_append_group',
      text: `SELECT stream_index, revision, tx, last_position, refused
         FROM es_append_group($1::text[], $2::text[], $3::bigint[], $4::int[], $5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])`,
      values: [
        appends.map((a) => a.stream),
        expectations.map(([kind]) => kind),
        expectations.map(([, revision]) => revision),
        appends.map((a) => a.events.length),
        ...eventColumns(appends.flatMap((a) => a.events)),
      ],
    }));
  } catch {
    return eachAlone(pool, appends);
  }
  const byIndex = new Map(rows.map((row) => [row.stream_index, row]));
  return appends.map((a, i) => {
    const row = byIndex.get(i + 1)!;
    if (!row.refused) return result(row);
    return new WrongExpectedVersionError(a.stream, a.expected, row.revision === null ? 'no_stream' : Number(row.revision));
  });
}
