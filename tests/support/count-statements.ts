import type pg from 'pg';

/** A statement sent on a connection of the pool, with the rows it returned (once it has). */
export interface SentStatement {
  text: string;
  rowCount?: number;
}

/**
 * Records every statement sent on the connections of `pool` from now on (a query through the pool checks
 * one out too); `stop` ends the recording. For tests and benchmarks that count round trips, not time.
 */
export function recordStatements(pool: pg.Pool): { statements: SentStatement[]; stop: () => void } {
  const statements: SentStatement[] = [];
  const wrapped = new WeakSet<object>();
  let recording = true;
  const wrap = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      if (!recording) return query(...args);
      const first = args[0];
      const sent: SentStatement = { text: typeof first === 'string' ? first : String((first as { text?: string }).text) };
      statements.push(sent);
      const callback = args[args.length - 1];
      // The pool's own query() passes a callback; a client's query() without one returns a promise.
      if (typeof callback === 'function') {
        args[args.length - 1] = (err: Error | null, result: { rowCount: number | null }) => {
          if (!err) sent.rowCount = result.rowCount ?? undefined;
          (callback as (e: Error | null, r: unknown) => void)(err, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        void result.then(
          (r: { rowCount?: number | null }) => (sent.rowCount = r?.rowCount ?? undefined),
          () => undefined,
        );
      return result;
    };
  };
  pool.on('acquire', wrap);
  return {
    statements,
    stop: () => {
      recording = false;
      pool.off('acquire', wrap);
    },
  };
}
