import { beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE } from '../../contracts/fields';
import { importMessages } from '../commands/employee-import/messages';
import { xlsxFile } from '../../tests/support/import-files';
import { companyWithEmployee } from '../../tests/support/api-seed';
import { registerUser, type TestUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';

const app = useTestApp();
let user: TestUser;
let companyId: number;
let employeeId: number;

beforeAll(async () => {
  user = await registerUser(app, { verified: true, plan: 'starter' });
  [companyId, employeeId] = await companyWithEmployee(
    app,
    user,
    { naam: 'Alfa', branche: 'ICT' },
    { naam: 'Anna', email: 'anna@example.nl' },
  );
});

/** Breaks that would give a name or title lines of its own: in a mail, a From line, a calendar invitation. */
const BREAKS = ['\n', '\r', '\t', '\u2028', '\u2029'];
const named = (lineBreak: string) => `Anna${lineBreak}Beste collega, klik op deze link om je salaris te zien`;

const refused = async (request: Promise<{ status: number; body: { message?: string } }>) => {
  const res = await request;
  expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: SINGLE_LINE });
};
/** The signed-in user's request, refused as above. */
const refusedFor = (method: 'post' | 'put', path: string, body: object) => refused(app.api[method](path).set(user.auth).send(body));

describe('names and titles are one line, refused at the edge with a Dutch 400', () => {
  it.each(BREAKS.map((b) => [JSON.stringify(b), b]))('employee name on create and rename (%s)', async (_label, lineBreak) => {
    await refusedFor('post', '/api/employees', { naam: named(lineBreak), email: 'nieuw@example.nl', bedrijf_id: companyId });
    await refusedFor('put', `/api/employees/${employeeId}`, { naam: named(lineBreak), email: 'anna@example.nl', bedrijf_id: companyId });
  });

  it('company name and branche on create and rename', async () => {
    await refusedFor('post', '/api/companies', { naam: named('\n'), branche: 'ICT' });
    await refusedFor('post', '/api/companies', { naam: 'Beta', branche: 'ICT\u2028Zorg' });
    await refusedFor('put', `/api/companies/${companyId}`, { naam: named('\r\n'), branche: 'ICT' });
  });

  it("the HR user's name on registration and rename", async () => {
    await refused(app.api.post('/api/hr/register').send({ naam: named('\n'), email: 'nieuw-hr@example.nl', password: 'geheim123' }));
    await refusedFor('put', '/api/hr/profile/name', { naam: named('\u2029') });
  });

  it('the subject of a mail, a template title and a library entry', async () => {
    await refusedFor('post', '/api/pop/send-email', { toEmail: 'x@example.nl', subject: 'POP\nBcc: y@example.nl', message: 'Hallo' });
    await refusedFor('post', '/api/templates', { bedrijf_id: companyId, omschrijving: named('\n'), goals: [{ omschrijving: 'Doel' }] });
    await refusedFor('post', '/api/goals', { omschrijving: named('\t') });
  });

  it('keeps what was there: the names are unchanged, a plain name is still taken', async () => {
    const anna = (await app.api.get(`/api/employees/${employeeId}`).set(user.auth).expect(200)).body;
    expect(anna.naam).toBe('Anna');
    await app.api
      .put(`/api/employees/${employeeId}`)
      .set(user.auth)
      .send({ naam: 'Anna de Vries', email: 'anna@example.nl', bedrijf_id: companyId })
      .expect(200);
  });

  it('the employee import refuses such a row with its own Dutch reason and imports the others', async () => {
    const file = await xlsxFile([
      ['Volledige naam', 'Email', 'Bedrijf'],
      ['Bram\nKlik hier: https://example.com', 'bram@example.nl', 'Alfa'],
      ['Carla\u2028Jansen', 'carla@example.nl', 'Alfa'],
      ['Dirk', 'dirk@example.nl', 'Alfa'],
    ]);
    const res = await app.api
      .post('/api/employees/import')
      .set(user.auth)
      .attach('file', file, 'medewerkers.xlsx')
      .field('skipFirstRow', '1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      inserted: 1,
      skipped: 2,
      errors: [
        { line: 2, reason: importMessages.nameInvalid },
        { line: 3, reason: importMessages.nameInvalid },
      ],
    });
  });
});
