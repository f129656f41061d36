import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import type { DbClient } from '../platform/db';
import { CopyText, lineWriterOf } from './copy-text';
import {
  bigint,
  bool,
  date,
  int,
  intArray,
  json,
  jsonb,
  numeric31,
  readModelTable,
  text,
  timestamptz,
  type ColumnSpecs,
  type ReadModelTable,
  type RowOf,
} from './read-model-table';
import { binaryRows } from './copy-binary';
import { copyRows, insertRows } from './write-rows';

const { db } = useEventStore(4);

/** `work` on a connection of its own whose search path is a fresh schema `name`. */
async function inSchema(name: string, work: (client: DbClient) => Promise<void>) {
  const client = await db.pool.connect();
  try {
    await client.query(`CREATE SCHEMA ${name}; SET search_path TO ${name}, public`);
    await work(client);
  } finally {
    await client.query('RESET search_path');
    client.release();
  }
}

/**
 * The same rows written into two fresh tables of `tableOf`, by the INSERT and by copyRows, read back (instants as
 * PostgreSQL's text) and found equal: the copied ones.
 */
async function copiedAsInserted<C extends ColumnSpecs>(
  schema: string,
  tableOf: (name: string) => ReadModelTable<C>,
  rows: readonly RowOf<C, unknown>[],
): Promise<Record<string, unknown>[]> {
  let copiedRows: Record<string, unknown>[] = [];
  await inSchema(schema, async (client) => {
    const inserted = tableOf('inserted');
    const copied = tableOf('copied');
    await client.query(`${inserted.ddl}\n${copied.ddl}`);
    await insertRows(client, inserted, rows);
    await copyRows(client, copied, rows);
    const read = async (table: string) =>
      (await client.query(`SELECT ${inserted.select({ instantsAsText: true })} FROM ${table} ORDER BY id`)).rows as Record<
        string,
        unknown
      >[];
    const [fromInsert, fromCopy] = [await read('inserted'), await read('copied')];
    expect(fromCopy).toHaveLength(rows.length);
    expect(fromCopy).toEqual(fromInsert);
    copiedRows = fromCopy;
  });
  return copiedRows;
}

/** Every type a read-model column can have that COPY writes differently from the INSERT's arrays. */
const linesTable = (name: string) =>
  readModelTable(
    name,
    [
      { id: text(), n: int(), big: bigint(), score: numeric31(), flag: bool(), day: date({ nullable: true }), at: timestamptz() },
      { details: jsonb(), kept: json(), note: text({ nullable: true }) },
    ],
    { primaryKey: ['id'] },
  );

type Line = RowOf<ReturnType<typeof linesTable>['columns'], unknown>;

const awkward = [
  'tab\there',
  'line\nbreak',
  'carriage\r\nreturn',
  'back\\slash \\N \\. and "quotes"',
  '\\',
  'é ü ß — 😀',
  // Past ASCII first, then what must be escaped: the writer hands the rest of such a text to Node's encoder.
  'café\tterras\\zon\nrij',
  '',
  'NULL',
];

const lines: Line[] = awkward.map((note, i) => ({
  id: `line-${i}`,
  n: i === 1 ? -2147483648 : i - 3,
  big: i === 2 ? -(2 ** 40) : 2 ** 40 + i,
  score: i === 0 ? -0 : (i - 4) / 2,
  flag: i % 2 === 0,
  day: i % 3 === 0 ? null : '2026-02-28',
  // The last instant as PostgreSQL writes one, which the binary format does not vouch for: these lines go by text.
  at:
    i === awkward.length - 1
      ? '2026-11-27 12:30:00+00'
      : i % 2
        ? new Date(Date.UTC(2026, 10, 27, 12, 30, i))
        : `2026-11-27T12:30:0${i}.123Z`,
  details: { naam: note, nested: { list: [1, 'two', null] }, tab: '\t' },
  kept: { naam: note, tab: '\t' },
  note: i === awkward.length - 1 ? null : note,
}));

