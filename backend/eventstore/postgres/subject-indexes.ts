import { type Pool, type Queryable, withClient } from '../../platform/db';

/**
 * The indexes an export of a data subject reads es_events by (read-api/avg/history.ts): the sealed
 * groups' subjects and the metadata's tenant. Without them each export read every tenant's events.
 */
export const SUBJECT_INDEXES = [
  {
    name: 'es_events_sealed_subjects',
    on: `es_events USING gin (es_sealed_subjects(data)) WHERE es_sealed_subjects(data) IS NOT NULL`,
  },
  { name: 'es_events_tenant', on: `es_events ((metadata->>'tenant')) WHERE (metadata->>'tenant') IS NOT NULL` },
] as const;

const missingOrInvalid = async (db: Queryable): Promise<(typeof SUBJECT_INDEXES)[number][]> => {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'es_events'::regclass AND i.indisvalid AND c.relname = ANY($1::text[])`,
    [SUBJECT_INDEXES.map((index) => index.name)],
  );
  const valid = new Set(rows.map((r) => r.name));
  return SUBJECT_INDEXES.filter((index) => !valid.has(index.name));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the subject indexes that are missing, CONCURRENTLY: on a data directory from before them
 * es_events may hold millions of rows, and a plain CREATE INDEX would stop every append (of other
 * instances too) for the whole build. One instance builds; others poll a try-lock rather than wait
 * on it, because a waiting statement's snapshot would make the concurrent build wait for it in turn.
 * A build cut short leaves an invalid index, which the next start drops and builds again.
 */
export async function ensureSubjectIndexes(pool: Pool): Promise<void> {
  if (!(await missingOrInvalid(pool)).length) return;
  await withClient(pool, async (client) => {
    const lock = `hashtextextended('es_events subject indexes', 2)`;
    while (!(await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${lock}) AS ok`)).rows[0]!.ok) await sleep(200);
    try {
      for (const index of await missingOrInvalid(client)) {
        await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
        await client.query(`CREATE INDEX CONCURRENTLY ${index.name} ON ${index.on}`);
      }
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lock})`);
    }
  });
}
