/*
 * One definition per read-model table: its columns, from which the DDL, the SELECT list, the
 * columns a batch writes (with the array type each is sent as through unnest) and the TypeScript
 * row type are derived, so a column is named in one place.
 */

type SqlType = 'int' | 'bigint' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'numeric(3,1)' | 'jsonb' | 'json' | 'int[]';

export interface ColumnSpec {
  readonly type: SqlType;
  readonly nullable?: true;
  /** SQL default, for rows a trigger or an older statement writes without this column. */
  readonly default?: string;
  /**
   * The expression of a generated column (GENERATED ALWAYS AS ... STORED): PostgreSQL computes it from the other
   * columns as each row is written, so it is never written nor read as part of the row.
   */
  readonly generated?: string;
  /** A jsonb column that holds a list of objects rather than one object. */
  readonly list?: true;
  /**
   * 'C': a text compared byte by byte, for ids no one reads in order (an event's uuid). The database's
   * own collation (C.UTF-8 here, en_US or nl_NL elsewhere) compares through the C library, without the
   * short keys PostgreSQL sorts by first: the key of the activity's 159,550 event ids took twice as long.
   */
  readonly collate?: 'C';
  /**
   * false: no query filters, joins or sorts on it (a summary, an action's name, an id the key already makes
   * unique), so ANALYZE keeps no statistics of it (`SET STATISTICS 0`): the audit trail's ANALYZE at the end
   * of a rebuild took 86-131 ms without its three such columns against 160-250 ms with them.
   */
  readonly statistics?: false;
}
export type ColumnSpecs = Readonly<Record<string, ColumnSpec>>;
type ColumnOptions = Omit<ColumnSpec, 'type'>;

const columnOf =
  <T extends SqlType>(type: T) =>
  <const O extends ColumnOptions = object>(options?: O): { readonly type: T } & O =>
    ({ ...options, type }) as { readonly type: T } & O;

/* A column by its SQL type, e.g. `int()`, `text({ default: "''" })`, `timestamptz({ nullable: true })`. */
export const int = columnOf('int');
export const bigint = columnOf('bigint');
export const text = columnOf('text');
export const bool = columnOf('boolean');
export const date = columnOf('date');
export const timestamptz = columnOf('timestamptz');
export const numeric31 = columnOf('numeric(3,1)');
export const jsonb = columnOf('jsonb');
/** JSON kept as written: for a value only ever served whole, never queried into (no binary form to build on every write). */
export const json = columnOf('json');
export const intArray = columnOf('int[]');

/** Columns given as several groups (a line each), merged in order. */
type Merged<G extends readonly ColumnSpecs[]> = G extends readonly [infer H, ...infer R extends readonly ColumnSpecs[]]
  ? H & Merged<R>
  : unknown;
type TableOf<G extends readonly ColumnSpecs[]> = { [K in keyof Merged<G>]: Merged<G>[K] } extends infer C extends ColumnSpecs
  ? ReadModelTable<C>
  : never;

type ValueOf<C extends ColumnSpec, Instant> =
  | (C['type'] extends 'int' | 'bigint' | 'numeric(3,1)'
      ? number
      : C['type'] extends 'boolean'
        ? boolean
        : C['type'] extends 'timestamptz' | 'date'
          ? Instant
          : C['type'] extends 'jsonb' | 'json'
            ? C['list'] extends true
              ? object[]
              : Record<string, unknown>
            : C['type'] extends 'int[]'
              ? number[]
              : string)
  | (C['nullable'] extends true ? null : never);

/**
 * A row as it comes from the table's `select` (generated columns left out). Instants are the text
 * PostgreSQL gives for `::text` (the projection writes back what it read) or, read plainly, Dates.
 */
export type RowOf<C extends ColumnSpecs, Instant = string> = {
  -readonly [K in keyof C as C[K]['generated'] extends string ? never : K]: ValueOf<C[K], Instant>;
};

/** The array type a column's values are sent as to `unnest`. */
const ARRAY_TYPE: Record<SqlType, string> = {
  int: 'int',
  bigint: 'bigint',
  text: 'text',
  boolean: 'bool',
  date: 'date',
  timestamptz: 'timestamptz',
  'numeric(3,1)': 'numeric',
  jsonb: 'jsonb',
  json: 'json',
  // unnest flattens an array of arrays: a table with such a column writes its rows one by one.
  'int[]': 'int[]',
};

export interface ReadModelTable<C extends ColumnSpecs> {
  readonly name: string;
  readonly columns: C;
  readonly primaryKey: readonly (keyof C & string)[];
  /** `CREATE TABLE` with the columns in their order; indexes and triggers stay with the projection. */
  readonly ddl: string;
  /** The row's columns (generated ones left out), in table order. */
  readonly names: readonly (keyof RowOf<C> & string)[];
  /** Column name and the array type its values are sent as, for a set-based write. */
  readonly writeColumns: readonly (readonly [keyof RowOf<C> & string, string])[];
  /** The SELECT list of a whole row, optionally qualified; `instantsAsText` reads dates and times as text. */
  select(options?: { alias?: string; instantsAsText?: boolean }): string;
}

