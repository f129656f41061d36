import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ColumnSpecs, ReadModelTable } from './read-model-table';

/*
 * Every read model's CREATE TABLE, as its column table derives it, held against a snapshot: a change
 * in how columns are declared must not change a table a projection creates (that would need a
 * version bump and a rebuild), and a deliberate change shows up here for review.
 */
const isTable = (value: unknown): value is ReadModelTable<ColumnSpecs> =>
  typeof value === 'object' && value !== null && 'ddl' in value && 'columns' in value && 'writeColumns' in value;

async function allTables() {
  const folders = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const tables: ReadModelTable<ColumnSpecs>[] = [];
  for (const folder of folders) {
    if (!readdirSync(join(__dirname, folder.name)).includes('tables.ts')) continue;
    const module = (await import(`./${folder.name}/tables.ts`)) as Record<string, unknown>;
    tables.push(...Object.values(module).filter(isTable));
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

describe('the read models’ column tables', () => {
  it('derive every table’s DDL as before', async () => {
    const tables = await allTables();
    expect(tables.length).toBeGreaterThanOrEqual(25);
    expect(Object.fromEntries(tables.map((table) => [table.name, table.ddl]))).toMatchSnapshot();
  });

  it('derive the SELECT list and write columns of every table as before', async () => {
    const tables = await allTables();
    const derived = tables.map((table) => [table.name, table.select({ alias: 't', instantsAsText: true }), table.writeColumns]);
    expect(Object.fromEntries(derived.map(([name, ...rest]) => [name, rest]))).toMatchSnapshot();
  });
});