describe('a replay copies its rows in (copyRows)', () => {
  it('leaves the same rows as the INSERT, whatever the text holds', async () => {
    expect(binaryRows(linesTable('any'), lines)).toBeNull();
    const fromCopy = await copiedAsInserted('copy_rows', linesTable, lines);
    expect(fromCopy.map((r) => r.note)).toEqual([...awkward.slice(0, -1), null]);
    expect(fromCopy[0]!.details).toEqual(lines[0]!.details);
  });

  it('writes lists of ids (a column the INSERT of arrays cannot take)', async () => {
    await inSchema('copy_lists', async (client) => {
      const table = readModelTable('lists', { id: int(), ids: intArray({ nullable: true }) }, { primaryKey: ['id'] });
      await client.query(table.ddl);
      await copyRows(client, table, [
        { id: 1, ids: [3, -1, 2] },
        { id: 2, ids: [] },
        { id: 3, ids: null },
      ]);
      const { rows } = await client.query('SELECT id, ids FROM lists ORDER BY id');
      expect(rows).toEqual([
        { id: 1, ids: [3, -1, 2] },
        { id: 2, ids: [] },
        { id: 3, ids: null },
      ]);
    });
  });

  it('fails on a value the column refuses, as the INSERT would (the batch then goes the careful way)', async () => {
    await inSchema('copy_refused', async (client) => {
      const table = linesTable('refused');
      await client.query(table.ddl);
      const bad = { ...lines[1]!, id: 'bad', n: 2 ** 40 };
      await expect(copyRows(client, table, [lines[0]!, bad])).rejects.toMatchObject({ code: '22003' });
      expect((await client.query('SELECT count(*)::int AS n FROM refused')).rows[0].n).toBe(0);
    });
  });

  it('sends nothing for no rows', async () => {
    const client = await db.pool.connect();
    try {
      // The table does not exist: any statement would fail.
      await expect(copyRows(client, linesTable('never_created'), [])).resolves.toBeUndefined();
    } finally {
      client.release();
    }
  });
});

/** Every type the binary format writes (copy-binary.ts): the lines' table without its numeric column. */
const binaryTable = (name: string) =>
  readModelTable(
    name,
    [
      { id: text(), n: int(), big: bigint({ nullable: true }), flag: bool(), day: date({ nullable: true }), at: timestamptz() },
      { details: jsonb(), kept: json(), note: text({ nullable: true }) },
    ],
    { primaryKey: ['id'] },
  );

type BinaryLine = RowOf<ReturnType<typeof binaryTable>['columns'], unknown>;

/** Details one object for each three lines in a row (CopyBinary.jsonOf writes the JSON of the object before again). */
const sharedDetails = Array.from({ length: 5 }, (_, k) => ({
  naam: awkward[k * 2] ?? null,
  nested: { list: [k, 'two', null] },
  tab: '\t',
}));

const binaryLines: BinaryLine[] = [...awkward, 'x'.repeat(70_000), 'Zoë '.repeat(20_000)].map((note, i) => ({
  id: `line-${String(i).padStart(2, '0')}`,
  n: i === 1 ? -2147483648 : i === 2 ? 2147483647 : i - 3,
  big: i === 3 ? null : i === 4 ? -(2 ** 53 - 1) : 2 ** 53 - 1 - i,
  flag: i % 2 === 0,
  day: [null, '2024-02-29', '1900-01-01', '2199-12-31', '2000-01-01', '1999-12-31'][i % 6]!,
  at: [
    new Date(Date.UTC(2026, 10, 27, 12, 30, i)),
    `2026-11-27T12:30:0${i % 10}.123Z`,
    '1900-01-01T00:00:00.000Z',
    '2199-12-31T23:59:59.999Z',
    '1999-12-31T23:59:59.999Z',
  ][i % 5]!,
  details: sharedDetails[Math.floor(i / 3)]!,
  kept: i % 2 ? { naam: note } : { kept: [note, i] },
  note: i === awkward.length - 1 ? null : note,
}));

