import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Every read model shows every event so far. A command waits only for the read models its route answers
 * from (issue 27), and an API read of another one waits for it; a test that reads a table directly waits here.
 */
export async function readModelsCaughtUp(app: TestApp): Promise<void> {
  const head = (await app.runtime.deps.store.readAll(null, 100_000)).checkpoint;
  expect(await app.runtime.deps.projections.waitFor(head, 10_000)).toBe(true);
}
