import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';
import { dumpDatabase } from '../../../tests/support/database-dump';
import { addGoal, companyWithEmployee, markedConversation, sendEmail } from '../../../tests/support/api-seed';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { until } from '../../../tests/support/until';

/**
 * The right of access and the right to erasure (AVG, issue 14): the export holds everything with the
 * subject's unique marker; after the erasure not one copy of it is left anywhere in the database (raw
 * tables and a full dump), the read models show the placeholder, also after a rebuild, and another
 * tenant's subjects are untouched.
 */
const app = useTestApp();
let owner: TestUser;
let other: TestUser;

interface Subject {
  marker: string;
  employeeId: number;
  popId: number;
}

const newMarker = () => `zq${randomBytes(5).toString('hex')}`;

/** An employee whose name, address, conversation report, goal, note and ambition all carry `marker`; with an appointment mail and activity. */
async function employeeWithData(user: TestUser): Promise<Subject> {
  const marker = newMarker();
  const { employeeId, popId } = await markedConversation(app, user, marker, {
    company: { naam: 'Bakkerij Noord', branche: 'Detailhandel' },
    firstName: 'Sanne',
    datum_tijd: '2026-12-01T10:00',
    sendConfirmation: true,
  });
  await addGoal(app, user, popId, { omschrijving: `Doel ${marker}`, notitie: `Notitie ${marker}` });
  await app.api
    .post(`/api/pop/${popId}/ambitions`)
    .set(user.auth)
    .send({ omschrijving: `Ambitie ${marker}` })
    .expect(201);
  await app.api.post('/api/activity/log').set(user.auth).send({ entity_type: 'pop', entity_id: popId, action: 'open' });
  await app.api.post('/api/activity/log').set(user.auth).send({ entity_type: 'employee', entity_id: employeeId, action: 'open' });
  await app.inbox.waitFor((m) => m.to.includes(`${marker}@example.nl`));
  return { marker, employeeId, popId };
}

const dump = async () => (await dumpDatabase(app.db.pool, app.db.url)).text;

