import type { DbClient } from '../platform/db';

/**
 * An index or primary key dropped for a replay, and how to build it again (its definition names the
 * schema); a primary key with its table and columns, to keep one of rows that share a key.
 */
export interface LateIndex {
  definition: string;
  primaryKey?: { table: string; columns: readonly string[] };
}

/**
 * Drops the named indexes of `schema` for a replay and returns their definitions: one sort at the
 * end builds an index in a fraction of what 150,000 single inserts into it cost. A primary key goes
 * the same way (`ALTER TABLE ... DROP CONSTRAINT`). A name the setup did not create
 * (conversations_search without pg_trgm) is passed over.
 */
export async function dropLateIndexes(client: DbClient, schema: string, names: readonly string[]): Promise<LateIndex[]> {
  if (!names.length) return [];
  const { rows } = await client.query<{ name: string; definition: string; table: string | null; columns: string[] | null }>(
    `SELECT i.indexname AS name, i.indexdef AS definition, NULL AS table, NULL AS columns
       FROM pg_indexes i
      WHERE i.schemaname = $1 AND i.indexname = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = $1::regnamespace)
     UNION ALL
     SELECT c.conname, format('ALTER TABLE %I.%I ADD CONSTRAINT %I %s', $1, t.relname, c.conname, pg_get_constraintdef(c.oid)),
            format('%I.%I', $1, t.relname),
            ARRAY(SELECT quote_ident(a.attname) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.connamespace = $1::regnamespace AND c.contype = 'p' AND c.conname = ANY($2::text[])`,
    [schema, names],
  );
  const late: LateIndex[] = [];
  for (const { name, definition, table, columns } of rows) {
    if (table === null || columns === null) {
      await client.query(`DROP INDEX ${schema}."${name}"`);
      late.push({ definition });
    } else {
      await client.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`);
      late.push({ definition, primaryKey: { table, columns } });
    }
  }
  return late;
}

/** Builds the indexes dropped for the replay, outside a transaction (a primary key in one of its own). */
export async function buildLateIndexes(client: DbClient, indexes: readonly LateIndex[]) {
  for (const { definition, primaryKey } of indexes) {
    if (!primaryKey) {
      await client.query(definition);
      continue;
    }
    await addPrimaryKeyKeepingOne(client, definition, primaryKey);
  }
}

/**
 * Adds a primary key to a table a replay appended to, outside a transaction. Each event has an id of its
 * own, so a replay appends no key twice; should a store ever hand an event over twice, one of its (equal)
 * rows stays, as with ON CONFLICT DO NOTHING, instead of the rebuild failing at its end.
 */
async function addPrimaryKeyKeepingOne(client: DbClient, definition: string, { table, columns }: NonNullable<LateIndex['primaryKey']>) {
  try {
    await client.query(definition);
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    const key = (alias: string) => `(${columns.map((c) => `${alias}.${c}`).join(', ')})`;
    await client.query(
      `DELETE FROM ${table} later USING ${table} earlier WHERE ${key('later')} = ${key('earlier')} AND later.ctid > earlier.ctid`,
    );
    await client.query(definition);
  }
}
