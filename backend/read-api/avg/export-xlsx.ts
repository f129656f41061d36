import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import type { StreamedExport } from './export-data';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel refuses a cell longer than this. */
const MAX_CELL = 32_767;
const HISTORY_COLUMNS = ['tijdstip', 'stream', 'positie', 'type', 'gegevens'] as const;

const cell = (value: unknown): ExcelJS.CellValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
};

/**
 * One sheet with a bold, frozen header row; `fill` adds its rows. Committed before the next sheet
 * starts: exceljs's streaming writer queues a sheet in the zip as soon as it is added, so rows of a
 * later sheet would wait in memory.
 */
async function sheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly string[],
  fill: (add: (values: unknown[]) => void) => Promise<void>,
) {
  const worksheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = (columns.length ? columns : ['(leeg)']).map((key) => ({
    header: key,
    key,
    width: Math.min(60, Math.max(12, key.length + 2)),
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  await fill((values) => worksheet.addRow(values.map(cell)).commit());
  worksheet.commit();
}

/** Rows whose keys differ (read models) get every key that occurs as a column. */
const section = (workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, rows: Record<string, unknown>[]) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return sheet(workbook, name, columns, async (add) => rows.forEach((row) => add(columns.map((key) => row[key]))));
};

async function writeWorkbook(out: Writable, data: StreamedExport) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'POP Planner';
  await section(workbook, 'Overzicht', [
    { veld: 'soort', waarde: data.onderwerp.soort },
    { veld: 'id', waarde: data.onderwerp.id },
    { veld: 'geëxporteerd op', waarde: data.geexporteerd_op },
  ]);
  for (const [name, rows] of Object.entries(data.gegevens)) await section(workbook, name, rows);
  await sheet(workbook, 'geschiedenis', HISTORY_COLUMNS, async (add) => {
    for await (const page of data.geschiedenis) {
      for (const e of page) add([e.tijdstip, e.stream, e.positie, e.type, e.gegevens]);
      // Back pressure: the zip and the socket are behind; wait instead of reading the next page.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
  });
  await workbook.commit();
}

/**
 * The export as a workbook (an overview, one sheet per section, the history one row per event),
 * written to the answer as the history is read. Once the first bytes are out, a failure can only
 * cut the download short.
 */
export function sendExportWorkbook(ctx: Context, data: StreamedExport) {
  const out = new PassThrough();
  const name = data.onderwerp.soort === 'account' ? 'mijn-gegevens' : `medewerker-${data.onderwerp.id}`;
  ctx.status = 200;
  ctx.type = XLSX_TYPE;
  ctx.attachment(`${name}.xlsx`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = out;
  writeWorkbook(out, data).catch((err: Error) => {
    console.error(`AVG-export van ${data.onderwerp.soort} ${data.onderwerp.id} afgebroken: ${err.message}`);
    out.destroy(err);
  });
}
