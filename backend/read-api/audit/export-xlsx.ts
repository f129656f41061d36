import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import { auditKindLabels } from '../../../contracts/audit';
import type { Queryable } from '../../platform/db';
import { dutchWallClock, MOMENT_FORMAT, XLSX_TYPE } from '../growth/xlsx-format';
import type { AuditFilters } from './filters';
import { auditLines, UNKNOWN_MEMBER, type AuditLine } from './trail';

/** Lines read per query: each page starts where the last ended (keyset), so the last page costs what the first does. */
const PAGE = 1000;

const COLUMNS = [
  { header: 'Tijdstip', width: 18, style: { numFmt: MOMENT_FORMAT } },
  { header: 'Teamlid', width: 28 },
  { header: 'Soort', width: 20 },
  { header: 'Wijziging', width: 60 },
  { header: 'Gebeurtenis', width: 28 },
  { header: 'Gesprek', width: 10 },
] as const;

const rowOf = (line: AuditLine) => [
  dutchWallClock(line.at),
  line.actor_name ?? UNKNOWN_MEMBER,
  auditKindLabels[line.kind],
  line.summary,
  line.action,
  line.conversation_id,
];

async function writeWorkbook(db: Queryable, out: Writable, workspaceId: number, filters: AuditFilters) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'POP Planner';
  const sheet = workbook.addWorksheet('Audit trail', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (let before: number | null = null; ;) {
    const lines = await auditLines(db, workspaceId, filters, PAGE, before === null ? { offset: 0 } : { before });
    for (const line of lines) sheet.addRow(rowOf(line)).commit();
    if (lines.length < PAGE) break;
    before = lines[lines.length - 1]!.position;
    // Back pressure: the zip and the socket are behind; wait instead of reading the next page.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The trail with the page's filters as a workbook, written as it is read. Names come from the
 * accounts as they are now, so an erased member reads 'Onbekend'; the lines hold no personal texts.
 * Once the first bytes are out, a failure can only cut the download short.
 */
export function sendAuditWorkbook(ctx: Context, db: Queryable, workspaceId: number, filters: AuditFilters) {
  const out = new PassThrough();
  ctx.status = 200;
  ctx.type = XLSX_TYPE;
  ctx.attachment('audit-trail.xlsx');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = out;
  writeWorkbook(db, out, workspaceId, filters).catch((err: Error) => {
    console.error(`Export van de audit trail van werkruimte ${workspaceId} afgebroken: ${err.message}`);
    out.destroy(err);
  });
}
