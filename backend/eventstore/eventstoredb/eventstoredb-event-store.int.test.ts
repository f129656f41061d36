import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { conformanceStreamPrefix, describeEventStoreConformance } from '../../../tests/support/eventstore-conformance';
import { compareEventStoreDbCheckpoints, EventStoreDbEventStore } from './eventstoredb-event-store';

const url = process.env.EVENTSTOREDB_URL;

if (url) {
  // The data keys live in PostgreSQL also when the events live in EventStoreDB.
  let keys: TestDatabase;
  beforeAll(async () => {
    keys = await createTestDatabase(4);
  });
  afterAll(async () => {
    await keys?.drop();
  });
  describeEventStoreConformance(
    'EventStoreDB',
    async (options) => {
      const store = await EventStoreDbEventStore.connect(url, {
        streamPrefixes: [conformanceStreamPrefix],
        upcasters: options?.upcasters,
        protection: options?.protection,
      });
      return { store, cleanup: () => store.close() };
    },
    () => keys.pool,
  );
} else {
  console.warn('EventStoreDB conformance skipped: set EVENTSTOREDB_URL (docker compose up eventstoredb) to run it');
  // Reported as skipped (not silently absent) so the run shows what it did not check.
  describe.skipIf(!url)('EventStoreDB event store conformance', () => {
    it('needs a running EventStoreDB', () => {
      expect(url).toBeTruthy();
    });
  });
}

describe('EventStoreDB adapter without a server', () => {
  it('orders checkpoints by commit position, then prepare position, with null first', () => {
    expect(compareEventStoreDbCheckpoints(null, null)).toBe(0);
    expect(compareEventStoreDbCheckpoints(null, '0/0')).toBeLessThan(0);
    expect(compareEventStoreDbCheckpoints('10/5', null)).toBeGreaterThan(0);
    expect(compareEventStoreDbCheckpoints('10/5', '10/5')).toBe(0);
    expect(compareEventStoreDbCheckpoints('10/5', '10/7')).toBeLessThan(0);
    expect(compareEventStoreDbCheckpoints('9/900', '10/5')).toBeLessThan(0);
    // Positions past 2^53 stay exact.
    expect(compareEventStoreDbCheckpoints('18446744073709551614/1', '18446744073709551615/0')).toBeLessThan(0);
  });

  it('refuses to start when EventStoreDB is unreachable, naming the address', async () => {
    await expect(EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false')).rejects.toThrow(
      /Could not read from EventStoreDB at esdb:\/\/127\.0\.0\.1:1/,
    );
  });

  it('refuses a stream prefix that would reach $ system streams', async () => {
    await expect(EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false', { streamPrefixes: ['$ce-'] })).rejects.toThrow(
      /must not name \$ system streams/,
    );
  });
});
