import type { DbClient } from '../platform/db';

/** A per-row trigger of a fresh read-model table, off while a rebuild replays into it. */
export interface RowTrigger {
  table: string;
  name: string;
  /** A BEFORE trigger computes columns of its own row: it runs once over every row when switched back on. */
  before: boolean;
  /** A column the trigger fires on when updated (its UPDATE OF list, or the table's first column). */
  column: string;
}

/*
 * pg_trigger.tgtype bits: 1 row, 2 before, 16 update. A BEFORE trigger that does not fire on UPDATE
 * could not be run again over the rows afterwards, so it stays on. The read models' AFTER row
 * triggers only signal (pg_notify to the sessions' cache), which means nothing for tables nobody
 * reads yet.
 */
const ROW_TRIGGERS_SQL = `
SELECT c.relname AS table, t.tgname AS name, (t.tgtype & 2) <> 0 AS before,
       coalesce((SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum = t.tgattr[0]),
                (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                  ORDER BY a.attnum LIMIT 1)) AS column
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = $1 AND c.relname = ANY($2::text[]) AND NOT t.tgisinternal AND (t.tgtype & 1) <> 0
   AND ((t.tgtype & 2) = 0 OR (t.tgtype & 16) <> 0)
 ORDER BY c.relname, t.tgname`;

/**
 * Switches off the per-row triggers of `tables` for a replay: a plpgsql call for every row of every
 * statement of a 5,000-event batch costs more than running it once per row at the end.
 */
export async function disableRowTriggers(client: DbClient, schema: string, tables: readonly string[]): Promise<RowTrigger[]> {
  const { rows } = await client.query<RowTrigger>(ROW_TRIGGERS_SQL, [schema, tables]);
  for (const t of rows) await client.query(`ALTER TABLE ${schema}."${t.table}" DISABLE TRIGGER "${t.name}"`);
  return rows;
}

/**
 * Switches the triggers back on and lets every BEFORE trigger compute its columns once, with one
 * UPDATE per table that changes nothing else: the rows then hold what they would have held had the
 * triggers been on during the replay. Runs before the swap's catch-up, which applies with triggers on.
 */
export async function enableRowTriggers(client: DbClient, schema: string, triggers: readonly RowTrigger[]) {
  for (const t of triggers) await client.query(`ALTER TABLE ${schema}."${t.table}" ENABLE TRIGGER "${t.name}"`);
  const refire = new Map(triggers.filter((t) => t.before).map((t) => [t.table, t.column]));
  for (const [table, column] of refire) await client.query(`UPDATE ${schema}."${table}" SET "${column}" = "${column}"`);
}
