import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tableContents } from '../../../tests/support/read-model-fold';
import { useEventStore } from '../../../tests/support/use-event-store';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { calendarFeedsProjection } from './projection';

const { db } = useEventStore();

/** 600 conversations planned by 3 members, some planned twice (the first counts), one feed made and replaced. */
const events: RecordedEvent[] = [];
const push = (streamId: string, type: string, data: Record<string, unknown>, actor?: string) =>
  events.push({
    id: randomUUID(),
    streamId,
    streamPosition: 0,
    type,
    schemaVersion: 1,
    data,
    metadata: { tenant: '7', ...(actor ? { actor } : {}) },
    recordedAt: new Date().toISOString(),
    checkpoint: String(events.length),
  });
push('calendar_feed-8.7', 'CalendarFeedCreated', {
  feedId: 'f1',
  userId: 8,
  workspaceId: 7,
  scope: 'own',
  tokenHash: 'h1',
  at: '2026-01-01',
});
for (let id = 1; id <= 600; id++) push(`pop-${id}`, 'ConversationPlanned', { ownerId: 7 }, String(7 + (id % 3)));
for (let id = 1; id <= 600; id += 50) push(`pop-${id}`, 'ConversationPlanned', { ownerId: 7 }, '99');
push('calendar_feed-8.7', 'CalendarFeedCreated', {
  feedId: 'f2',
  userId: 8,
  workspaceId: 7,
  scope: 'all',
  tokenHash: 'h2',
  at: '2026-01-02',
});

async function withSchema<T>(schema: string, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    await client.query(calendarFeedsProjection.setupSql);
    return await work(client);
  } finally {
    await client.query('RESET search_path');
    client.release();
  }
}

let oneByOne: Awaited<ReturnType<typeof tableContents>>;
beforeAll(async () => {
  await withSchema('one_by_one', async (client) => {
    for (const event of events) await calendarFeedsProjection.apply(client, [event]);
  });
  oneByOne = await tableContents(db.pool, 'one_by_one');
});
afterAll(async () => {
  await db.pool.query('DROP SCHEMA IF EXISTS one_by_one CASCADE; DROP SCHEMA IF EXISTS batched CASCADE');
});

it('writes a batch of planned conversations with one statement, with the rows of the events applied one by one', async () => {
  let statements = 0;
  await withSchema('batched', async (client) => {
    const counting = { query: (...args: Parameters<DbClient['query']>) => (statements++, client.query(...args)) } as DbClient;
    await calendarFeedsProjection.apply(counting, events);
  });
  // Two feed events and one INSERT for the 612 ConversationPlanned (a rebuild's batch had one round trip each).
  expect(statements).toBe(3);
  expect(await tableContents(db.pool, 'batched')).toEqual(oneByOne);
  expect(oneByOne.conversation_planners).toHaveLength(600);
  expect(oneByOne.conversation_planners).toContain(JSON.stringify({ conversation_id: 51, planned_by: 7 }));
  expect(oneByOne.calendar_feeds).toHaveLength(1);
});
