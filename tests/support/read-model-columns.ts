import { expect } from 'vitest';
import type { Pool } from '../../backend/platform/db';

/**
 * The tables a projection really created have exactly the columns of their column tables, in order:
 * a DDL written beside the column table, or a migration that adds a column, shows up here.
 */
export async function expectTablesMatchColumnTables(
  pool: Pool,
  tables: readonly { readonly name: string; readonly columns: object }[],
): Promise<void> {
  for (const table of tables) {
    const { rows } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'read' AND table_name = $1 ORDER BY ordinal_position`,
      [table.name],
    );
    expect(
      rows.map((r) => r.column_name),
      table.name,
    ).toEqual(Object.keys(table.columns));
  }
}
