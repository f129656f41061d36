import { CopyPieces } from './copy-text';
import type { ColumnSpec, ColumnSpecs, ReadModelTable } from './read-model-table';

/*
 * COPY's binary format for a replay's rows (write-rows.ts, copyRows), for the tables whose every column is of a
 * type written here: PostgreSQL then reads each value as it is stored instead of parsing text (no escapes, no
 * digits, no dates to read). 160,000 lines copied into a fresh table without its key took PostgreSQL 145 instead
 * of 205 ms for activity, 120 instead of 210 ms for the audit trail. Only values Node can vouch for go this way,
 * each exactly as the text format would have them read: any other value (an instant written otherwise, a number
 * past the column's) makes the batch go by the text format, which takes or refuses it as before (NotBinary).
 */

/** The file header: signature, flags, length of the header extension. */
const HEADER = Buffer.from([...Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), 0, 0, 0, 0, 0, 0, 0, 0]);
/** A field's length for NULL, and the trailer's field count. */
const NONE = -1;
/** 2000-01-01T00:00:00Z, PostgreSQL's epoch, in Unix milliseconds. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_TO_32 = 2 ** 32;
/** Shorter texts are written a character at a time while they are ASCII; longer ones by Node's encoder in one call. */
const ENCODER_FROM = 16;

/** A value this format does not vouch for: the batch goes by the text format. */
class NotBinary extends Error {
  constructor() {
    super('not written in the binary format');
  }
}
const notBinary = new NotBinary();

const DAY_MS = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day that exists: year 1 on, month 1 to 12, the day within its month (30 February PostgreSQL refuses, Date rolls over). */
export function onTheCalendar(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}
/** Days since 2000-01-01 of a day on the calendar (the proleptic Gregorian count by eras of 400 years): a date in the binary format. */
export function daysSince2000(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 730_425;
}

const digit = (text: string, at: number) => {
  const value = text.charCodeAt(at) - 0x30;
  if (value < 0 || value > 9) throw notBinary;
  return value;
};
const two = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * Unix milliseconds of an instant as the store writes one (`recordedAt`: 'YYYY-MM-DDTHH:MM:SS.mmmZ', RECORDED_AT_ISO)
 * or a Date; years 1900 to 2200, where microseconds stay exact as a double. Anything else: NotBinary.
 */
export function instantMs(value: unknown): number {
  if (value instanceof Date) {
    const ms = value.getTime();
    if (!(ms >= Date.UTC(1900, 0, 1) && ms < Date.UTC(2200, 0, 1))) throw notBinary;
    return ms;
  }
  const text = value as string;
  if (typeof value !== 'string' || text.length !== 24) throw notBinary;
  // - - T : : . Z, by their codes
  if (
    text.charCodeAt(4) !== 0x2d ||
    text.charCodeAt(7) !== 0x2d ||
    text.charCodeAt(10) !== 0x54 ||
    text.charCodeAt(13) !== 0x3a ||
    text.charCodeAt(16) !== 0x3a ||
    text.charCodeAt(19) !== 0x2e ||
    text.charCodeAt(23) !== 0x5a
  )
    throw notBinary;
  const year = two(text, 0) * 100 + two(text, 2);
  const month = two(text, 5);
  const day = two(text, 8);
  const hours = two(text, 11);
  const minutes = two(text, 14);
  const seconds = two(text, 17);
  const ms = digit(text, 20) * 100 + two(text, 21);
  if (year < 1900 || year >= 2200 || !onTheCalendar(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) throw notBinary;
  return POSTGRES_EPOCH_MS + daysSince2000(year, month, day) * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/** Days since 2000-01-01 of a day written 'YYYY-MM-DD' (years 1900 to 2200, a day on the calendar); anything else: NotBinary. */
export function dateDays(value: unknown): number {
  const text = value as string;
  if (typeof value !== 'string' || text.length !== 10 || text[4] !== '-' || text[7] !== '-') throw notBinary;
  const year = two(text, 0) * 100 + two(text, 2);
  const month = two(text, 5);
  const day = two(text, 8);
  if (year < 1900 || year >= 2200 || !onTheCalendar(year, month, day)) throw notBinary;
  return daysSince2000(year, month, day);
}

/** The rows of one batch in COPY's binary format: the header first, a field count and the fields per row, then `end`. */
export class CopyBinary extends CopyPieces {
  constructor() {
    super();
    this.room(HEADER.length);
    this.at += HEADER.copy(this.buffer, this.at);
  }

  /** A row of `fields` values follows. */
  row(fields: number) {
    this.room(2);
    this.buffer[this.at++] = fields >>> 8;
    this.buffer[this.at++] = fields;
  }

  null() {
    this.room(4);
    this.int32(NONE);
  }

  /** An int column's value: an integer of 32 bits. */
  int(value: unknown) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31) throw notBinary;
    this.room(8);
    this.int32(4);
    this.int32(value);
  }

  /** A bigint column's value: an integer a double holds exactly. */
  bigint(value: unknown) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw notBinary;
    this.room(12);
    this.int32(8);
    this.int64(value);
  }

  /** Microseconds since 2000-01-01 UTC. */
  timestamptz(value: unknown) {
    const us = (instantMs(value) - POSTGRES_EPOCH_MS) * 1000;
    this.room(12);
    this.int32(8);
    this.int64(us);
  }

  /** A date column's value written 'YYYY-MM-DD'. */
  date(value: unknown) {
    this.day(dateDays(value));
  }

  /** A date as its days since 2000-01-01 (daysSince2000). */
  day(days: number) {
    this.room(8);
    this.int32(4);
    this.int32(days);
  }

  boolean(value: unknown) {
    this.room(5);
    this.int32(1);
    this.buffer[this.at++] = value ? 1 : 0;
  }

  /** A text's UTF-8, after its length; `prefix` a byte before it (jsonb's version). */
  text(value: string, prefix?: number) {
    const length = value.length;
    this.room(5 + 3 * length);
    const buffer = this.buffer;
    const start = this.at + 4;
    let at = start;
    if (prefix !== undefined) buffer[at++] = prefix;
    const from = at;
    let ascii = length < ENCODER_FROM;
    for (let i = 0; ascii && i < length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) ascii = false;
      else buffer[at++] = code;
    }
    if (!ascii) at = from + buffer.write(value, from);
    this.int32(at - start);
    this.at = at;
  }

  /**
   * The JSON of a value; of the same object as the value before, the text made for that one (rows that share their
   * details, as an activity's lines of one conversation do). Within one batch's rows, which nobody changes while
   * they are written.
   */
  jsonOf(value: object): string {
    if (value !== this.lastJson) {
      this.lastJson = value;
      this.lastJsonText = JSON.stringify(value);
    }
    return this.lastJsonText;
  }
  private lastJson: object | undefined;
  private lastJsonText = '';

  /** The trailer, then the pieces. */
  end(): Buffer[] {
    this.room(2);
    this.buffer[this.at++] = 0xff;
    this.buffer[this.at++] = 0xff;
    return this.done();
  }

  /** Four bytes, most significant first, where room was made for them (stores into a Uint8Array keep the low 8 bits). */
  private int32(value: number) {
    const buffer = this.buffer;
    const at = this.at;
    buffer[at] = value >>> 24;
    buffer[at + 1] = value >>> 16;
    buffer[at + 2] = value >>> 8;
    buffer[at + 3] = value;
    this.at = at + 4;
  }

  /** Eight bytes of an integer a double holds exactly. */
  private int64(value: number) {
    const high = Math.floor(value / TWO_TO_32);
    this.int32(high);
    this.int32(value - high * TWO_TO_32);
  }
}

