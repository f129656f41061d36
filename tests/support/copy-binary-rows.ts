/** What a field of COPY's binary format is read back as in a test: the column's type. */
export type BinaryField = 'int' | 'bool' | 'date';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The rows of pieces written in COPY's binary format (backend/projections/copy-binary.ts), read back as PostgreSQL
 * reads them: the header checked, each row's fields by `fields` (a date as 'YYYY-MM-DD', NULL as null), the trailer
 * checked at the end.
 */
export function readBinaryRows(pieces: readonly Buffer[], fields: readonly BinaryField[]): unknown[][] {
  const bytes = Buffer.concat(pieces);
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('no COPY binary signature');
  let at = SIGNATURE.length + 4;
  at += 4 + bytes.readInt32BE(at);
  const rows: unknown[][] = [];
  for (;;) {
    const count = bytes.readInt16BE(at);
    at += 2;
    if (count === -1) break;
    if (count !== fields.length) throw new Error(`a row of ${count} fields, not ${fields.length}`);
    rows.push(
      fields.map((field) => {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length === -1) return null;
        const value = bytes.subarray(at, at + length);
        at += length;
        if (field === 'bool') return value[0] === 1;
        const n = value.readInt32BE(0);
        return field === 'int' ? n : new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      }),
    );
  }
  if (at !== bytes.length) throw new Error(`${bytes.length - at} bytes after the trailer`);
  return rows;
}
