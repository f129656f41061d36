import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { productHistory } from '../../bench/lib/product-history';
import { insertAppends } from '../../bench/lib/sealed';
import { contentDifferences, tableContents } from '../../tests/support/read-model-fold';
import { useEventStore } from '../../tests/support/use-event-store';
import type { DbClient } from '../platform/db';
import type { Projection } from './projection';
import { rebuildReadModels } from './rebuild';
import { allProjections } from './registry';

const { db, store } = useEventStore(20);

/**
 * Names that change often: each event sets a thing's name. A BEFORE row trigger keeps upper_name and
 * counts its calls (a sequence: not rolled back with a transaction); `thing_by_upper` is a late index.
 * The apply notes, per batch, whether that index is there.
 */
function thingsProjection(seen: { indexDuringReplay: boolean[] }): Projection {
  return {
    name: 'things',
    version: 1,
    lateIndexes: ['thing_by_upper'],
    setupSql: `
      CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL, upper_name text);
      CREATE INDEX thing_by_upper ON things (upper_name);
      CREATE SEQUENCE IF NOT EXISTS public.thing_trigger_calls;
      CREATE FUNCTION things_upper() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM nextval('public.thing_trigger_calls');
        NEW.upper_name := upper(NEW.name);
        RETURN NEW;
      END $fn$;
      CREATE TRIGGER things_upper BEFORE INSERT OR UPDATE OF name ON things FOR EACH ROW EXECUTE FUNCTION things_upper();`,
    async apply(tx: DbClient, events) {
      const { rows } = await tx.query(`SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'thing_by_upper'`);
      seen.indexDuringReplay.push(rows.length > 0);
      for (const event of events) {
        if (event.type !== 'ThingNamed') continue;
        await tx.query(`INSERT INTO things (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = excluded.name`, [
          event.data.id,
          event.data.name,
        ]);
      }
    },
  };
}

const triggerCalls = async () =>
  Number(
    (
      await db.pool.query<{ n: string }>(
        `SELECT last_value - 1 + (CASE WHEN is_called THEN 1 ELSE 0 END) AS n FROM public.thing_trigger_calls`,
      )
    ).rows[0]!.n,
  );

