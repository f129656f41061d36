import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { importMessages as m } from './messages';
import { loadSheetJs } from './read-xls';
import { xlsxFile } from '../../../tests/support/import-files';

const app = useTestApp();

type Auth = { Authorization: string };
const upload = (auth: Auth, file: Buffer, skipFirstRow: string | undefined, name = 'medewerkers.xlsx') => {
  const req = app.api.post('/api/employees/import').set(auth).attach('file', file, name);
  return skipFirstRow === undefined ? req : req.field('skipFirstRow', skipFirstRow);
};

async function userWithCompanies(...names: string[]) {
  const user = await registerUser(app, { plan: 'enterprise' });
  const ids: number[] = [];
  for (const naam of names)
    ids.push((await app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'ICT' }).expect(201)).body.id);
  return { ...user, companyIds: ids };
}
const employees = async (auth: Auth) =>
  (await app.api.get('/api/employees?includeInactive=1').set(auth).expect(200)).body as {
    naam: string;
    email: string;
    bedrijf_naam: string;
  }[];

const HEADER = ['Volledige naam', 'Email', 'Bedrijf'];

describe('employee import', () => {
  it('imports the valid rows and reports every invalid one by its spreadsheet row', async () => {
    const user = await userWithCompanies('Alfa', 'Beta');
    await app.api
      .post('/api/employees')
      .set(user.auth)
      .send({ naam: 'Bestaand', email: 'bestaand@example.nl', bedrijf_id: user.companyIds[0] })
      .expect(201);
    const file = await xlsxFile([
      HEADER,
      ['Anna de Vries', 'anna@example.nl', 'Alfa'],
      ['', 'leeg@example.nl', 'Alfa'],
      ['Bram', 'geen-adres', 'Alfa'],
      ['Carla', 'carla@example.nl', 'Onbekend BV'],
      ['Dirk', 'BESTAAND@example.nl', 'Alfa'],
      ['Anna 2', ' Anna@Example.nl ', 'Beta'],
      ['Eva Jansen', { text: 'eva@example.nl', hyperlink: 'mailto:eva@example.nl' }, '  beta '],
      [],
      ['Frank', '', 'Beta'],
      ['Gert', 'gert@example.nl', ''],
      ['Hanna', 'hanna@example.nl', 'BETA'],
    ]);
    const res = await upload(user.auth, file, '1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      inserted: 3,
      skipped: 7,
      errors: [
        { line: 3, reason: 'Naam ontbreekt' },
        { line: 4, reason: 'Ongeldig e-mailadres' },
        { line: 5, reason: 'Bedrijf "Onbekend BV" niet gevonden' },
        { line: 6, reason: 'E-mailadres bestaat al' },
        { line: 7, reason: 'Dubbel in bestand (regel 2)' },
        { line: 10, reason: 'E-mailadres ontbreekt' },
        { line: 11, reason: 'Bedrijf ontbreekt' },
      ],
    });
    const list = await employees(user.auth);
    expect(list.map((e) => [e.naam, e.email, e.bedrijf_naam])).toEqual([
      ['Anna de Vries', 'anna@example.nl', 'Alfa'],
      ['Bestaand', 'bestaand@example.nl', 'Alfa'],
      ['Eva Jansen', 'eva@example.nl', 'Beta'],
      ['Hanna', 'hanna@example.nl', 'Beta'],
    ]);
    const companies = (await app.api.get('/api/companies').set(user.auth)).body as { naam: string; medewerkers_aantal: number }[];
    expect(companies.map((c) => [c.naam, c.medewerkers_aantal])).toEqual([
      ['Alfa', 2],
      ['Beta', 2],
    ]);

    // Importing the same file again finds every address taken (row 7 now duplicates an existing employee).
    const again = await upload(user.auth, file, '1');
    expect(again.body.inserted).toBe(0);
    expect(
      again.body.errors.filter((e: { reason: string }) => e.reason === 'E-mailadres bestaat al').map((e: { line: number }) => e.line),
    ).toEqual([2, 6, 7, 8, 12]);
  });

  it('finds the columns by header name in any order and case', async () => {
    const user = await userWithCompanies('Alfa');
    const file = await xlsxFile([
      ['Extra', '  BEDRIJF ', 'email', 'Volledige  Naam'],
      ['x', 'alfa', 'ivo@example.nl', 'Ivo'],
    ]);
    const res = await upload(user.auth, file, '1');
    expect(res.body).toEqual({ inserted: 1, skipped: 0, errors: [] });
    expect((await employees(user.auth)).map((e) => e.naam)).toEqual(['Ivo']);
  });

  it('with skipFirstRow 0 reads row 1 as data, columns in the order naam, e-mail, bedrijf', async () => {
    const user = await userWithCompanies('Alfa');
    const file = await xlsxFile([
      ['Jan', 'jan@example.nl', 'Alfa'],
      ['Kim', 'kim@example.nl', 'Geen'],
    ]);
    const res = await upload(user.auth, file, '0');
    expect(res.body).toEqual({ inserted: 1, skipped: 1, errors: [{ line: 2, reason: 'Bedrijf "Geen" niet gevonden' }] });
    // The same file with skipFirstRow 1 takes row 1 for a header, which lacks the columns.
    const asHeader = await upload(user.auth, file, '1');
    expect(asHeader.status).toBe(400);
    expect(asHeader.body.message).toBe(m.missingColumns(['Volledige naam', 'Email', 'Bedrijf']));
  });

  it("never matches another user's company", async () => {
    const a = await userWithCompanies('Van A');
    const b = await userWithCompanies('Van B');
    const res = await upload(a.auth, await xlsxFile([HEADER, ['Lot', 'lot@example.nl', 'Van B']]), '1');
    expect(res.body.errors).toEqual([{ line: 2, reason: 'Bedrijf "Van B" niet gevonden' }]);
    expect(await employees(b.auth)).toEqual([]);
  });

  it('refuses bad files with a Dutch message and imports nothing', async () => {
    const user = await userWithCompanies('Alfa');
    const row = ['Mia', 'mia@example.nl', 'Alfa'];
    const refused = async (request: ReturnType<typeof upload>, message: string) => {
      const res = await request;
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused(
      upload(user.auth, Buffer.from('Volledige naam;Email;Bedrijf\nMia;mia@example.nl;Alfa\n'), '1', 'medewerkers.xlsx'),
      m.notASpreadsheet,
    );
    await refused(upload(user.auth, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), '1'), m.notASpreadsheet);
    await refused(upload(user.auth, Buffer.alloc(0), '1'), m.empty);
    await refused(upload(user.auth, await xlsxFile([]), '1'), m.empty);
    await refused(upload(user.auth, await xlsxFile([HEADER]), '1'), m.empty);
    await refused(
      upload(
        user.auth,
        await xlsxFile([
          ['Volledige naam', 'Bedrijf'],
          ['Mia', 'Alfa'],
        ]),
        '1',
      ),
      m.missingColumns(['Email']),
    );
    const tooLarge = await upload(user.auth, Buffer.alloc(5 * 1024 * 1024 + 1, 1), '1');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(m.tooLarge);
    await refused(upload(user.auth, await xlsxFile([HEADER, ...Array.from({ length: 10_001 }, () => row)]), '1'), m.tooManyRows);
    await refused(upload(user.auth, await xlsxFile([HEADER, row]), 'ja'), m.skipFirstRow);
    await refused(app.api.post('/api/employees/import').set(user.auth).field('skipFirstRow', '1'), m.noFile);
    await refused(app.api.post('/api/employees/import').set(user.auth).send({ skipFirstRow: '1' }), m.noFile);
    expect(await employees(user.auth)).toEqual([]);
    expect((await app.api.post('/api/employees/import').attach('file', await xlsxFile([HEADER, row]), 'x.xlsx')).status).toBe(401);
  });

  it('accepts exactly 10,000 data rows as far as the row limit goes', async () => {
    const user = await userWithCompanies('Alfa');
    // Every row names an unknown company: the limit is checked, nothing is written.
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Naam ${i}`, `n${i}@example.nl`, 'Onbekend']);
    const res = await upload(user.auth, await xlsxFile([HEADER, ...rows]), '1');
    expect(res.status).toBe(200);
    expect(res.body.skipped).toBe(10_000);
  });
});

describe('.xls (BIFF8) import', async () => {
  const sheetJs = await loadSheetJs();
  if (!sheetJs) console.warn('[import.int.test] @e965/xlsx is not installed: the .xls import test is skipped; .xls answers 400.');

  it.runIf(sheetJs)('imports an .xls file written in the old binary format', async () => {
    const write = sheetJs as unknown as {
      utils: {
        aoa_to_sheet(rows: string[][]): unknown;
        book_new(): unknown;
        book_append_sheet(book: unknown, sheet: unknown, name: string): void;
      };
      write(book: unknown, options: { type: 'buffer'; bookType: 'biff8' }): Buffer;
    };
    const book = write.utils.book_new();
    write.utils.book_append_sheet(
      book,
      write.utils.aoa_to_sheet([HEADER, ['Noor', 'noor@example.nl', 'Alfa'], ['', 'x@example.nl', 'Alfa']]),
      'Blad1',
    );
    const file = write.write(book, { type: 'buffer', bookType: 'biff8' });
    const user = await userWithCompanies('Alfa');
    const res = await upload(user.auth, file, '1', 'medewerkers.xls');
    expect(res.body).toEqual({ inserted: 1, skipped: 1, errors: [{ line: 3, reason: 'Naam ontbreekt' }] });
  });

  it.skipIf(sheetJs)('answers a clear 400 for .xls while the reader is not installed', async () => {
    const user = await userWithCompanies('Alfa');
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    const res = await upload(user.auth, cfb, '1', 'medewerkers.xls');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.xlsUnsupported);
  });
});
