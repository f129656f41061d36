import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { conversationCategory } from '../../../events/conversation';
import { conversationEvents, ofOwner } from '../../../tests/support/growth-seed';
import { contentDifferences, tableContents } from '../../../tests/support/read-model-fold';
import { snapshotsAfterRuns } from '../../../tests/support/scratch-runs';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import type { RecordedEvent } from '../../eventstore/port';
import { finishReplays, rebuildSetupSql, type ReplayRun } from '../projection';
import { growthProjection, growthReplay } from './projection';

/*
 * Memory lets its facts go into the tables (past its bound here) with the batch that found it. When that
 * batch's transaction is rolled back (the careful way after a failure: its events come again), the batch
 * applied again writes them again; when it committed, the next batch must not write them twice.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.drop();
});

const conversations = ofOwner(31, { id: 32, naam: 'Bouw BV' }, [
  {
    popId: 3300,
    employee: { id: 33, naam: 'Medewerker' },
    scheduled: '2026-02-10T10:00',
    status: 'open',
    at: '2026-01-20T09:00',
    goals: [
      { goalId: 33001, at: '2026-01-20T09:05', progress: [['2026-02-11T09:00', 4]], deadline: [['2026-01-21T09:00', '2026-04-30']] },
      { goalId: 33002, at: '2026-01-20T09:06', progress: [['2026-03-31T23:30', 10]] },
    ],
    ambitions: [[3301, '2026-01-20T09:07']],
  },
]);

/** The conversation's events as the store hands them out. */
const events: RecordedEvent[] = conversationEvents(conversations[0]!).map((event, position) => ({
  ...conversationCategory.versioned(event),
  id: `e${position}`,
  streamId: 'pop-3300',
  streamPosition: position,
  metadata: {},
  recordedAt: '2026-01-20T09:00:00.000Z',
  checkpoint: String(position),
}));
// The conversation and its two goals (two goal events); then the rest, past a bound of 2 goal events.
const first = events.slice(0, 3);
const rest = events.slice(3);

/**
 * Growth rebuilt in a throw-away schema by `batches`, then its finish. `rolledBack`: that batch is applied once
 * under a savepoint and rolled back to it first, as the careful way does after a failure, then applied again.
 */
async function rebuilt(run: ReplayRun, batches: RecordedEvent[][], rolledBack?: RecordedEvent[]) {
  const apply = async (client: PoolClient, batch: RecordedEvent[]) => {
    if (batch === rolledBack) {
      await client.query('SAVEPOINT apply_events');
      await run.apply(client, batch);
      await client.query('ROLLBACK TO SAVEPOINT apply_events');
    }
    await run.apply(client, batch);
  };
  const [contents] = await snapshotsAfterRuns(db.pool, [rebuildSetupSql(growthProjection)], apply, [batches], async (client) => {
    await finishReplays(client, [{ ...growthProjection, ...run }]);
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    return tableContents(client, rows[0]!.schema);
  });
  return contents!;
}

describe("growth's replay when memory lets its facts go", () => {
  it('writes them again after the batch that wrote them was rolled back, and only once after it committed', async () => {
    expect(first.map((e) => e.type)).toEqual(['ConversationPlanned', 'GoalAdded', 'GoalAdded']);
    const inTables = await rebuilt(growthReplay(0), [first, rest]);
    expect(inTables.growth_conversations).toHaveLength(1);
    expect(inTables.growth_goals).toHaveLength(2);
    expect(inTables.growth_ambitions).toHaveLength(1);
    const inMemory = await rebuilt(growthReplay(), [first, rest]);
    expect(contentDifferences(inMemory, inTables)).toEqual([]);

    const rolledBack = await rebuilt(growthReplay(2), [first, rest], rest);
    expect(contentDifferences(rolledBack, inTables)).toEqual([]);
    // Committed, then the next batch: no second copy (a second row of a key would fail it).
    const committed = await rebuilt(growthReplay(2), [first, rest.slice(0, 2), rest.slice(2)]);
    expect(contentDifferences(committed, inTables)).toEqual([]);
  });
});
