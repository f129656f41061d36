import { expect, it } from 'vitest';
import { useEventStore } from '../../../tests/support/use-event-store';

const { db } = useEventStore(2);

/** The SQL body es_sealed_subjects had when the index es_events_sealed_subjects was built. */
const INDEXED_BODY = `
CREATE FUNCTION pg_temp.subjects_as_indexed(data jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
  SELECT array_agg(DISTINCT s) FROM (
    SELECT jsonb_path_query(data, '$."~pii".g[*].s') #>> '{}' AS s
    UNION ALL
    SELECT jsonb_path_query(data -> a, '$[*]."~pii"[*].s') #>> '{}'
      FROM jsonb_array_elements_text(CASE jsonb_typeof(data -> '~pii' -> 'a') WHEN 'array' THEN data -> '~pii' -> 'a' END) AS a
  ) AS subjects
$fn$`;

const SAMPLES = [
  {},
  { name: 'Jan', n: 1 },
  { '~pii': { g: [{ s: 'employee:1' }, { s: 'conversation:2' }, { s: 'employee:1' }] } },
  { '~pii': { g: [{ s: 'employee:1' }], a: ['goals'] }, goals: [{ '~pii': [{ s: 'employee:3' }] }, { title: 'x' }] },
  { '~pii': { a: ['rows'] }, rows: [{ '~pii': [{ s: 'employee:4' }, { s: 'employee:5' }] }] },
  { '~pii': { a: 'rows' } },
  { '~pii': null },
  ['~pii'],
  '~pii',
  42,
];

it('es_sealed_subjects answers exactly as the body its index was built with (the index stays valid)', async () => {
  const client = await db.pool.connect();
  try {
    await client.query(INDEXED_BODY);
    for (const sample of SAMPLES) {
      const { rows } = await client.query<{ now: string[] | null; indexed: string[] | null }>(
        'SELECT es_sealed_subjects($1::jsonb) AS now, pg_temp.subjects_as_indexed($1::jsonb) AS indexed',
        [JSON.stringify(sample)],
      );
      expect(rows[0]!.now, JSON.stringify(sample)).toEqual(rows[0]!.indexed);
    }
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM unnest($1::jsonb[]) AS d WHERE es_sealed_subjects(d) IS NOT NULL`,
      [SAMPLES.map((s) => JSON.stringify(s))],
    );
    expect(rows[0]!.n).toBe(3); // the samples really include sealed ones
  } finally {
    client.release();
  }
});