describe('a replay copies its rows in binary where it can (copy-binary.ts)', () => {
  it('leaves the same rows as the INSERT, whatever the values hold', async () => {
    expect(binaryRows(binaryTable('any'), binaryLines)).not.toBeNull();
    const rows = await copiedAsInserted('copy_binary', binaryTable, binaryLines);
    expect(rows.map((r) => r.note)).toEqual(binaryLines.map((l) => l.note));
    expect(rows.slice(0, 5).map((r) => [r.day, r.at])).toEqual([
      [null, '2026-11-27 12:30:00+00'],
      ['2024-02-29', '2026-11-27 12:30:01.123+00'],
      ['1900-01-01', '1900-01-01 00:00:00+00'],
      ['2199-12-31', '2199-12-31 23:59:59.999+00'],
      ['2000-01-01', '1999-12-31 23:59:59.999+00'],
    ]);
  });

  it('goes by the text format for a value it does not vouch for, with the same rows', async () => {
    const others = [
      { ...binaryLines[0]!, at: '2026-11-27 13:30:00+01' },
      { ...binaryLines[1]!, day: '2026-2-3' },
      { ...binaryLines[2]!, big: 2 ** 60 },
      { ...binaryLines[3]!, day: '20260304' },
    ];
    for (const line of others) expect(binaryRows(binaryTable('any'), [binaryLines[5]!, line])).toBeNull();
    const rows = await copiedAsInserted('copy_not_binary', binaryTable, others);
    expect(rows.map((r) => [r.at, r.day, r.big])).toEqual([
      ['2026-11-27 12:30:00+00', null, 2 ** 53 - 1],
      ['2026-11-27 12:30:01.123+00', '2026-02-03', 2 ** 53 - 2],
      ['1900-01-01 00:00:00+00', '1900-01-01', 2 ** 60],
      ['2199-12-31 23:59:59.999+00', '2026-03-04', null],
    ]);
  });

  it('fails on a value the column refuses, as the INSERT would', async () => {
    await inSchema('copy_binary_refused', async (client) => {
      const table = binaryTable('refused');
      await client.query(table.ddl);
      await expect(copyRows(client, table, [binaryLines[0]!, { ...binaryLines[1]!, id: 'bad', n: 2 ** 40 }])).rejects.toMatchObject({
        code: '22003',
      });
      await expect(copyRows(client, table, [{ ...binaryLines[1]!, note: 'nul \u0000 in text' }])).rejects.toMatchObject({
        code: '22021',
      });
      expect((await client.query('SELECT count(*)::int AS n FROM refused')).rows[0].n).toBe(0);
    });
  });
});

describe('CopyText', () => {
  const table = readModelTable(
    'values',
    {
      note: text({ nullable: true }),
      n: int(),
      flag: bool(),
      ids: intArray(),
      details: jsonb(),
      at: timestamptz(),
    },
    { primaryKey: ['n'] },
  );
  const line = (row: RowOf<typeof table.columns, unknown>) => {
    const out = new CopyText();
    lineWriterOf(table)(out, row);
    return Buffer.concat(out.done()).toString();
  };

  it("escapes what would end a value in COPY's text format, and writes NULL as \\N", () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(line({ note: 'a\tb\nc\rd\\e', n: -12, flag: false, ids: [1, 2], details: { a: 'x\ty' }, at })).toBe(
      'a\\tb\\nc\\rd\\\\e\t-12\tf\t{1,2}\t{"a":"x\\\\ty"}\t2026-01-02T03:04:05.000Z\n',
    );
    expect(line({ note: null, n: 0, flag: true, ids: [], details: {}, at: '2026-01-02' })).toBe('\\N\t0\tt\t{}\t{}\t2026-01-02\n');
    expect(line({ note: '\\N', n: 2 ** 31, flag: true, ids: [], details: {}, at })).toMatch(/^\\\\N\t2147483648\t/);
  });

  it('encodes text past ASCII as UTF-8 and still escapes what follows it', () => {
    const at = new Date(0);
    expect(line({ note: 'é\t😀\\', n: 1, flag: true, ids: [], details: { naam: 'Zoë' }, at })).toBe(
      'é\\t😀\\\\\t1\tt\t{}\t{"naam":"Zoë"}\t1970-01-01T00:00:00.000Z\n',
    );
  });

  it('keeps room for what a text grows to: two bytes per escape, up to three per UTF-16 unit', () => {
    const notes = ['\t'.repeat(40_000), 'é'.repeat(30_000), '€'.repeat(30_000), '😀'.repeat(20_000), '\\'.repeat(50_000)];
    const out = new CopyText();
    const write = lineWriterOf(table);
    for (const note of notes) write(out, { note, n: 1, flag: true, ids: [], details: {}, at: '2026-01-01' });
    const lines = Buffer.concat(out.done()).toString().split('\n');
    expect(lines.map((l) => l.split('\t')[0])).toEqual([
      '\\t'.repeat(40_000),
      'é'.repeat(30_000),
      '€'.repeat(30_000),
      '😀'.repeat(20_000),
      '\\\\'.repeat(50_000),
      '',
    ]);
  });

  it('starts a new buffer when a value does not fit, and keeps the pieces in order', () => {
    const long = 'x'.repeat(100_000);
    const out = new CopyText();
    const write = lineWriterOf(table);
    for (let i = 0; i < 3; i++) write(out, { note: `${i}${long}`, n: i, flag: true, ids: [], details: {}, at: '2026-01-01' });
    const pieces = out.done();
    expect(pieces.length).toBeGreaterThan(1);
    expect(
      Buffer.concat(pieces)
        .toString()
        .split('\n')
        .map((l) => l.slice(0, 1)),
    ).toEqual(['0', '1', '2', '']);
    expect(out.done()).toEqual([]);
  });
});
