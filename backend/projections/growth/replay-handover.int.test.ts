import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { conversationCategory } from '../../../events/conversation';
import { conversationEvents, ofOwner } from '../../../tests/support/growth-seed';
import { contentDifferences, tableContents } from '../../../tests/support/read-model-fold';
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

/** Growth rebuilt in a schema of its own by `batches`: each [events, commit or roll back]; then its finish. */
async function rebuilt(run: ReplayRun, batches: [RecordedEvent[], 'commit' | 'rollback'][]) {
  const client = (await db.pool.connect()) as PoolClient;
  const schema = `handover_${Math.random().toString(36).slice(2, 10)}`;
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    await client.query(rebuildSetupSql(growthProjection));
    for (const [batch, end] of batches) {
      await client.query('BEGIN');
      await run.apply(client, batch);
      await client.query(end === 'commit' ? 'COMMIT' : 'ROLLBACK');
    }
    await finishReplays(client, [{ ...growthProjection, ...run }]);
    return await tableContents(client, schema);
  } finally {
    await client.query('ROLLBACK');
    await client.query(`RESET search_path; DROP SCHEMA ${schema} CASCADE`);
    client.release();
  }
}

describe("growth's replay when memory lets its facts go", () => {
  it('writes them again after the batch that wrote them was rolled back, and only once after it committed', async () => {
    expect(first.map((e) => e.type)).toEqual(['ConversationPlanned', 'GoalAdded', 'GoalAdded']);
    const inTables = await rebuilt(growthReplay(0), [
      [first, 'commit'],
      [rest, 'commit'],
    ]);
    expect(inTables.growth_conversations).toHaveLength(1);
    expect(inTables.growth_goals).toHaveLength(2);
    expect(inTables.growth_ambitions).toHaveLength(1);
    const inMemory = await rebuilt(growthReplay(), [
      [first, 'commit'],
      [rest, 'commit'],
    ]);
    expect(contentDifferences(inMemory, inTables)).toEqual([]);

    const rolledBack = await rebuilt(growthReplay(2), [
      [first, 'commit'],
      [rest, 'rollback'],
      [rest, 'commit'],
    ]);
    expect(contentDifferences(rolledBack, inTables)).toEqual([]);
    // Committed, then the next batch: no second copy (a second row of a key would fail it).
    const committed = await rebuilt(growthReplay(2), [
      [first, 'commit'],
      [rest.slice(0, 2), 'commit'],
      [rest.slice(2), 'commit'],
    ]);
    expect(contentDifferences(committed, inTables)).toEqual([]);
  });
});
