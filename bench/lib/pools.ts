/**
 * Our pools, immune to Emmett's type parsers.
 *
 * Both sides configure node-postgres through its process-wide type parsers: backend/platform/db.ts
 * reads int8 as a JS number, while Emmett's dumbo, on creating its first pool, switches int8 to
 * BigInt and json/jsonb to a JSON.parse with a BigInt reviver, for every pg client in the process,
 * including connections already open. Our ledger projection then fails (Math.max on a BigInt).
 * Both must run in one process here, so each pool of ours pins the parsers db.ts set, taken
 * before Emmett created anything; Emmett keeps its own through the globals.
 */
import pg from 'pg';
import { createPool, type Pool } from '../../backend/platform/db';

const PINNED_OIDS = [pg.types.builtins.INT8, pg.types.builtins.NUMERIC, pg.types.builtins.JSON, pg.types.builtins.JSONB] as const;
// Evaluated when this module loads: after db.ts set its parsers, before any dumbo pool exists.
const pinned = new Map<number, (value: string) => unknown>(PINNED_OIDS.map((oid) => [oid, pg.types.getTypeParser(oid, 'text')]));

const productTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && pinned.has(oid)
      ? pinned.get(oid)!
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** The product's pool (createPool), with its type parsers pinned; must be called before it connects. */
export function ourPool(connectionString: string, max: number): Pool {
  const pool = createPool(connectionString, max);
  pool.options.types = productTypes;
  return pool;
}
