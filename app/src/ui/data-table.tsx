import type { ReactNode } from 'react';

export interface DataColumn<Row, Key extends string = string> {
  key: Key;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** On the column's th and td: a hook for a screen's own touches (e.g. a bold name). */
  className?: string;
  /** 'end' for the buttons at the right of a row, 'center' for counts. */
  align?: 'start' | 'center' | 'end';
  /** A fixed width such as '110px'; 'shrink' makes the column as narrow as its content. */
  width?: string | 'shrink';
  /** The header is only read out (e.g. 'Acties' above the buttons). */
  headerHidden?: boolean;
  /** The header becomes a button that sorts by this column. */
  sortable?: boolean;
  /** Stacked rows: the caption above the value; leave it out where the value speaks for itself. */
  stackLabel?: string;
  /** Stacked rows: the cell takes the whole width of the card. */
  wide?: boolean;
  /** Free text (a name, a description) that may break anywhere rather than widen the table. */
  text?: boolean;
}

export interface TableSort<Key extends string> {
  key: Key;
  dir: 'asc' | 'desc';
  onSort: (key: Key) => void;
}

interface DataTableProps<Row, Key extends string> {
  columns: readonly DataColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Extra classes of the table, e.g. a hook for tests. */
  className?: string;
  /** Rows turn into small two-column cards on phones, so nothing scrolls sideways. */
  stacked?: boolean;
  sort?: TableSort<Key>;
}

function cellClass<Row, Key extends string>(column: DataColumn<Row, Key>): string | undefined {
  const classes = [
    column.className,
    column.align && column.align !== 'start' ? `data-table__cell--${column.align}` : '',
    column.width === 'shrink' ? 'data-table__cell--shrink' : '',
    column.wide ? 'data-table__cell--wide' : '',
    column.text ? 'data-table__cell--text' : '',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function Header<Row, Key extends string>({ column, sort }: { column: DataColumn<Row, Key>; sort?: TableSort<Key> }) {
  const style = column.width && column.width !== 'shrink' ? { width: column.width } : undefined;
  if (!column.sortable || !sort) {
    return (
      <th scope="col" className={cellClass(column)} style={style}>
        {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
      </th>
    );
  }
  const active = column.key === sort.key;
  return (
    <th
      scope="col"
      className={cellClass(column)}
      style={style}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="data-table__sort" onClick={() => sort.onSort(column.key)}>
        {column.header}
        <span className={active ? 'data-table__arrow data-table__arrow--active' : 'data-table__arrow'} aria-hidden="true">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A table of rows described by columns: headers (optionally sorting), cells, and a phone layout. */
export function DataTable<Row, Key extends string = string>({
  columns,
  rows,
  rowKey,
  className,
  stacked = false,
  sort,
}: DataTableProps<Row, Key>) {
  const classes = ['data-table', stacked ? 'data-table--stacked' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className="data-table__wrap">
      <table className={classes}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Header key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={column.stackLabel}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
