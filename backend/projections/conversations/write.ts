import type { DbClient } from '../../platform/db';
import type { ConversationRow, ConversationsBatch, Rename } from './fold';

/** Column name and the array type its values are sent as, in the order of the table. */
type Columns<R> = readonly (readonly [keyof R & string, string])[];

const CONVERSATION_COLUMNS: Columns<ConversationRow> = [
  ['id', 'int'],
  ['hr_user_id', 'int'],
  ['bedrijf_id', 'int'],
  ['bedrijf_naam', 'text'],
  ['medewerker_id', 'int'],
  ['medewerker_naam', 'text'],
  ['medewerker_email', 'text'],
  ['datum_tijd', 'timestamptz'],
  ['status', 'text'],
  ['verslag', 'text'],
  ['aantal_doelen', 'int'],
  ['overall_progress', 'numeric'],
  ['archiveer_datum', 'timestamptz'],
  ['hr_gebruiker_naam', 'text'],
  ['created_at', 'timestamptz'],
  ['last_modified_at', 'timestamptz'],
];
const GOAL_COLUMNS = [
  ['id', 'int'],
  ['pop_id', 'int'],
  ['hr_user_id', 'int'],
  ['omschrijving', 'text'],
  ['notitie', 'text'],
  ['voortgang', 'int'],
  ['deadline', 'date'],
  ['created_at', 'timestamptz'],
] as const;
const AMBITION_COLUMNS = [
  ['id', 'int'],
  ['pop_id', 'int'],
  ['hr_user_id', 'int'],
  ['omschrijving', 'text'],
  ['notitie', 'text'],
  ['created_at', 'timestamptz'],
] as const;

/**
 * Deletes the rows gone by the end of the batch and writes the changed ones whole, one statement
 * each: `INSERT ... SELECT FROM unnest(...) ON CONFLICT (id) DO UPDATE`. The triggers of
 * pop_conversations keep zoek_tekst and pop_conversation_counts as they did row by row.
 */
async function writeRows<R>(tx: DbClient, table: string, columns: Columns<R>, { deleted, written }: { deleted: number[]; written: R[] }) {
  if (deleted.length) await tx.query(`DELETE FROM ${table} WHERE id = ANY($1::int[])`, [deleted]);
  if (!written.length) return;
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${names
       .slice(1)
       .map((name) => `${name} = excluded.${name}`)
       .join(', ')}`,
    columns.map(([name]) => written.map((row) => row[name])),
  );
}

const RENAMED_BY: Readonly<Record<Rename['column'], string>> = {
  bedrijf_naam: 'bedrijf_id',
  medewerker_naam: 'medewerker_id',
  medewerker_email: 'medewerker_id',
};

/**
 * Renames of conversations not read into memory (the batch had no events of theirs): only the last
 * name per company or employee counts for them. Those in memory have every rename of the batch in
 * their place among the other events already.
 */
async function writeRenames(tx: DbClient, batch: ConversationsBatch, inMemory: number[]) {
  for (const { column, id } of batch.nullRenames) {
    const { rows } = await tx.query(
      `SELECT 1 FROM pop_conversations WHERE ${RENAMED_BY[column]} = $1 AND NOT (id = ANY($2::int[])) LIMIT 1`,
      [id, inMemory],
    );
    if (rows.length) throw new Error(`conversations projection: ${column} refuses null`);
  }
  for (const column of Object.keys(RENAMED_BY) as Rename['column'][]) {
    const last = new Map<number, string>();
    for (const rename of batch.renames) if (rename.column === column) last.set(rename.id, rename.value);
    if (!last.size) continue;
    await tx.query(
      `UPDATE pop_conversations c SET ${column} = n.value
         FROM unnest($1::int[], $2::text[]) AS n(id, value)
        WHERE c.${RENAMED_BY[column]} = n.id AND c.${column} IS DISTINCT FROM n.value AND NOT (c.id = ANY($3::int[]))`,
      [[...last.keys()], [...last.values()], inMemory],
    );
  }
}

/** Stores the folded batch. */
export async function writeBatch(tx: DbClient, batch: ConversationsBatch) {
  // Values no row kept (a later event of the batch overwrote them) must still be ones the columns take.
  if (batch.ints.length || batch.timestamps.length || batch.dates.length) {
    await tx.query('SELECT $1::int[] IS NULL, $2::timestamptz[] IS NULL, $3::date[] IS NULL', [batch.ints, batch.timestamps, batch.dates]);
  }
  if (batch.renames.length || batch.nullRenames.length) await writeRenames(tx, batch, [...batch.conversations.now.keys()]);
  await writeRows(tx, 'pop_conversations', CONVERSATION_COLUMNS, batch.conversations.result());
  if (batch.countKeys.size) {
    // Row by row, every key a conversation passed through kept a row (n = 0 once it left): so here.
    const keys = [...batch.countKeys.values()];
    await tx.query(
      `INSERT INTO pop_conversation_counts (hr_user_id, bedrijf_id, status, archived, n)
       SELECT *, 0 FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[])
       ON CONFLICT (hr_user_id, bedrijf_id, status, archived) DO NOTHING`,
      [keys.map((k) => k[0]), keys.map((k) => k[1]), keys.map((k) => k[2]), keys.map((k) => k[3])],
    );
  }
  await writeRows(tx, 'pop_goals', GOAL_COLUMNS, batch.goals.result());
  await writeRows(tx, 'pop_ambitions', AMBITION_COLUMNS, batch.ambitions.result());
}