type PutBinary = (out: CopyBinary, value: NonNullable<unknown>) => void;

/** How a non-null value goes into a column of `spec`'s type, as the text format would have it read; undefined: not this way. */
function binaryPutterFor(spec: ColumnSpec): PutBinary | undefined {
  switch (spec.type) {
    case 'int':
      return (out, value) => out.int(value);
    case 'bigint':
      return (out, value) => out.bigint(value);
    case 'boolean':
      return (out, value) => out.boolean(value);
    case 'timestamptz':
      return (out, value) => out.timestamptz(value);
    case 'date':
      return (out, value) => out.date(value);
    case 'text':
      return (out, value) => out.text(typeof value === 'string' ? value : String(value));
    case 'json':
      return (out, value) => out.text(typeof value === 'string' ? value : out.jsonOf(value));
    case 'jsonb':
      // The version of jsonb's binary form, then the text.
      return (out, value) => out.text(typeof value === 'string' ? value : out.jsonOf(value), 1);
    default:
      return undefined;
  }
}

export type RowWriter = (out: CopyBinary, row: object) => void;

const rowWriters = new WeakMap<object, RowWriter | null>();

/** Writes a row of `table` in the binary format (its columns in the table's order); null when a column's type is not written so. */
function binaryRowWriterOf(table: Pick<ReadModelTable<ColumnSpecs>, 'names' | 'columns'>): RowWriter | null {
  const known = rowWriters.get(table);
  if (known !== undefined) return known;
  const puts = table.names.map((name) => binaryPutterFor(table.columns[name]!));
  let writer: RowWriter | null = null;
  if (puts.every((put) => put !== undefined)) {
    const columns = table.names.map((name, i): RowWriter => {
      const put = puts[i]!;
      return (out, row) => {
        const value = (row as Record<string, unknown>)[name];
        if (value === null || value === undefined) out.null();
        else put(out, value);
      };
    });
    writer = (out, row) => {
      out.row(columns.length);
      for (let i = 0; i < columns.length; i++) columns[i]!(out, row);
    };
  }
  rowWriters.set(table, writer);
  return writer;
}

/** The rows in COPY's binary format, or null: a column's type or a value this format does not vouch for (NotBinary). */
export function binaryRows(table: Pick<ReadModelTable<ColumnSpecs>, 'names' | 'columns'>, rows: readonly object[]): Buffer[] | null {
  const write = binaryRowWriterOf(table);
  if (!write) return null;
  const out = new CopyBinary();
  try {
    for (let i = 0; i < rows.length; i++) write(out, rows[i]!);
  } catch (err) {
    if (err instanceof NotBinary) return null;
    throw err;
  }
  return out.end();
}
