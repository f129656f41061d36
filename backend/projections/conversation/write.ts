import type { DbClient } from '../../platform/db';
import type { ColumnSpecs, ReadModelTable, RowOf } from '../read-model-table';
import { copyRows } from '../write-rows';
import type { ConversationsBatch, Rename } from './batch';
import type { KeptRow, Rows } from './rows';
import { conversationAmbitionsTable, conversationCountsTable, conversationGoalsTable, conversationsTable } from './tables';

/**
 * Deletes the rows gone by the end of the batch and writes the changed ones whole, one statement
 * each: `INSERT ... SELECT FROM unnest(...) ON CONFLICT (id) DO UPDATE`. PostgreSQL computes
 * search_text as each row is written, and the statement triggers of conversations keep the counts tables. `complete` (a replay
 * that keeps every row, replay.ts): a row not there before the batch is not in the table, and goes in
 * by COPY, without the arrays and the look for a conflict.
 */
async function writeRows<C extends ColumnSpecs>(tx: DbClient, table: ReadModelTable<C>, rows: Rows<RowOf<C> & KeptRow>, complete = false) {
  const { deleted, written } = rows.result();
  if (deleted.length) await tx.query(`DELETE FROM ${table.name} WHERE id = ANY($1::int[])`, [deleted]);
  const fresh = complete ? written.filter((row) => !rows.before.has(row.id)) : [];
  const known = fresh.length ? written.filter((row) => rows.before.has(row.id)) : written;
  if (fresh.length) await copyRows(tx, table, fresh);
  if (!known.length) return;
  const names = table.writeColumns.map(([name]) => name);
  const arrays = table.writeColumns.map(([, type], i) => `$${i + 1}::${type}[]`);
  await tx.query(
    `INSERT INTO ${table.name} (${names.join(', ')})
     SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${names
       .filter((name) => name !== 'id')
       .map((name) => `${name} = excluded.${name}`)
       .join(', ')}`,
    names.map((name) => known.map((row) => row[name])),
  );
}

const RENAMED_BY: Readonly<Record<Rename['column'], string>> = {
  company_name: 'company_id',
  employee_name: 'employee_id',
  employee_email: 'employee_id',
};

/**
 * Renames of conversations not read into memory (the batch had no events of theirs): only the last
 * name per company or employee counts for them. Those in memory have every rename of the batch in
 * their place among the other events already.
 */
async function writeRenames(tx: DbClient, batch: ConversationsBatch, inMemory: number[]) {
  for (const column of Object.keys(RENAMED_BY) as Rename['column'][]) {
    const last = new Map<number, string>();
    for (const rename of batch.renames) if (rename.column === column) last.set(rename.id, rename.value);
    if (!last.size) continue;
    await tx.query(
      `UPDATE ${conversationsTable.name} c SET ${column} = n.value
         FROM unnest($1::int[], $2::text[]) AS n(id, value)
        WHERE c.${RENAMED_BY[column]} = n.id AND c.${column} IS DISTINCT FROM n.value AND NOT (c.id = ANY($3::int[]))`,
      [[...last.keys()], [...last.values()], inMemory],
    );
  }
}

/** Stores the folded batch. */
export async function writeBatch(tx: DbClient, batch: ConversationsBatch) {
  if (batch.renames.length && !batch.complete) await writeRenames(tx, batch, [...batch.conversations.now.keys()]);
  await writeRows(tx, conversationsTable, batch.conversations, batch.complete);
  if (batch.countKeys.size) {
    // Row by row, every key a conversation passed through kept a row (n = 0 once it left): so here.
    const keys = [...batch.countKeys.values()];
    await tx.query(
      `INSERT INTO ${conversationCountsTable.name} (owner_id, company_id, status, archived, n)
       SELECT *, 0 FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[])
       ON CONFLICT (owner_id, company_id, status, archived) DO NOTHING`,
      [keys.map((k) => k[0]), keys.map((k) => k[1]), keys.map((k) => k[2]), keys.map((k) => k[3])],
    );
  }
  await writeRows(tx, conversationGoalsTable, batch.goals, batch.complete);
  await writeRows(tx, conversationAmbitionsTable, batch.ambitions, batch.complete);
}
