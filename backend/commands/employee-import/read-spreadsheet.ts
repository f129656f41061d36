import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import { readInWorker } from './read-in-worker';
import { readXlsxRows } from './read-xlsx';
import type { SheetRow } from './sheet-row';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
/** Only the first columns matter; a sheet with thousands of columns is not read cell by cell. */
const MAX_COLUMNS = 50;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * .xlsx is a zip, .xls (BIFF) a compound file: the content decides, not the file name. A zip that
 * would unpack too far is refused from its directory before anything is inflated; .xlsx streams
 * on the event loop in small steps, .xls is parsed whole in a worker thread with memory limits.
 */
export async function readSpreadsheet(file: Buffer): Promise<SheetRow[]> {
  if (file.length === 0) throw new ValidationError(importMessages.empty);
  // A header row and 10,000 data rows at most: the reader stops at the first row beyond.
  const limits = { maxColumns: MAX_COLUMNS, maxRows: MAX_DATA_ROWS + 1 };
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsxRows(file, limits.maxColumns, limits.maxRows);
  if (file.subarray(0, 8).equals(CFB_MAGIC)) return readInWorker({ file, ...limits });
  throw new ValidationError(importMessages.notASpreadsheet);
}
