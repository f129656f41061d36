import path from 'node:path';
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../backend/platform/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway embedded PostgreSQL for the whole test run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.test-data', `pg-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  // Under root in a folder user postgres cannot enter, the cluster goes to a reachable temp folder instead.
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('postgresUrl', pg.url);
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
