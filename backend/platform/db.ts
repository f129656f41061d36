import pg from 'pg';

export type Pool = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

// int8 (counts, positions) arrive as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createPool(connectionString: string, max = 10): Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (err: Error & { code?: string }) => {
    // 57P01: the server is shutting down (Ctrl-C stops the embedded PostgreSQL too): expected.
    if (err.code !== '57P01') console.error('[db] idle client error:', err.message);
  });
  return pool;
}

export async function withTransaction<T>(pool: Pool, work: (tx: DbClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
