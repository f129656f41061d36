import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import type { SubjectExport } from '../../../contracts/avg';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel refuses a cell longer than this. */
const MAX_CELL = 32_767;

const cell = (value: unknown): ExcelJS.CellValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
};

function addSheet(workbook: ExcelJS.Workbook, name: string, rows: Record<string, unknown>[]) {
  const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  sheet.columns = (columns.length ? columns : ['(leeg)']).map((key) => ({
    header: key,
    key,
    width: Math.min(60, Math.max(12, key.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((key) => cell(row[key])));
}

/** The export as a workbook: an overview, one sheet per section, and the history (one row per event). */
export async function sendExportWorkbook(ctx: Context, data: SubjectExport) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'POP Planner';
  addSheet(workbook, 'Overzicht', [
    { veld: 'soort', waarde: data.onderwerp.soort },
    { veld: 'id', waarde: data.onderwerp.id },
    { veld: 'geëxporteerd op', waarde: data.geexporteerd_op },
  ]);
  for (const [name, rows] of Object.entries(data.gegevens)) addSheet(workbook, name, rows);
  addSheet(
    workbook,
    'geschiedenis',
    data.geschiedenis.map((e) => ({ tijdstip: e.tijdstip, stream: e.stream, positie: e.positie, type: e.type, gegevens: e.gegevens })),
  );
  const buffer = await workbook.xlsx.writeBuffer();
  const name = data.onderwerp.soort === 'account' ? 'mijn-gegevens' : `medewerker-${data.onderwerp.id}`;
  ctx.type = XLSX_TYPE;
  ctx.attachment(`${name}.xlsx`);
  ctx.body = Buffer.from(buffer);
}