let erased: Subject;
let kept: Subject;
let othersEmployee: Subject;

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, plan: 'starter' });
  other = await registerUser(app, { verified: true, plan: 'starter' });
  erased = await employeeWithData(owner);
  kept = await employeeWithData(owner);
  othersEmployee = await employeeWithData(other);
  // The mails are delivered and their outcome recorded: MailSent holds the address too.
  await until(async () => (await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE status <> 'sent'`)).rowCount === 0);
  await until(async () => (await dump()).split(`"mailId"`).length > 3);
});

describe('the right of access: export of an employee', () => {
  it('holds every marker of the employee before erasure: card, conversation, report, goal, note, ambition, mail, history (JSON)', async () => {
    const res = await app.api.get(`/api/employees/${erased.employeeId}/export`).set(owner.auth).expect(200);
    const text = JSON.stringify(res.body);
    for (const value of [
      `Sanne ${erased.marker}`,
      `${erased.marker}@example.nl`,
      `Verslag ${erased.marker}`,
      `Doel ${erased.marker}`,
      `Notitie ${erased.marker}`,
      `Ambitie ${erased.marker}`,
    ]) {
      expect(text).toContain(value);
    }
    expect(res.body.onderwerp).toEqual({ soort: 'medewerker', id: erased.employeeId });
    const types = new Set((res.body.geschiedenis as { type: string }[]).map((e) => e.type));
    for (const type of [
      'EmployeeRegistered',
      'ConversationPlanned',
      'GoalAdded',
      'AmbitionAdded',
      'MailRequested',
      'MailSent',
      'ActivityLogged',
      'EmployeeEmailsClaimed',
    ])
      expect(types).toContain(type);
    expect(text).not.toContain(kept.marker);
    expect(text).not.toContain(othersEmployee.marker);
  });

  it('is also a workbook (.xlsx) with the sections and the history', async () => {
    const res = await app.api
      .get(`/api/employees/${erased.employeeId}/export?format=xlsx`)
      .set(owner.auth)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    const bytes = res.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Overzicht', 'medewerker', 'gesprekken', 'doelen', 'geschiedenis']),
    );
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value)))));
    expect(cells.join('\n')).toContain(`Doel ${erased.marker}`);
  });

  it("is sealed per tenant: another user's employee is 404, as is a bad format 400", async () => {
    await app.api.get(`/api/employees/${erased.employeeId}/export`).set(other.auth).expect(404);
    await app.api.get(`/api/employees/${erased.employeeId}/export?format=pdf`).set(owner.auth).expect(400);
  });
});

describe('the right to erasure of an employee (crypto-shredding)', () => {
  it("refuses another user's employee (404) and erases the own one", async () => {
    await app.api.delete(`/api/employees/${erased.employeeId}/personal-data`).set(other.auth).expect(404);
    const res = await app.api.delete(`/api/employees/${erased.employeeId}/personal-data`).set(owner.auth).expect(200);
    expect(res.body.message).toBe('De persoonsgegevens van de medewerker zijn verwijderd.');
    await app.api.delete(`/api/employees/${erased.employeeId}/personal-data`).set(owner.auth).expect(409);
  });

  it('refuses to record anything new about the erased employee (409 in Dutch), and stores nothing', async () => {
    const before = (await app.db.pool.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    const employees = (await app.api.get('/api/employees').set(owner.auth).expect(200)).body as { id: number; bedrijf_id: number }[];
    const row = employees.find((e) => e.id === erased.employeeId)!;
    const rename = await app.api
      .put(`/api/employees/${erased.employeeId}`)
      .set(owner.auth)
      .send({ naam: 'Nieuwe naam', email: 'nieuw@example.nl', bedrijf_id: row.bedrijf_id });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toContain('verwijderd');
    const plan = await app.api
      .post('/api/pop')
      .set(owner.auth)
      .send({ bedrijf_id: row.bedrijf_id, medewerker_id: erased.employeeId, datum_tijd: '2027-03-01T10:00' });
    expect(plan.status).toBe(409);
    const events = await app.db.pool.query<{ stream_id: string; event_type: string }>(
      'SELECT stream_id, event_type FROM es_events ORDER BY global_position OFFSET $1',
      [before],
    );
    expect(events.rows.filter((e) => e.stream_id === `employee-${erased.employeeId}` || e.event_type === 'ConversationPlanned')).toEqual(
      [],
    );
  });

  it("shows 'Verwijderde medewerker' in the read models at once, with the texts gone, and keeps the other employees", async () => {
    const employees = (await app.api.get('/api/employees').set(owner.auth).expect(200)).body as {
      id: number;
      naam: string;
      email: string;
    }[];
    expect(employees.find((e) => e.id === erased.employeeId)).toMatchObject({ naam: 'Verwijderde medewerker' });
    expect(employees.find((e) => e.id === kept.employeeId)).toMatchObject({ naam: `Sanne ${kept.marker}` });
    const pop = (await app.api.get(`/api/pop/${erased.popId}`).set(owner.auth).expect(200)).body;
    expect(JSON.stringify(pop)).not.toContain(erased.marker);
    expect(pop.medewerker_naam).toBe('Verwijderde medewerker');
    const others = (await app.api.get('/api/employees').set(other.auth).expect(200)).body as { naam: string }[];
    expect(others.map((e) => e.naam)).toContain(`Sanne ${othersEmployee.marker}`);
  });

  it('leaves no plaintext of the employee anywhere in the database: raw tables and a full dump', async () => {
    const text = await dump();
    expect(text).not.toContain(erased.marker);
    // The same dump still holds what was not erased (the check can see plaintext where there is some).
    expect(text).toContain(kept.marker);
    expect(text).toContain(othersEmployee.marker);
  });

  it('keeps the placeholder after a full rebuild of the read models, and the export then holds none of the markers', async () => {
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections());
    const employees = (await app.api.get('/api/employees').set(owner.auth).expect(200)).body as { id: number; naam: string }[];
    expect(employees.find((e) => e.id === erased.employeeId)?.naam).toBe('Verwijderde medewerker');
    expect(employees.find((e) => e.id === kept.employeeId)?.naam).toBe(`Sanne ${kept.marker}`);
    const list = (await app.api.get('/api/pop').set(owner.auth).expect(200)).body as { id: number; medewerker_naam: string }[];
    expect(list.find((c) => c.id === erased.popId)?.medewerker_naam).toBe('Verwijderde medewerker');
    expect(await dump()).not.toContain(erased.marker);
    const exported = await app.api.get(`/api/employees/${erased.employeeId}/export`).set(owner.auth).expect(200);
    expect(JSON.stringify(exported.body)).not.toContain(erased.marker);
  });

  it('is written to the deletion log for admins: what, when, why, by whom, without personal data', async () => {
    const admin = await registerUser(app, { verified: true, email: 'beheer@example.nl' });
    await app.api.get('/api/admin/deletion-log').set(owner.auth).expect(403);
    const log = (await app.api.get('/api/admin/deletion-log').set(admin.auth).expect(200)).body as Record<string, unknown>[];
    expect(log).toContainEqual(
      expect.objectContaining({
        wat: 'employee',
        onderwerp_id: erased.employeeId,
        account_id: owner.id,
        reden: 'request',
        verwijderd_door: owner.id,
        mee_verwijderd: 1,
      }),
    );
    expect(JSON.stringify(log)).not.toContain(erased.marker);
  });
});

describe('an AI trend analysis that names an employee', () => {
  it("names them and their goal before; after the employee's erasure no answer shows them: read model, account export, dump, rebuild", async () => {
    const named = await employeeWithData(owner);
    const companyId = (await app.api.get(`/api/pop/${named.popId}`).set(owner.auth).expect(200)).body.bedrijf_id as number;
    const goal = (
      await app.api
        .post(`/api/pop/${named.popId}/goals`)
        .set(owner.auth)
        .send({ omschrijving: `Achterstand ${named.marker}` })
        .expect(201)
    ).body.data.goal as { id: number };
    // Past its deadline: the analysis lists it with the employee's name.
    await app.api.put(`/api/pop/${named.popId}/goals/${goal.id}`).set(owner.auth).send({ deadline: '2020-01-06' }).expect(200);
    const trend = await app.api
      .post('/api/pop/ai-trend-analysis')
      .set(owner.auth)
      .send({ bedrijf_id: companyId, statuses: ['gepland', 'open', 'afgerond'] })
      .expect(200);
    expect(trend.body.analysis).toContain(`Achterstand ${named.marker}`);
    expect(trend.body.analysis).toContain(`Sanne ${named.marker}`);

    await app.api.delete(`/api/employees/${named.employeeId}/personal-data`).set(owner.auth).expect(200);
    const answers = async () =>
      (await app.db.pool.query<{ output: string }>('SELECT output FROM read.ai_answers WHERE owner_id = $1', [owner.id])).rows;
    expect((await answers()).map((a) => a.output).join('\n')).not.toContain(named.marker);
    // Every event of the account, read back through the store: the answer's event among them.
    const exported = (await app.api.get('/api/hr/export').set(owner.auth).expect(200)).body;
    expect(JSON.stringify(exported)).toContain('AiAnswerRecorded');
    expect(JSON.stringify(exported)).not.toContain(named.marker);
    expect(await dump()).not.toContain(named.marker);
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections());
    expect((await answers()).map((a) => a.output).join('\n')).not.toContain(named.marker);
    // The account's other answers still read: only what names the erased employee went.
    expect((await answers()).length).toBeGreaterThan(0);
  });
});

describe('a mail sent with send-email to an address the employee had before', () => {
  it('is gone with the employee: not in the outbox, the dump, nor the account export', async () => {
    const marker = newMarker();
    const former = `oud.${marker}@example.nl`;
    const [companyId, employeeId] = await companyWithEmployee(
      app,
      owner,
      { naam: 'Bakkerij Zuid', branche: 'Detailhandel' },
      { naam: 'Joost Verhuisd', email: former },
    );
    await sendEmail(app, owner, { toEmail: former, subject: `Onderwerp ${marker}`, message: `Bericht ${marker}` });
    await app.inbox.waitFor((m) => m.to.includes(former));
    await until(async () => (await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE status <> 'sent'`)).rowCount === 0);
    await app.api
      .put(`/api/employees/${employeeId}`)
      .set(owner.auth)
      .send({ naam: 'Joost Verhuisd', email: `nieuw.${newMarker()}@example.nl`, bedrijf_id: companyId })
      .expect(200);
    // Before: the mail is in the account's export and in the outbox, so the checks below can see it.
    expect(JSON.stringify((await app.api.get('/api/hr/export').set(owner.auth).expect(200)).body)).toContain(`Bericht ${marker}`);
    expect(await dump()).toContain(former);

    await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(owner.auth).expect(200);
    const text = await dump();
    const holding = text.split('\n').filter((line) => line.includes(marker));
    expect(holding.map((line) => line.slice(0, 300))).toEqual([]);
    const exported = JSON.stringify((await app.api.get('/api/hr/export').set(owner.auth).expect(200)).body);
    expect(exported).toContain('MailRequested');
    expect(exported).not.toContain(marker);
  });
});

