import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import type { Queryable } from '../../platform/db';
import { writeConversationsSheet, writeEmployeesSheet, writeGoalsSheet, writeMonthsSheet } from './export-sheets';
import { XLSX_TYPE, type ColumnSpec, type ExportOptions, type SheetWriter } from './xlsx-format';

/**
 * Adds a sheet with a bold, frozen header row and an auto filter over all columns, runs `fill`, and
 * commits the sheet before the next one starts: exceljs's streaming writer queues a sheet in the
 * zip as soon as it is added, so rows of a later sheet would wait in memory.
 */
async function sheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: Writable,
  name: string,
  columns: ColumnSpec[],
  fill: (w: SheetWriter) => Promise<void>,
) {
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Written when the sheet is committed, after its rows.
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  worksheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  // One style object per column (and one for the rows): exceljs renders a cell's style to find its id unless it has seen
  // that very object before, which made styling cost more than the rest of the export together.
  const styles = columns.map((c): Partial<ExcelJS.Style> => (c.numFmt ? { numFmt: c.numFmt } : {}));
  const rowStyle: Partial<ExcelJS.Style> = {};
  await fill({
    add(values) {
      const row = worksheet.addRow(values);
      // Row.style is missing from exceljs's typings, though the writer reads it like a cell's.
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = rowStyle;
      row.eachCell((cell, column) => {
        cell.style = styles[column - 1]!;
      });
      row.commit();
    },
    async flow() {
      // Back pressure: the zip and the socket are behind; wait instead of buffering the company.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
  });
  worksheet.commit();
}

async function writeWorkbook(db: Queryable, out: PassThrough, options: ExportOptions) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'POP Planner';
  await writeMonthsSheet(db, options, (name, columns, fill) => sheet(workbook, out, name, columns, fill));
  await writeEmployeesSheet(db, options, (name, columns, fill) => sheet(workbook, out, name, columns, fill));
  await writeConversationsSheet(db, options, (name, columns, fill) => sheet(workbook, out, name, columns, fill));
  await writeGoalsSheet(db, options, (name, columns, fill) => sheet(workbook, out, name, columns, fill));
  await workbook.commit();
}

const asciiName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'bedrijf';

/**
 * Answers with the workbook as it is written, page by page from the read model. Checks (company,
 * period) happen before: once the first bytes are out, a failure can only cut the download short.
 */
export async function streamGrowthWorkbook(ctx: Context, db: Queryable, options: ExportOptions) {
  const { from, to } = options.period;
  const filename = `groei-${asciiName(options.company.name)}-${from}-tot-${to}.xlsx`;
  const out = new PassThrough();
  ctx.status = 200;
  ctx.type = XLSX_TYPE;
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = out;
  writeWorkbook(db, out, options).catch((err: Error) => {
    console.error(`Excel-export van bedrijf ${options.company.id} afgebroken: ${err.message}`);
    out.destroy(err);
  });
}
