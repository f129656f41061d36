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

/**
 * One append in a transaction of its own (es_append); a wrong expected version throws WrongExpectedVersionError.
 * Prepared once per connection, as the group's statement: parsing and planning the call every time cost
 * a lone writer about a tenth of its appends per second.
 */
export async function appendOne(pool: Pool, { stream, events, expected }: SingleAppend): Promise<AppendResult> {
  const [kind, revision] = expectation(expected);
  try {
    const { rows } = await pool.query<AppendRow>({
      name: 'es_append',
      text: 'SELECT revision, tx, last_position FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])',
      values: [stream, kind, revision, ...eventColumns(events)],
    });
    return result(rows[rows.length - 1]!);
  } catch (err) {
    const pgErr = err as { code?: string; message?: string };
    if (pgErr.code !== 'ES001') throw err;
    const actual = pgErr.message!.split(':')[1]!;
    throw new WrongExpectedVersionError(stream, expected, actual === 'no_stream' ? 'no_stream' : Number(actual));
  }
}

/**
 * Several callers' appends, one stream each, in one transaction (es_append_group): a refused
 * expected version comes back as that caller's WrongExpectedVersionError, the others commit. When
 * the statement itself fails (a caller's event id taken further down its stream, a lost
 * connection), nothing of it committed or a retry finds its events again by id: each append then
 * goes alone, so the failure lands on its own caller only.
 */
export async function appendGroup(pool: Pool, appends: SingleAppend[]): Promise<(AppendResult | Error)[]> {
  if (appends.length === 1) return [await appendOne(pool, appends[0]!).catch((err: Error) => err)];
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
    return Promise.all(appends.map((a) => appendOne(pool, a).catch((err: Error) => err)));
  }
  const byIndex = new Map(rows.map((row) => [row.stream_index, row]));
  return appends.map((a, i) => {
    const row = byIndex.get(i + 1)!;
    if (!row.refused) return result(row);
    return new WrongExpectedVersionError(a.stream, a.expected, row.revision === null ? 'no_stream' : Number(row.revision));
  });
}
