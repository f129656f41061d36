import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '../events/categories';
import { rebuildSetupSql } from '../backend/projections/projection';
import { allProjections } from '../backend/projections/registry';

const architecture = readFileSync(path.resolve(__dirname, '../ARCHITECTURE.md'), 'utf8');

/** The text under a heading, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)![0].length;
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The table rows of a section (header and divider left out), each as its cells. */
const rows = (text: string): string[][] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) => line.slice(1, -1).split(' | '));

const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
/** The names in the first cell of every row: what the table has an entry for. */
const entries = (heading: string) =>
  new Set(rows(section(section(architecture, '## Glossary'), heading)).flatMap((cells) => codeNames(cells[0]!)));

const allCategories = Object.values(categories);
const eventTypes: string[] = allCategories.flatMap((category) => [...category.types]);
const readModelTables = [
  ...new Set(
    allProjections().flatMap((projection) =>
      [projection.setupSql, rebuildSetupSql(projection)].flatMap((sql) =>
        [...sql.matchAll(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_]+)\s*\(/gi)].map((match) => match[1]!),
      ),
    ),
  ),
];

// The glossary is the map from the SPEC's Dutch to the code's English: a new stream, event or table
// without an entry would be the first thing a reader cannot look up.
describe('ARCHITECTURE.md glossary', () => {
  it('finds the stream categories, event types and read-model tables it must cover', () => {
    expect(allCategories.length).toBeGreaterThan(10);
    expect(eventTypes).toContain('GoalProgressSet');
    expect(readModelTables.length).toBeGreaterThan(20);
  });

  it('has an entry for every stream category, and none for a category that does not exist', () => {
    const listed = entries('### Aggregates (stream categories)');
    expect(allCategories.map((category) => category.name).filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(name in categories))).toEqual([]);
  });

  it('has an entry for every event type, and none for a type no category declares', () => {
    const listed = entries('### Events');
    expect(eventTypes.filter((type) => !listed.has(type))).toEqual([]);
    expect([...listed].filter((type) => !eventTypes.includes(type))).toEqual([]);
  });

  it('has an entry for every read-model table, and none for a table no projection creates', () => {
    const listed = entries('### Read-model tables (schema `read`, rebuilt from events)');
    expect(readModelTables.filter((table) => !listed.has(table))).toEqual([]);
    expect([...listed].filter((table) => !readModelTables.includes(table))).toEqual([]);
  });
});
