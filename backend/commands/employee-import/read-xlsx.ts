import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import type { SheetRow } from './sheet-row';
import { storedZip, unpackParts } from './zip-entries';

const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const sheetNumber = (name: string) => Number(SHEET.exec(name)?.[1]);
/** The reader is fed in slices, so it parses slice by slice and the event loop gets turns in between. */
const SLICE = 64 * 1024;

/**
 * The parts the reader needs, shared strings before the first sheet: the reader then streams the
 * sheet instead of parking it in a temporary file. Without a sheet there is nothing to read.
 */
function readerParts(names: string[]): string[] {
  const sheet = names.filter((name) => SHEET.test(name)).sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
  if (!sheet) throw new ValidationError(names.includes('xl/workbook.xml') ? importMessages.empty : importMessages.notASpreadsheet);
  return [...PARTS.filter((name) => names.includes(name)), sheet];
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
  const zip = await storedZip(await unpackParts(file, readerParts));
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