describe('parallel rebuild', () => {
  beforeAll(async () => {
    // 20 things, named 6 times each: 120 events, 220 trigger calls when applied as they come (an upsert that
    // meets its row fires BEFORE INSERT and BEFORE UPDATE).
    for (let round = 0; round < 6; round++)
      for (let id = 1; id <= 20; id++)
        await store.appendToStream(`thing-${id}`, [{ id: randomUUID(), type: 'ThingNamed', data: { id, name: `naam ${id} ${round}` } }], {
          expected: round === 0 ? 'no_stream' : round - 1,
        });
  });

  it('runs no per-row trigger and no late index during the replay, and ends with the rows and indexes the triggers would give', async () => {
    const sequential = { indexDuringReplay: [] as boolean[] };
    await rebuildReadModels(db.pool, store, [thingsProjection(sequential)], { batchSize: 25, sequential: true });
    const before = await triggerCalls();
    const rows = await tableContents(db.pool, 'read');
    expect(before).toBe(220);
    expect(sequential.indexDuringReplay.every(Boolean)).toBe(true);

    const parallel = { indexDuringReplay: [] as boolean[] };
    await rebuildReadModels(db.pool, store, [thingsProjection(parallel)], { batchSize: 25 });
    // Once per row at the end (20 rows), not per row of every statement of the replay (220).
    expect((await triggerCalls()) - before).toBe(20);
    expect(parallel.indexDuringReplay.length).toBeGreaterThan(1);
    expect(parallel.indexDuringReplay.some(Boolean)).toBe(false);
    expect(contentDifferences(await tableContents(db.pool, 'read'), rows)).toEqual([]);
    const { rows: things } = await db.pool.query(`SELECT upper_name FROM read.things WHERE id = 7`);
    expect(things).toEqual([{ upper_name: 'NAAM 7 5' }]);
    const { rows: indexes } = await db.pool.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'read' AND tablename = 'things'`);
    expect(indexes.map((i) => i.indexname).sort()).toEqual(['thing_by_upper', 'things_pkey']);
    // After the swap the trigger is on again for the live runners.
    await db.pool.query(`UPDATE read.things SET name = 'nieuw' WHERE id = 1`);
    expect((await db.pool.query(`SELECT upper_name FROM read.things WHERE id = 1`)).rows).toEqual([{ upper_name: 'NIEUW' }]);
  });

  it('fails with the setup of a read model and leaves no table behind, though the store was being read meanwhile', async () => {
    const before = await tableContents(db.pool, 'read');
    const made = (name: string, sql: string): Projection => ({ name, version: 1, setupSql: sql, apply: async () => undefined });
    const projections = [
      thingsProjection({ indexDuringReplay: [] }),
      made('broken', 'CREATE TABLE broken_things (id int); SELECT 1 / 0;'),
      made('after_broken', 'CREATE TABLE after_broken_things (id int);'),
    ];
    await expect(rebuildReadModels(db.pool, store, projections, { batchSize: 25 })).rejects.toThrow(/division by zero/);
    const { rows } = await db.pool.query(
      `SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relname LIKE '%broken_things' OR n.nspname LIKE 'read_rebuild_%'`,
    );
    expect(rows).toEqual([]);
    // The read models in use are as they were.
    expect(contentDifferences(await tableContents(db.pool, 'read'), before)).toEqual([]);
  });

  it(
    "gives every read model of the app the same rows as the sequential rebuild, on the product's history",
    { timeout: 120_000 },
    async () => {
      await insertAppends(db.pool, productHistory(2, 10, 60), null, 'product');
      // Every index and key by name and definition: the late ones (primary keys of the lines included) are back.
      const indexes = async () =>
        (
          await db.pool.query<{ indexname: string; indexdef: string }>(
            `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'read' ORDER BY indexname`,
          )
        ).rows;
      // How far each read model is and how many events it counts: the live runners go on from there.
      const checkpoints = async () =>
        (await db.pool.query(`SELECT name, checkpoint, events_applied FROM read.projection_checkpoints ORDER BY name`)).rows;
      await rebuildReadModels(db.pool, store, allProjections(), { batchSize: 300, sequential: true });
      const sequential = await tableContents(db.pool, 'read');
      const sequentialIndexes = await indexes();
      const sequentialCheckpoints = await checkpoints();
      const result = await rebuildReadModels(db.pool, store, allProjections(), { batchSize: 300, lanes: 3 });
      expect(contentDifferences(await tableContents(db.pool, 'read'), sequential)).toEqual([]);
      expect(await indexes()).toEqual(sequentialIndexes);
      // Also those whose last pages asked nothing of the database (no transaction ran for those pages).
      expect(await checkpoints()).toEqual(sequentialCheckpoints);
      expect(new Set(sequentialCheckpoints.map((c) => c.events_applied))).toEqual(new Set([result.events]));
      // The keys of the lines (filled as they come) and of the goal events (built at the end).
      expect(sequentialIndexes.map((i) => i.indexname)).toEqual(
        expect.arrayContaining(['activity_pkey', 'audit_trail_pkey', 'growth_goal_events_pkey']),
      );
      expect(sequential.conversations!.length).toBe(120);
      expect(result.readModels.map((m) => m.name).sort()).toEqual(
        allProjections()
          .map((p) => p.name)
          .sort(),
      );
      // The search text is a generated column: computed as the replay wrote each row.
      const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM read.conversations WHERE search_text IS NULL`);
      expect(rows).toEqual([{ n: 0 }]);
      // Every trigger a replay turned off (per-row ones, the conversations' counts) is on again for the live batches.
      const off = await db.pool.query(
        `SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'read' AND NOT t.tgisinternal AND t.tgenabled = 'D'`,
      );
      expect(off.rows).toEqual([]);
      const counts = await db.pool.query(`SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relname = 'conversations' AND NOT t.tgisinternal AND c.relnamespace = 'read'::regnamespace`);
      expect(counts.rows).toEqual([{ n: 6 }]);
    },
  );
});
