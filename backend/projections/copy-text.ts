import type { ColumnSpec, ColumnSpecs, ReadModelTable } from './read-model-table';

/*
 * COPY's text format (a value per column, a tab between, a line per row, `\N` for NULL) written straight
 * into buffers, for a replay's rows (write-rows.ts, copyRows). Each value is escaped and encoded in the one
 * pass that writes it: no string per value, per line and per batch to join and then encode again. The bench's
 * history has 59 MB of such lines per rebuild; as strings they were about a third of the bytes Node
 * allocated, held until the batch's COPY, and their garbage collection with them.
 */

/** Bytes of a buffer begun afresh; the lines of a batch are sent to PostgreSQL as these pieces. */
const CHUNK = 64 * 1024;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BACKSLASH = 0x5c;
const NULL_MARK = 0x4e; // N, after a backslash
const ZERO = 0x30;
const MINUS = 0x2d;

/** What would end a value in COPY's text format, written as a backslash and a letter (or a second backslash). */
const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeCopy = (text: string) => (text.search(ESCAPED) < 0 ? text : text.replace(ESCAPED, (ch) => ESCAPES[ch]!));

/** Bytes for one COPY, written into buffers of CHUNK bytes: `done` hands the pieces to send. */
export class CopyPieces {
  private readonly pieces: Buffer[] = [];
  protected buffer = Buffer.allocUnsafe(CHUNK);
  protected at = 0;

  /** Room for `bytes` more in the current buffer, or a new one. */
  protected room(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    if (this.at) this.pieces.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafe(Math.max(CHUNK, bytes));
    this.at = 0;
  }

  /** The pieces written, in order; the writer is empty afterwards. */
  done(): Buffer[] {
    if (this.at) this.pieces.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafe(0);
    this.at = 0;
    return this.pieces.splice(0);
  }
}

/** The lines of one batch in COPY's text format. */
export class CopyText extends CopyPieces {
  /** A text, escaped, as UTF-8: three bytes per UTF-16 unit is enough for either (an escape takes two). */
  text(value: string) {
    const length = value.length;
    this.room(3 * length);
    const buffer = this.buffer;
    let at = this.at;
    for (let i = 0; i < length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) {
        // Past ASCII (a name with an accent): the rest by Node's encoder, which pairs the surrogates.
        at += buffer.write(escapeCopy(value.slice(i)), at);
        break;
      }
      if (code === BACKSLASH || code === LINE_FEED || code === CARRIAGE_RETURN || code === TAB) {
        buffer[at++] = BACKSLASH;
        buffer[at++] = code === BACKSLASH ? BACKSLASH : code === LINE_FEED ? 0x6e : code === CARRIAGE_RETURN ? 0x72 : 0x74;
      } else buffer[at++] = code;
    }
    this.at = at;
  }

  /** A number: its digits (an integer's written here, the others by String), nothing to escape. */
  number(value: number) {
    if (!Number.isInteger(value) || Math.abs(value) >= 2 ** 31) return this.text(String(value));
    this.room(11);
    const buffer = this.buffer;
    if (value < 0) {
      buffer[this.at++] = MINUS;
      value = -value;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = (this.at += digits);
    do {
      buffer[--at] = ZERO + (value % 10);
      value = Math.floor(value / 10);
    } while (value);
  }

  /** The tab between two values of a line. */
  tab() {
    this.byte(TAB);
  }

  /** The end of a line. */
  end() {
    this.byte(LINE_FEED);
  }

  boolean(value: unknown) {
    this.byte(value ? 0x74 : 0x66);
  }

  /** One byte of ASCII. */
  private byte(value: number) {
    this.room(1);
    this.buffer[this.at++] = value;
  }

  null() {
    this.room(2);
    this.buffer[this.at++] = BACKSLASH;
    this.buffer[this.at++] = NULL_MARK;
  }
}

type PutValue = (out: CopyText, value: NonNullable<unknown>) => void;

/** How a non-null value is written into a column of `spec`'s type, as COPY reads it back. */
function putterFor(spec: ColumnSpec): PutValue {
  switch (spec.type) {
    case 'boolean':
      return (out, value) => out.boolean(value);
    case 'jsonb':
    case 'json':
      return (out, value) => out.text(typeof value === 'string' ? value : JSON.stringify(value));
    case 'int[]':
      return (out, value) => out.text(`{${(value as readonly number[]).join(',')}}`);
    case 'date':
    case 'timestamptz':
      return (out, value) => out.text(value instanceof Date ? value.toISOString() : String(value));
    default:
      return (out, value) => (typeof value === 'number' ? out.number(value) : out.text(String(value)));
  }
}

export type LineWriter = (out: CopyText, row: object) => void;

const lineWriters = new WeakMap<object, LineWriter>();

/**
 * Writes a row of `table` as one line (its columns in the table's order). A closure per column, each with its
 * column's name and type fixed: against one loop that looked both up for every value, 15-20% less time for the
 * audit trail's and activity's lines.
 */
export function lineWriterOf(table: Pick<ReadModelTable<ColumnSpecs>, 'names' | 'columns'>): LineWriter {
  const known = lineWriters.get(table);
  if (known) return known;
  const columns = table.names.map((name): LineWriter => {
    const put = putterFor(table.columns[name]!);
    return (out, row) => {
      const value = (row as Record<string, unknown>)[name];
      if (value === null || value === undefined) out.null();
      else put(out, value);
    };
  });
  const writer: LineWriter = (out, row) => {
    for (let i = 0; i < columns.length; i++) {
      if (i) out.tab();
      columns[i]!(out, row);
    }
    out.end();
  };
  lineWriters.set(table, writer);
  return writer;
}
