import { afterAll, beforeAll } from 'vitest';
import { PostgresEventStore } from '../../backend/eventstore/postgres/postgres-event-store';
import { lateBound } from './late-bound';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A fresh database (a pool of `poolSize`) with the PostgreSQL event store open on it, made before
 * the file's tests and closed and dropped after them; `db` and `store` are usable inside tests and
 * hooks. A file's own afterAll hooks run before this one's, so they may still use both.
 */
export function useEventStore(poolSize?: number): { db: TestDatabase; store: PostgresEventStore } {
  const db = lateBound<TestDatabase>('the test database');
  const store = lateBound<PostgresEventStore>('the event store');
  beforeAll(async () => {
    db.set(await createTestDatabase(poolSize));
    store.set(await PostgresEventStore.open(db.value.pool, db.value.url));
  });
  afterAll(async () => {
    await store.current?.close();
    await db.current?.drop();
  });
  return { db: db.value, store: store.value };
}
