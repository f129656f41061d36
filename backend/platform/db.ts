import pg from 'pg';

export type Pool = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// int8 (counts, positions) arrive as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface PoolOptions {
  max?: number;
  /** How long a caller waits for a free connection (or a new one) before it gets an error. */
  connectionTimeoutMs?: number;
  /** Server-side limit per statement; a hung query ends instead of holding its connection. */
  statementTimeoutMs?: number;
  /** Server-side limit on a transaction that waits on the client; its locks are freed. */
  idleInTransactionTimeoutMs?: number;
}

/**
 * The app's limits. A request that cannot get a connection within 3 s answers 503 at once
 * instead of queueing behind a hung database; 30 s per statement is far above any query of
 * a screen or a projection batch of 500 events, and the rebuild sets its own (rebuildSessionSql).
 */
export const APP_POOL_TIMEOUTS = {
  connectionTimeoutMs: 3_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
} satisfies PoolOptions;

/** Connections one projection runner may hold at once: its advisory lock and its batch. */
export const CONNECTIONS_PER_RUNNER = 2;

/**
 * Sized so that the runners (each a lock connection plus a batch), the mail sender and a
 * start-up or CLI rebuild can all be busy and HTTP requests still find `forRequests` free.
 */
export function appPoolSize(runners: number, forRequests = 10): number {
  const mailSender = 1;
  const rebuild = 2; // its own connection and the read-ahead of the next batch
  return runners * CONNECTIONS_PER_RUNNER + mailSender + rebuild + forRequests;
}

/** `createPool(url, 10)` keeps the old form: no timeouts (tests, benchmarks). */
export function createPool(connectionString: string, options: number | PoolOptions = {}): Pool {
  const o: PoolOptions = typeof options === 'number' ? { max: options } : options;
  const pool = new pg.Pool({
    connectionString,
    max: o.max ?? 10,
    connectionTimeoutMillis: o.connectionTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs,
    // A peer that vanished (network cut) is noticed by TCP instead of never.
    keepAlive: true,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (err: Error & { code?: string }) => {
    // 57P01: the server is shutting down (Ctrl-C stops the embedded PostgreSQL too): expected.
    if (err.code !== '57P01') console.error('[db] idle client error:', err.message);
  });
  return pool;
}

/**
 * Runs a `CREATE ... IF NOT EXISTS`. Two processes creating the same object at once is no error:
 * the loser sees a unique violation (23505).
 */
export async function createIfNotExists(db: Queryable, sql: string): Promise<void> {
  await db.query(sql).catch((err: { code?: string }) => {
    if (err.code !== '23505') throw err;
  });
}

/**
 * A table or sequence a class creates for itself on first use: the answer runs `sql` at its first call
 * (createIfNotExists) and hands every later call that same promise, so the statement runs once per instance.
 */
export function createOnFirstUse(sql: string): (db: Queryable) => Promise<void> {
  let created: Promise<void> | undefined;
  return (db) => (created ??= createIfNotExists(db, sql));
}

/**
 * Runs `work` on a connection of its own, which goes back to the pool afterwards. When `work` fails,
 * a transaction it left open is rolled back first. For work that begins and ends its transactions
 * itself; withTransaction is the plain case.
 */
export async function withClient<T>(pool: Pool, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export function withTransaction<T>(pool: Pool, work: (tx: DbClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  });
}

/**
 * SQLSTATE classes that say "the database could not do it now", not "this data is wrong":
 * 08 connection, 40 serialization failure / deadlock, 53 insufficient resources (too many
 * connections, disk full), 57 operator intervention (statement timeout, admin shutdown),
 * 58 system error (I/O); and 55P03, a lock that was not available.
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg and pg-pool raise these without a code.
const TRANSIENT_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/**
 * True when retrying later may succeed: the error is about the database or the network, not
 * about the event or request being handled. Follows `cause` (pg-pool wraps connect timeouts).
 */
export function isTransientDbError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || code === '55P03') return true;
      if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_CLASSES.has(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * A query PostgreSQL parses and plans once per connection (a named prepared statement) instead of on
 * every call: for the hot reads of a screen. Statements are named by their text. When a read model is
 * rebuilt with another column type, a prepared statement on an open connection fails with
 * "cached plan must not change result type" (0A000): then every text gets a fresh name (prepared anew)
 * and the query runs once more. For reads outside a transaction (a failed statement would end one).
 */
export async function preparedQuery<R extends pg.QueryResultRow>(
  db: Queryable,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  try {
    return await db.query<R>({ name: statementName(text), text, values });
  } catch (err) {
    if ((err as { code?: string }).code !== '0A000') throw err;
    statementGeneration++;
    statementNames.clear();
    return db.query<R>({ name: statementName(text), text, values });
  }
}

const statementNames = new Map<string, string>();
let statementGeneration = 0;
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `q${statementGeneration}_${statementNames.size}`));
  return name;
}