/** One ALTER TABLE for the columns of `statistics: false`, if any. */
function withoutStatistics(name: string, entries: readonly (readonly [string, ColumnSpec])[]) {
  const columns = entries.filter(([, spec]) => spec.statistics === false).map(([column]) => column);
  return columns.length
    ? `\n    ALTER TABLE ${name} ${columns.map((column) => `ALTER COLUMN ${column} SET STATISTICS 0`).join(', ')};`
    : '';
}

export function readModelTable<const G extends readonly ColumnSpecs[]>(
  name: string,
  groups: G,
  keys: { primaryKey: readonly (keyof Merged<G> & string)[] },
): TableOf<G>;
export function readModelTable<const C extends ColumnSpecs>(
  name: string,
  columns: C,
  keys: { primaryKey: readonly (keyof C & string)[] },
): ReadModelTable<C>;
export function readModelTable(
  name: string,
  declared: ColumnSpecs | readonly ColumnSpecs[],
  keys: { primaryKey: readonly string[] },
): ReadModelTable<ColumnSpecs> {
  const columns: ColumnSpecs = Array.isArray(declared) ? Object.assign({}, ...declared) : declared;
  const entries = Object.entries(columns);
  const stored = entries.filter(([, spec]) => spec.generated === undefined);
  const definitions = entries.map(
    ([column, spec]) =>
      `${column} ${spec.type}${spec.collate ? ` COLLATE "${spec.collate}"` : ''}${spec.nullable ? '' : ' NOT NULL'}` +
      (spec.default === undefined ? '' : ` DEFAULT ${spec.default}`) +
      (spec.generated === undefined ? '' : ` GENERATED ALWAYS AS (${spec.generated}) STORED`),
  );
  definitions.push(`PRIMARY KEY (${keys.primaryKey.join(', ')})`);
  return {
    name,
    columns,
    primaryKey: keys.primaryKey,
    ddl: `CREATE TABLE ${name} (\n      ${definitions.join(',\n      ')}\n    );` + withoutStatistics(name, entries),
    names: stored.map(([column]) => column),
    writeColumns: stored.map(([column, spec]) => [column, ARRAY_TYPE[spec.type]] as const),
    select({ alias, instantsAsText = false } = {}) {
      return stored
        .map(([column, spec]) => {
          const qualified = alias ? `${alias}.${column}` : column;
          return instantsAsText && (spec.type === 'timestamptz' || spec.type === 'date') ? `${qualified}::text AS ${column}` : qualified;
        })
        .join(', ');
    },
  };
}

/**
 * Inserts whole rows in one statement, each column sent as one array through `unnest` (an import
 * registers thousands in a batch); a row whose key is there already is left as it is (a replay).
 */
export function insertRowsSql<C extends ColumnSpecs>(table: ReadModelTable<C>, rows: readonly RowOf<C, unknown>[]): [string, unknown[][]] {
  const names = table.writeColumns.map(([name]) => name);
  const arrays = table.writeColumns.map(([, type], i) => `$${i + 1}::${type}[]`);
  return [
    `INSERT INTO ${table.name} (${names.join(', ')})
     SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (${table.primaryKey.join(', ')}) DO NOTHING`,
    names.map((name) => rows.map((row) => row[name])),
  ];
}

/**
 * A fresh table's primary key taken off (`drop`) while one statement fills it, and put back after
 * (`add`): one sort then builds the key instead of a look into its index per row. Under the default
 * name, so the table ends as its `ddl` made it.
 */
export const primaryKeyLater = (table: Pick<ReadModelTable<ColumnSpecs>, 'name' | 'primaryKey'>) => ({
  drop: `ALTER TABLE ${table.name} DROP CONSTRAINT ${table.name}_pkey;`,
  add: `ALTER TABLE ${table.name} ADD PRIMARY KEY (${table.primaryKey.join(', ')});`,
});

/**
 * Inserts one row, each value its own parameter; a row whose key is there already is left as it is
 * (a replay). jsonb and json values go as JSON text: the driver would send a list as a PostgreSQL array.
 */
export function insertRowSql<C extends ColumnSpecs>(table: ReadModelTable<C>, row: RowOf<C, unknown>): [string, unknown[]] {
  return [
    `INSERT INTO ${table.name} (${table.names.join(', ')}) VALUES (${table.names.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${table.primaryKey.join(', ')}) DO NOTHING`,
    table.names.map((name) => {
      const { type } = table.columns[name]!;
      return (type === 'jsonb' || type === 'json') && row[name] !== null ? JSON.stringify(row[name]) : row[name];
    }),
  ];
}

/**
 * Sets some columns of one row unless the row has seen this stream position or a later one already
 * (its `version`): a replayed or out-of-order event changes nothing.
 */
export function updateIfNewerSql<C extends ColumnSpecs & { version: ColumnSpec }>(
  table: ReadModelTable<C>,
  key: keyof RowOf<C> & string,
  [id, version]: readonly [unknown, number],
  changes: Partial<RowOf<C, unknown>>,
): [string, unknown[]] {
  const names = Object.keys(changes);
  const assignments = names.map((name, i) => `${name} = $${i + 3}`);
  return [
    `UPDATE ${table.name} SET ${[...assignments, 'version = $2'].join(', ')} WHERE ${key} = $1 AND version < $2`,
    [id, version, ...names.map((name) => changes[name as keyof typeof changes])],
  ];
}
