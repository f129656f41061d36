import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from './config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  url: string;
  /** Stops the embedded PostgreSQL if this process started it. */
  stop(): Promise<void>;
}

const DATABASE_NAME = 'pop';

interface RunningInfo {
  pid: number;
  port: number;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. A second process
 * (e.g. `npm run projections:rebuild` while the app runs) joins the running instance, which
 * it finds through DATA_DIR/postgres.json.
 */
export async function openDatabase(config: Config, log: (line: string) => void = console.log): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };

  const infoFile = path.join(config.dataDir, 'postgres.json');
  const running = await fs
    .readFile(infoFile, 'utf8')
    .then((text) => JSON.parse(text) as RunningInfo)
    .catch(() => undefined);
  if (running && running.pid !== process.pid && processAlive(running.pid)) {
    const url = `postgres://postgres:postgres@127.0.0.1:${running.port}/${DATABASE_NAME}`;
    if (await canConnect(url)) {
      log(`Using the embedded PostgreSQL already running for ${config.dataDir} (port ${running.port}).`);
      return { url, stop: async () => undefined };
    }
  }

  log(`Starting embedded PostgreSQL (data in ${path.join(config.dataDir, 'postgres')})...`);
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres'), persistent: true, notice: log });
  const admin = new pg.Client(embedded.url);
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
  if (!rows.length) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await admin.end();
  await fs.writeFile(infoFile, JSON.stringify({ pid: process.pid, port: embedded.port } satisfies RunningInfo));
  return {
    url: embedded.urlFor(DATABASE_NAME),
    async stop() {
      await fs.rm(infoFile, { force: true });
      await embedded.stop();
    },
  };
}
