import { ValidationError } from '../../platform/errors';
import { importMessages } from './messages';
import type { SheetRow } from './sheet-row';

/**
 * The old binary .xls format (BIFF) is read with SheetJS (the maintained 0.20 line, published on
 * npm as @e965/xlsx; the `xlsx` 0.18 package on npm is outdated and has known advisories).
 * exceljs cannot read BIFF. The library is loaded on first use, so the rest of the import works,
 * and answers a clear 400 for .xls, on a machine where it is not installed.
 */
const XLS_LIBRARY = '@e965/xlsx';

interface SheetJsSheet {
  '!ref'?: string;
}

/** The small part of SheetJS this reader uses. */
export interface SheetJs {
  read(data: Buffer, options: { type: 'buffer'; cellDates?: boolean }): { SheetNames: string[]; Sheets: Record<string, SheetJsSheet> };
  utils: {
    decode_range(ref: string): { s: { r: number; c: number }; e: { r: number; c: number } };
    sheet_to_json(sheet: SheetJsSheet, options: { header: 1; raw: false; defval: string; blankrows: true }): unknown[][];
  };
}

let loaded: Promise<SheetJs | null> | undefined;

/** SheetJS when installed, else null. */
export function loadSheetJs(): Promise<SheetJs | null> {
  loaded ??= import(/* @vite-ignore */ XLS_LIBRARY).then(
    (module: { default?: SheetJs } & Partial<SheetJs>) => (module.read && module.utils ? (module as SheetJs) : (module.default ?? null)),
    () => null,
  );
  return loaded;
}

export async function readXls(file: Buffer, maxColumns: number): Promise<SheetRow[]> {
  const xlsx = await loadSheetJs();
  if (!xlsx) throw new ValidationError(importMessages.xlsUnsupported);
  let sheet: SheetJsSheet | undefined;
  try {
    const workbook = xlsx.read(file, { type: 'buffer' });
    sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  } catch {
    throw new ValidationError(importMessages.notASpreadsheet);
  }
  if (!sheet?.['!ref']) throw new ValidationError(importMessages.empty);
  const firstRow = xlsx.utils.decode_range(sheet['!ref']).s.r;
  const table = xlsx.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const rows: SheetRow[] = [];
  table.forEach((values, index) => {
    const cells = values.slice(0, maxColumns).map((value) => String(value ?? '').trim());
    if (cells.some((cell) => cell !== '')) rows.push({ line: firstRow + index + 1, cells });
  });
  return rows;
}
