import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dutchMonth } from '../../../contracts/dutch-time';
import { addMonths } from '../../../contracts/months';
import { ofOwner, seedConversations } from '../../../tests/support/growth-seed';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

/*
 * GET /growth/export.xlsx: a real workbook, opened again with exceljs. Anna's goal 'Excel leren' stands
 * at 4 in m(2), misses its deadline of the 20th there, and reaches 10 in m(1); Daan has a planned
 * conversation in m(1).
 */

const cur = dutchMonth(new Date());
const m = (k: number) => addMonths(cur, -k);
const utc = (y: string, mo: string, d = '01', h = 0, mi = 0) => new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), h, mi));
const monthStart = (month: string) => utc(month.slice(0, 4), month.slice(5, 7));

const app = useTestApp();
let user: TestUser;
let acme: number;

beforeAll(async () => {
  user = await registerUser(app, { plan: 'starter' });
  const post = async (path: string, body: object) => (await app.api.post(path).set(user.auth).send(body).expect(201)).body;
  acme = (await post('/api/companies', { naam: 'Acme BV', branche: 'ICT' })).id;
  const anna = (await post('/api/employees', { naam: 'Anna Jansen', email: 'anna@example.nl', bedrijf_id: acme })).id;
  const daan = (await post('/api/employees', { naam: 'Daan de Boer', email: 'daan@example.nl', bedrijf_id: acme })).id;
  const company = { id: acme, naam: 'Acme BV' };
  const checkpoint = await seedConversations(
    app.runtime.deps.store,
    ofOwner(user.id, company, [
      {
        popId: 800_001,
        employee: { id: anna, naam: 'Anna Jansen' },
        scheduled: `${m(2)}-10T10:00`,
        status: 'afgerond',
        at: `${m(2)}-01T09:00`,
        goals: [
          {
            goalId: 800_901,
            at: `${m(2)}-10T10:30`,
            description: 'Excel leren',
            progress: [
              [`${m(2)}-12T09:00`, 4],
              [`${m(1)}-03T09:00`, 10],
            ],
            deadline: [[`${m(2)}-10T10:31`, `${m(2)}-20`]],
          },
          { goalId: 800_902, at: `${m(2)}-10T10:30`, description: 'Presenteren', progress: [[`${m(2)}-12T09:00`, 5]] },
        ],
        ambitions: [[800_951, `${m(2)}-10T10:40`]],
      },
      {
        popId: 800_002,
        employee: { id: daan, naam: 'Daan de Boer' },
        scheduled: `${m(1)}-05T14:30`,
        status: 'gepland',
        at: `${m(1)}-01T09:00`,
      },
    ]),
  );
  await app.runtime.deps.projections.waitFor(checkpoint, 10_000);
}, 60_000);

