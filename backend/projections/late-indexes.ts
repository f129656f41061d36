import type { DbClient } from '../platform/db';

/**
 * Drops the named indexes of `schema` for a replay and returns their definitions: one sort at the
 * end builds an index in a fraction of what 150,000 single inserts into it cost. A name the setup did
 * not create (conversations_search without pg_trgm) is passed over.
 */
export async function dropLateIndexes(client: DbClient, schema: string, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname = ANY($2::text[])',
    [schema, names],
  );
  for (const { indexname } of rows) await client.query(`DROP INDEX ${schema}."${indexname}"`);
  return rows.map((r) => r.indexdef);
}

/** Builds the indexes dropped for the replay (their definitions name the schema). */
export async function buildLateIndexes(client: DbClient, definitions: readonly string[]) {
  for (const definition of definitions) await client.query(definition);
}
