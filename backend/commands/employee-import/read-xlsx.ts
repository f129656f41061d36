import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import type { SheetRow } from './read-spreadsheet';
import { storedBytes, zipEntries, type ZipEntry } from './zip-entries';

const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const sheetNumber = (entry: ZipEntry) => Number(SHEET.exec(entry.name)?.[1]);
// Inflating on libuv's thread pool keeps the event loop free while up to 50 MB unpack.
const inflateRaw = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.inflateRaw);
/** The reader is fed in slices, so it parses slice by slice and the event loop gets turns in between. */
const SLICE = 64 * 1024;

/** An entry unpacked to exactly the size the directory declared; a larger one is a zip bomb that lied. */
async function unpack(file: Buffer, entry: ZipEntry): Promise<Buffer> {
  const stored = storedBytes(file, entry);
  if (entry.method === 0 && stored.length === entry.size) return stored;
  if (entry.method !== 8) throw new ValidationError(importMessages.notASpreadsheet);
  let data: Buffer;
  try {
    data = await inflateRaw(stored, { maxOutputLength: Math.max(1, entry.size) });
  } catch (err) {
    const tooLarge = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ValidationError(tooLarge ? importMessages.unpacksTooLarge : importMessages.notASpreadsheet);
  }
  if (data.length !== entry.size) throw new ValidationError(importMessages.notASpreadsheet);
  return data;
}

/**
 * The fields a local header and its central directory entry share, in the same order from `at` (4 in
 * the local header, 6 in the directory entry): version needed, CRC-32, both sizes (stored, so equal)
 * and the length of the name. Method, time, date and the rest stay zero.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/**
 * A new, uncompressed zip of only the parts the reader needs, shared strings before the sheet:
 * the reader then streams the sheet instead of parking it in a temporary file, and reads no
 * local header we did not check against the directory (they can lie where the directory does not).
 */
function repack(parts: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, crc, data.length, nameBytes.length);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    writeEntryFields(header, 6, crc, data.length, nameBytes.length);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

/** Hyperlinks (typed e-mail addresses), rich text and formulas all count by what the cell shows. */
function cellText(cell: ExcelJS.Cell): string {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
}

/**
 * The non-empty rows of the first worksheet through exceljs's streaming reader, which holds one
 * row at a time: reading stops as soon as a row beyond `maxRows` appears. Nothing unpacks past
 * the sizes the directory declared (at most MAX_UNPACKED_BYTES in all), so memory stays bounded.
 */
export async function readXlsxRows(file: Buffer, maxColumns: number, maxRows: number): Promise<SheetRow[]> {
  const entries = zipEntries(file);
  const sheet = entries.filter((entry) => SHEET.test(entry.name)).sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
  if (!sheet)
    throw new ValidationError(entries.some((e) => e.name === 'xl/workbook.xml') ? importMessages.empty : importMessages.notASpreadsheet);
  const wanted = [...PARTS.map((name) => entries.find((entry) => entry.name === name)), sheet].filter((e): e is ZipEntry => !!e);
  const parts: { name: string; data: Buffer }[] = [];
  for (const entry of wanted) parts.push({ name: entry.name, data: await unpack(file, entry) });
  const zip = repack(parts);
  const slices = Array.from({ length: Math.ceil(zip.length / SLICE) }, (_, i) => zip.subarray(i * SLICE, (i + 1) * SLICE));

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        const width = Math.min(row.cellCount, maxColumns);
        for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column)));
        if (!cells.some((cell) => cell !== '')) continue;
        if (rows.length === maxRows) throw new ValidationError(importMessages.tooManyRows);
        rows.push({ line: row.number, cells });
      }
    }
  } catch (err) {
    throw err instanceof ValidationError ? err : new ValidationError(importMessages.notASpreadsheet);
  }
  return rows;
}
