import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { asReplayed, finishReplays, rebuildSetupSql } from './projection';
import { allProjections } from './registry';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** Every index of the schema, its definition without the schema's name. */
async function indexes(schema: string) {
  const { rows } = await db.pool.query<{ indexname: string; indexdef: string }>(
    'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname',
    [schema],
  );
  return rows.map((r) => `${r.indexname}: ${r.indexdef.replaceAll(`${schema}.`, '')}`);
}

async function build(schema: string, sql: string, finish?: Parameters<typeof finishReplays>[1]) {
  const client = await db.pool.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    await client.query(sql);
    if (finish) await finishReplays(client, finish);
  } finally {
    await client.query('RESET search_path');
    client.release();
  }
}

describe('a replay with its own tables', () => {
  const own = allProjections().filter((p) => p.replay?.setupSql);
  it('has a read model that starts from its own tables', () => expect(own.map((p) => p.name)).toContain('growth'));

  it.each(own.map((p) => [p.name, p] as const))('%s ends, after finish, with the indexes of its setupSql', async (name, projection) => {
    await build(`setup_${name}`, projection.setupSql);
    await build(`replay_${name}`, rebuildSetupSql(projection), [asReplayed(projection)]);
    const expected = await indexes(`setup_${name}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await indexes(`replay_${name}`)).toEqual(expected.map((line) => line.replaceAll(`setup_${name}`, `replay_${name}`)));
  });
});