describe('deleting the own account', () => {
  it('needs the password, then erases the account and everything in it, ends the session and frees the address', async () => {
    const account = await registerUser(app, { verified: true, naam: `Account ${newMarker()}` });
    const mine = await employeeWithData(account);
    const name = ((await app.api.get('/api/hr/profile').set(account.auth).expect(200)).body as { naam: string }).naam;
    const before = (await app.api.get('/api/hr/export').set(account.auth).expect(200)).body;
    expect(JSON.stringify(before)).toContain(name);
    expect(JSON.stringify(before)).toContain(`Doel ${mine.marker}`);
    await app.api.post('/api/hr/delete-account').set(account.auth).send({ password: 'fout-wachtwoord' }).expect(403);
    await app.api.post('/api/hr/delete-account').set(account.auth).send({ password: account.password }).expect(200);
    const text = await dump();
    /** The dump's lines that hold `needle`, so a failure names the table row. */
    const holding = (needle: string) =>
      text
        .split('\n')
        .filter((line) => line.includes(needle))
        .map((line) => line.slice(0, 300));
    expect(holding(mine.marker)).toEqual([]);
    expect(holding(account.email)).toEqual([]);
    expect(holding(name)).toEqual([]);
    await app.api.get('/api/hr/profile').set(account.auth).expect(401);
    await app.api.post('/api/hr/login').send({ email: account.email, password: account.password }).expect(401);
    // Another tenant is untouched.
    expect((await app.api.get('/api/employees').set(other.auth).expect(200)).body.map((e: { naam: string }) => e.naam)).toContain(
      `Sanne ${othersEmployee.marker}`,
    );
    // The address can be used again.
    await app.api.post('/api/hr/register').send({ naam: 'Opnieuw', email: account.email, password: 'geheim123' }).expect(201);
  });
});
