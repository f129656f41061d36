import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSubjectCategory, dataSubjectStream } from '../../../events/data-subject';
import { contentDifferences, tableContents } from '../../../tests/support/read-model-fold';
import { ofOwner, seedConversations, type OwnedSeedConversation } from '../../../tests/support/growth-seed';
import { until } from '../../../tests/support/until';
import { useEventStore } from '../../../tests/support/use-event-store';
import { withErasure } from '../avg/with-erasure';
import type { Projection } from '../projection';
import { rebuildReadModels } from '../rebuild';
import { growthProjection, growthReplay } from './projection';

const { db, store } = useEventStore(8);

const ERASED = 701;
const KEPT = 702;

/** Two goals, moved over three months, in two conversations of one employee. */
const history = (popId: number, employee: number): OwnedSeedConversation[] => [
  {
    popId,
    employee: { id: employee, naam: 'Medewerker' },
    scheduled: '2026-02-10T10:00',
    status: 'afgerond',
    at: '2026-01-20T09:00',
    goals: [
      {
        goalId: popId * 10,
        at: '2026-01-20T09:05',
        progress: [
          ['2026-02-11T09:00', 4],
          ['2026-03-02T09:00', 7],
        ],
        deadline: [['2026-01-21T09:00', '2026-04-30']],
      },
      { goalId: popId * 10 + 1, at: '2026-01-20T09:06', progress: [['2026-03-31T23:30', 10]] },
    ],
    ambitions: [[popId * 10, '2026-01-20T09:07']],
  },
  {
    popId: popId + 1,
    employee: { id: employee, naam: 'Medewerker' },
    scheduled: '2026-05-10T10:00',
    status: 'gepland',
    at: '2026-04-01T09:00',
  },
];

/** Growth's rows of `owner`, table by table (goal months through their goals). */
async function rowsOf(owner: number) {
  const count = async (sql: string) => Number((await db.pool.query<{ n: string }>(sql, [owner])).rows[0]!.n);
  return {
    conversations: await count('SELECT count(*) AS n FROM read.growth_conversations WHERE owner_id = $1'),
    goals: await count('SELECT count(*) AS n FROM read.growth_goals WHERE owner_id = $1'),
    goalMonths: await count(
      'SELECT count(*) AS n FROM read.growth_goal_months m JOIN read.growth_goals g USING (goal_id) WHERE g.owner_id = $1',
    ),
    employeeMonths: await count('SELECT count(*) AS n FROM read.growth_employee_months WHERE owner_id = $1'),
    companyMonths: await count('SELECT count(*) AS n FROM read.growth_company_months WHERE owner_id = $1'),
  };
}

/** Growth as the app registers it (with its erasure scrub), its replay kept in memory or not (`maxGoalEvents` 0). */
const growthWith = (maxGoalEvents?: number): Projection =>
  withErasure({ ...growthProjection, replay: { ...growthProjection.replay!, start: () => growthReplay(maxGoalEvents) } });

describe("growth's rebuild and an erased account", () => {
  beforeAll(async () => {
    await seedConversations(store, [
      ...ofOwner(ERASED, { id: 71, naam: 'Weg BV' }, history(7100, 7101)),
      ...ofOwner(KEPT, { id: 72, naam: 'Blijft BV' }, history(7200, 7201)),
    ]);
    const erasure = {
      type: 'PersonalDataErased' as const,
      data: {
        kind: 'account' as const,
        id: ERASED,
        ownerId: ERASED,
        erasedBy: ERASED,
        reason: 'account_deleted' as const,
        cascade: [],
        at: new Date().toISOString(),
      },
    };
    await store.appendToStream(dataSubjectStream('account', ERASED), [{ id: randomUUID(), ...dataSubjectCategory.versioned(erasure) }], {
      expected: 'no_stream',
    });
    // The replay reads what the visibility gate lets through; a transaction of another test's database on
    // the same server can hold it back for a moment, and the goal events would then reach growth through
    // the catch-up after the replay instead of through it. The steps asserted below are the replay's.
    const appended = await store.countEvents();
    await until(async () => (await store.readAll(null, 100_000)).events.length === appended);
  });

  it('keeps no month of it when the months are folded from the facts in memory, the same rows as by the statements', async () => {
    const steps: string[] = [];
    const onStep = (step: string) => steps.push(step);
    await rebuildReadModels(db.pool, store, [growthWith(0)], { onStep });
    const bySql = await tableContents(db.pool, 'read');
    expect(await rowsOf(KEPT)).toEqual({
      conversations: 2,
      goals: 2,
      goalMonths: 5,
      employeeMonths: expect.any(Number),
      companyMonths: expect.any(Number),
    });
    await rebuildReadModels(db.pool, store, [growthWith()], { onStep });
    // projections:rebuild prints which way the finish went, and why the slower one.
    expect(steps.filter((step) => step.startsWith('growth:'))).toEqual([
      'growth: maanden afgeleid uit de tabellen, want meer dan 0 doelgebeurtenissen',
      'growth: maanden berekend uit de feiten in het geheugen',
    ]);
    expect(await rowsOf(ERASED)).toEqual({ conversations: 0, goals: 0, goalMonths: 0, employeeMonths: 0, companyMonths: 0 });
    expect((await rowsOf(KEPT)).employeeMonths).toBeGreaterThan(0);
    expect(contentDifferences(await tableContents(db.pool, 'read'), bySql)).toEqual([]);
  });
});