/** supertest hands the raw answer to a parser; this one keeps the bytes. */
const binary = (res: unknown, done: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  (res as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
  (res as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
};

async function download(query: string) {
  const res = await app.api.get(`/api/growth/export.xlsx?${query}`).set(user.auth).buffer(true).parse(binary).expect(200);
  const workbook = new ExcelJS.Workbook();
  const bytes = res.body as Buffer;
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { res, workbook };
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const findRow = (sheet: ExcelJS.Worksheet, column: number, value: unknown) => {
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cell = sheet.getRow(r).getCell(column).value;
    if (cell instanceof Date && value instanceof Date ? cell.getTime() === value.getTime() : cell === value) return r;
  }
  throw new Error(`no row with ${String(value)} in column ${column} of ${sheet.name}`);
};

describe('GET /growth/export.xlsx', () => {
  it('streams a workbook with one sheet per view, Dutch headers, a frozen header row and an auto filter', async () => {
    const { res, workbook } = await download(`company=${acme}`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="groei-acme-bv-${m(11)}-tot-${cur}.xlsx"`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Maandoverzicht', 'Medewerkers', 'Gesprekken', 'Doelen']);
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      const last = sheet.getRow(1).cellCount;
      expect(sheet.autoFilter).toBe(`A1:${sheet.getRow(1).getCell(last).address.replace(/\d+$/, '')}1`);
    }
    expect(rowValues(workbook.getWorksheet('Maandoverzicht')!, 1)).toEqual([
      'Maand',
      'Stand',
      'Gepland',
      'Open',
      'Afgerond',
      'Doelen gezet',
      'Ambities',
      'Doelen',
      'Gemiddelde voortgang',
      'Aandeel behaald',
      'Doelen behaald',
      'Doelen over tijd',
      'Medewerkers zonder gesprek (12 mnd)',
    ]);
  });

  it('writes the months as dates and progress and shares as numbers with a percent format', async () => {
    const sheet = (await download(`company=${acme}`)).workbook.getWorksheet('Maandoverzicht')!;
    expect(sheet.rowCount).toBe(13);
    const two = findRow(sheet, 1, monthStart(m(2)));
    expect(rowValues(sheet, two)).toEqual([monthStart(m(2)), 'Maandeinde', 0, 0, 1, 2, 1, 2, 0.45, 0, 0, 1, 0]);
    expect(sheet.getRow(two).getCell(1).numFmt).toBe('mmm yyyy');
    expect([sheet.getRow(two).getCell(9).numFmt, sheet.getRow(two).getCell(10).numFmt]).toEqual(['0%', '0%']);
    expect(rowValues(sheet, two + 1)).toEqual([monthStart(m(1)), 'Maandeinde', 1, 0, 0, 0, 0, 2, 0.75, 0.5, 1, 0, 1]);
    expect(rowValues(sheet, 13).slice(0, 2)).toEqual([monthStart(cur), 'Vandaag']);
  });

  it('has each employee by month from their first month, the conversations and every goal\u2019s progress per month', async () => {
    const { workbook } = await download(`company=${acme}&from=${m(3)}&to=${cur}`);
    const employees = workbook.getWorksheet('Medewerkers')!;
    const names = Array.from({ length: employees.rowCount - 1 }, (_, i) => employees.getRow(i + 2).getCell(1).value);
    expect(names).toEqual(['Anna Jansen', 'Anna Jansen', 'Anna Jansen', 'Daan de Boer', 'Daan de Boer']);
    expect(rowValues(employees, 2)).toEqual(['Anna Jansen', monthStart(m(2)), 'Maandeinde', 0, 0, 1, 2, 1, 2, 0.45, 0, 0, 1]);

    const conversations = workbook.getWorksheet('Gesprekken')!;
    expect(conversations.rowCount).toBe(3);
    // Excel has no time zones: the Dutch time the user picked, 10:00, is what the cell shows.
    const [y, mo] = m(2).split('-') as [string, string];
    expect(rowValues(conversations, 2)).toEqual([utc(y, mo, '10', 10), 'Anna Jansen', 'Afgerond', 'Nee', 2, 0.75, 1, 1]);
    expect(conversations.getRow(2).getCell(1).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(rowValues(conversations, 3).slice(1, 5)).toEqual(['Daan de Boer', 'Gepland', 'Nee', 0]);

    const goals = workbook.getWorksheet('Doelen')!;
    expect(rowValues(goals, 1).slice(7)).toEqual(
      [m(3), m(2), m(1), cur].map(
        (x) =>
          `${['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'][Number(x.slice(5)) - 1]} ${x.slice(0, 4)}`,
      ),
    );
    const excel = findRow(goals, 3, 'Excel leren');
    expect(rowValues(goals, excel)).toEqual([
      'Anna Jansen',
      utc(y, mo, '10', 10),
      'Excel leren',
      utc(y, mo, '20'),
      1,
      'Ja',
      'Nee',
      undefined,
      0.4,
      1,
      1,
    ]);
    expect([goals.getRow(excel).getCell(4).numFmt, goals.getRow(excel).getCell(9).numFmt]).toEqual(['dd-mm-yyyy', '0%']);
  });

  it('is not found for another user\u2019s company and refuses a request without a company', async () => {
    const other = await registerUser(app);
    expect((await app.api.get(`/api/growth/export.xlsx?company=${acme}`).set(other.auth).expect(404)).body.message).toBe(
      'Bedrijf niet gevonden',
    );
    expect((await app.api.get('/api/growth/export.xlsx').set(user.auth).expect(400)).body.message).toBe('Kies een bedrijf');
    expect(
      (
        await app.api
          .get(`/api/growth/export.xlsx?company=${acme}&from=${cur}&to=${m(1)}`)
          .set(user.auth)
          .expect(400)
      ).body.message,
    ).toBe('Het begin van de periode ligt na het einde');
  });

  it('is described in the OpenAPI document as an xlsx answer', async () => {
    const doc = (await app.api.get('/api/openapi.json').expect(200)).body;
    const ok = doc.paths['/growth/export.xlsx'].get.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});
