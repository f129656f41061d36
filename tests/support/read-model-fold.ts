import type { Checkpoint, EventStore } from '../../backend/eventstore/port';
import type { Pool, Queryable } from '../../backend/platform/db';
import { applyOrPark } from '../../backend/projections/apply-or-park';
import type { ParkedEvent } from '../../backend/projections/dead-letter';
import type { Projection } from '../../backend/projections/projection';

/** Rows of every table of a read schema, each row as JSON with its keys sorted, sorted. */
export type TableContents = Record<string, string[]>;

const DEAD_LETTERS = 'projection_dead_letters';
/** What identifies a parked event; the error text and the time it was parked may differ between two folds. */
const parkedRow = (p: { projection: string; event_id: string; stream_id: string; stream_position: number | string }) =>
  JSON.stringify([p.projection, p.event_id, p.stream_id, Number(p.stream_position)]);

const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Every table of `schema` but the checkpoints (they say how far, not what), as sorted canonical rows;
 * of the dead letters only which event each projection parked.
 */
export async function tableContents(db: Queryable, schema: string): Promise<TableContents> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename <> 'projection_checkpoints' ORDER BY 1`,
    [schema],
  );
  const contents: TableContents = {};
  for (const { name } of tables) {
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${schema}."${name}"`);
    contents[name] = rows.map((row) => (name === DEAD_LETTERS ? parkedRow(row as never) : canonical(row))).sort();
  }
  return contents;
}

/**
 * An independent fold of the store: every projection's tables (`setupSql`) in a throw-away schema,
 * filled by its `apply` from readAll, page by page, parking what it cannot apply as a runner does,
 * until the fold has passed `upTo`. Returns its tableContents; the schema is dropped.
 */
export async function freshFold(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  upTo: Checkpoint | null,
  timeoutMs = 30_000,
): Promise<TableContents> {
  const client = await pool.connect();
  const schema = `fold_${Math.random().toString(36).slice(2, 10)}`;
  const parked: ParkedEvent[] = [];
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    for (const projection of projections) await client.query(projection.setupSql);
    const deadline = Date.now() + timeoutMs;
    for (let checkpoint: Checkpoint | null = null; store.compareCheckpoints(checkpoint, upTo) < 0;) {
      const page = await store.readAll(checkpoint, 2000);
      if (page.events.length === 0) {
        // Only the visibility gate holds it back here, and only for a moment.
        if (Date.now() > deadline) throw new Error(`the fold did not reach ${upTo} (stuck at ${checkpoint})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      await client.query('BEGIN');
      for (const projection of projections) parked.push(...(await applyOrPark(client, projection, page.events)));
      await client.query('COMMIT');
      checkpoint = page.checkpoint;
    }
    const contents = await tableContents(client, schema);
    contents[DEAD_LETTERS] = parked
      .map((p) =>
        parkedRow({ projection: p.projection, event_id: p.event.id, stream_id: p.event.streamId, stream_position: p.event.streamPosition }),
      )
      .sort();
    return contents;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`RESET search_path; DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    client.release();
  }
}

/** Per table, the rows only one side holds (as many times as it holds them more often); empty when equal. */
export function contentDifferences(actual: TableContents, expected: TableContents, examples = 3) {
  const differences: { table: string; onlyActual: number; onlyExpected: number; examples: string[] }[] = [];
  for (const table of [...new Set([...Object.keys(actual), ...Object.keys(expected)])].sort()) {
    const counts = new Map<string, number>();
    for (const row of actual[table] ?? []) counts.set(row, (counts.get(row) ?? 0) + 1);
    for (const row of expected[table] ?? []) counts.set(row, (counts.get(row) ?? 0) - 1);
    const uneven = [...counts].filter(([, n]) => n !== 0);
    if (uneven.length === 0) continue;
    differences.push({
      table,
      onlyActual: uneven.reduce((sum, [, n]) => sum + Math.max(n, 0), 0),
      onlyExpected: uneven.reduce((sum, [, n]) => sum + Math.max(-n, 0), 0),
      examples: uneven.slice(0, examples).map(([row, n]) => `${n > 0 ? 'actual' : 'expected'} ×${Math.abs(n)}: ${row.slice(0, 300)}`),
    });
  }
  return differences;
}
