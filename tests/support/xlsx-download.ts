import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

/** supertest hands the raw answer to a parser; this one keeps the bytes. */
const binary = (res: unknown, done: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  (res as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
  (res as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET an .xlsx answer (expects 200) and open it with exceljs: the answer and the workbook. */
export async function downloadWorkbook(app: TestApp, url: string, auth: Record<string, string>) {
  const res = await app.api.get(url).set(auth).buffer(true).parse(binary).expect(200);
  const bytes = res.body as Buffer;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { res, workbook };
}

/** Every row of a sheet as its cells' values, the header row first. */
export const sheetRows = (sheet: ExcelJS.Worksheet): unknown[][] =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
