import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedGrowth } from '../../../tests/support/growth-fold';
import { cut, history, interleave, random, streamOf } from '../../../tests/support/growth-history';
import { snapshotsAfterRuns } from '../../../tests/support/scratch-runs';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../eventstore/port';
import { MONTH_VALUE_COLUMNS } from './tables';
import { growthProjection, growthReplay } from './projection';
import { finishReplays, rebuildSetupSql } from '../projection';

/*
 * Random histories (tests/support/growth-history.ts) cut into random batches: after the first pass,
 * and again after the whole history once more (a crash before the checkpoint) and some earlier
 * batches after later ones (a retried parked event), the read model must equal the plain fold in
 * tests/support/growth-fold.ts.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.drop();
});

const valueList = MONTH_VALUE_COLUMNS.map((c) => `${c}::int`).join(', ');
const byKey = <T extends { key: string; month: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.key + a.month < b.key + b.month ? -1 : 1));

/** The read model after each run of batches: the first pass, then each replay. */
const readModel = (...runs: RecordedEvent[][][]) =>
  snapshotsAfterRuns(db.pool, [growthProjection.setupSql], (client, batch) => growthProjection.apply(client, batch), runs, snapshot);

async function snapshot(client: PoolClient) {
  const q = async <T>(sql: string) => (await client.query<T & object>(sql)).rows;
  const monthRows = async (key: string, table: string) =>
    await q<{ key: string; month: string; values: number[] }>(
      `SELECT ${key} AS key, to_char(month, 'YYYY-MM') AS month, ARRAY[${valueList}] AS values FROM ${table}`,
    );
  return {
    goalMonths: await q(
      `SELECT goal_id, to_char(month, 'YYYY-MM') AS month, progress, to_char(deadline, 'YYYY-MM-DD') AS deadline FROM growth_goal_months ORDER BY goal_id, month`,
    ),
    current: await q(`SELECT goal_id, progress, to_char(deadline, 'YYYY-MM-DD') AS deadline, removed FROM growth_goals ORDER BY goal_id`),
    employeeRows: byKey(
      await monthRows(`concat_ws('/', owner_id, employee_id, company_id, with_archived::text)`, 'growth_employee_months'),
    ),
    companyRows: byKey(await monthRows(`concat_ws('/', owner_id, company_id, with_archived::text)`, 'growth_company_months')),
  };
}

/**
 * fast-check's seed for the run, printed first: a CI run once stopped at this test's time limit with
 * nothing else to go on (1,400 runs passed locally). `FC_SEED=<seed>` repeats that run.
 */
const runSeed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('growth projection', () => {
  it('equals a plain fold of random histories, whatever the batches and when replayed', async () => {
    console.log(`growth property: seed ${runSeed} (FC_SEED=${runSeed} repeats this run)`);
    await fc.assert(
      fc.asyncProperty(history, async ({ conversations, seed }) => {
        const ids = { goal: 5000, ambition: 9000 };
        const streams = conversations.map((c, i) => streamOf(c, 1000 + i, ids));
        const rnd = random(seed);
        const events = interleave(streams, rnd);
        const expected = expectedGrowth(events);
        const batches = cut(events, rnd);
        // Everything once more (a crash before the checkpoint), then earlier batches after later ones (a retried parked event).
        const replayed = Array.from({ length: rnd(4) }, () => batches[rnd(batches.length)]!);
        // A rebuild: the facts of the first batches, every month derived once, then the rest as the catch-up applies it.
        // Both ways of its finish: folded from the facts the replay kept in memory, and by the statements over
        // every month (memory keeps no goal event).
        const replayedUpTo = rnd(batches.length + 1);
        const rebuilt = [];
        for (const run of [growthReplay(), growthReplay(0)]) {
          let replaying = true;
          const [, snapshotted] = await snapshotsAfterRuns(
            db.pool,
            [rebuildSetupSql(growthProjection)],
            (client, batch) => (replaying ? run.apply(client, batch) : growthProjection.apply(client, batch)),
            [batches.slice(0, replayedUpTo), batches.slice(replayedUpTo)],
            async (client) => {
              // As a rebuild finishes it, its big statements cut in three parts (one after the other here).
              if (replaying) await finishReplays(client, [{ ...growthProjection, ...run }], undefined, 3);
              replaying = false;
              return snapshot(client);
            },
          );
          rebuilt.push(snapshotted!);
        }
        for (const actual of [...(await readModel(batches, [...cut(events, rnd), ...replayed])), ...rebuilt]) {
          expect(actual.goalMonths).toEqual(expected.goalMonths.sort((a, b) => a.goal_id - b.goal_id || (a.month < b.month ? -1 : 1)));
          expect(actual.current).toEqual(expected.current.sort((a, b) => a.goal_id - b.goal_id));
          expect(actual.employeeRows).toEqual(byKey(expected.employeeRows));
          expect(actual.companyRows).toEqual(byKey(expected.companyRows));
        }
      }),
      // A counterexample is reported as found, with its seed and path, not shrunk: shrinking one of these
      // histories can outlast the time limit, and then the report is only a timeout.
      { numRuns: Number(process.env.GROWTH_PROPERTY_RUNS ?? 60), seed: runSeed, endOnFailure: true },
    );
  }, 240_000);
});
