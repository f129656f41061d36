import ExcelJS from 'exceljs';
import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import { readXls } from './read-xls';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
/** Only the first columns matter; a sheet with thousands of columns is not read cell by cell. */
const MAX_COLUMNS = 50;

/** A non-empty row of the first worksheet: its row number in the spreadsheet and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** .xlsx is a zip, .xls (BIFF) a compound file: the content decides, not the file name. */
export async function readSpreadsheet(file: Buffer): Promise<SheetRow[]> {
  if (file.length === 0) throw new ValidationError(importMessages.empty);
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(file);
  if (file.subarray(0, 8).equals(CFB_MAGIC)) return readXls(file, MAX_COLUMNS);
  throw new ValidationError(importMessages.notASpreadsheet);
}

async function readXlsx(file: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type, which newer @types/node Buffers do not match exactly.
    await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw new ValidationError(importMessages.notASpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError(importMessages.empty);
  // A header row and 10,000 data rows at most; refuse early instead of validating a huge sheet.
  if (sheet.actualRowCount > MAX_DATA_ROWS + 1) throw new ValidationError(importMessages.tooManyRows);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column)));
    if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
  });
  return rows;
}

/** Hyperlinks (typed e-mail addresses), rich text and formulas all count by what the cell shows. */
function cellText(cell: ExcelJS.Cell): string {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
}
