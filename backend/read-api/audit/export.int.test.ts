import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/audit';
import { companyWithEmployee, scheduleConversation } from '../../../tests/support/api-seed';
import { addMember } from '../../../tests/support/team';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { downloadWorkbook, sheetRows } from '../../../tests/support/xlsx-download';

const app = useTestApp();
const NAME = 'Fenna Vergeetmij';
const EMAIL = 'fenna.vergeetmij@example.nl';
const SECRET = 'GEHEIM-VERSLAG-8812';

let owner: TestUser;
let hr: Awaited<ReturnType<typeof addMember>>;
let auditor: Awaited<ReturnType<typeof addMember>>;
let employeeId: number;
let conversationId: number;

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, naam: 'Olga Eigenaar' });
  hr = await addMember(app, owner, 'hr_manager', { naam: 'Henk Hrman' });
  auditor = await addMember(app, owner, 'auditor', { naam: 'Anna Auditor' });
  const [companyId] = await companyWithEmployee(app, hr, { naam: 'Bouw BV', branche: 'Bouw' }, { naam: NAME, email: EMAIL });
  employeeId = (await app.api.get('/api/employees').set(hr.auth).expect(200)).body[0].id;
  conversationId = await scheduleConversation(app, hr, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2030-03-12T09:00',
  });
  await app.api.put(`/api/pop/${conversationId}`).set(hr.auth).send({ verslag: SECRET }).expect(200);
});

const download = (query = '') => downloadWorkbook(app, `/api/audit/export.xlsx${query}`, auditor.auth);

describe('GET /audit/export.xlsx', () => {
  it('holds the trail as the page shows it, newest first, under Dutch headers', async () => {
    const { res, workbook } = await download();
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.xlsx"');
    const [header, ...rows] = sheetRows(workbook.getWorksheet('Audit trail')!);
    expect(header).toEqual(['Tijdstip', 'Teamlid', 'Soort', 'Wijziging', 'Gebeurtenis', 'Gesprek']);
    const page = (await app.api.get('/api/audit').set(auditor.auth).expect(200)).body.items as AuditEntry[];
    expect(rows.map((row) => row[3])).toEqual(page.map((item) => item.omschrijving));
    expect(rows[0]).toEqual([
      expect.any(Date),
      'Henk Hrman',
      'Gesprek',
      'Gespreksnotitie bijgewerkt',
      'ConversationReportWritten',
      conversationId,
    ]);
  });

  it('takes the same filters', async () => {
    const rows = sheetRows((await download('?soort=employee')).workbook.getWorksheet('Audit trail')!).slice(1);
    expect(rows.map((row) => [row[1], row[2], row[3]])).toEqual([['Henk Hrman', 'Medewerker', 'Medewerker toegevoegd']]);
  });

  it("holds nothing of an erased employee, nor of an erased member's name", async () => {
    await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(hr.auth).expect(200);
    await app.api.post('/api/hr/delete-account').set(hr.auth).send({ password: hr.password }).expect(200);

    const page = (await app.api.get('/api/audit').set(auditor.auth).expect(200)).body.items as AuditEntry[];
    expect(page[0]).toMatchObject({ soort: 'erasure', omschrijving: 'Persoonsgegevens van medewerker gewist (op verzoek)' });
    expect(page.filter((item) => item.lid.id === hr.id).every((item) => item.lid.naam === 'Onbekend')).toBe(true);
    const { workbook } = await download();
    const text = JSON.stringify([page, sheetRows(workbook.getWorksheet('Audit trail')!)]);
    expect(text).toContain('Onbekend');
    for (const personal of ['Fenna', 'Vergeetmij', EMAIL, SECRET, 'Henk']) expect(text).not.toContain(personal);
  });
});
