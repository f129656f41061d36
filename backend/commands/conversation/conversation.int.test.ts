import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { companyWithEmployee, scheduleConversation } from '../../../tests/support/api-seed';
import { parseIcs } from '../../../tests/support/parse-ics';

const app = useTestApp();
let owner: TestUser;
let other: TestUser;
let companyId: number;
let employeeId: number;

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, naam: 'Anna HR' });
  other = await registerUser(app, { verified: true });
  [companyId, employeeId] = await companyWithEmployee(app, owner, { naam: 'Bakkerij Jansen', branche: 'Horeca' }, { naam: 'Piet Pieters' });
});

const plan = (user: TestUser, body: Record<string, unknown> = {}) =>
  app.api
    .post('/api/pop')
    .set(user.auth)
    .send({ bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2026-12-01T10:00', ...body });

describe('POP conversation API', () => {
  it('refuses an unverified account with 403 mentioning verification', async () => {
    const unverified = await registerUser(app);
    const res = await app.api
      .post('/api/pop')
      .set(unverified.auth)
      .send({ bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2026-12-01T10:00' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('geverifieerd');
  });

  it('lives a whole life: plan, goals, progress, ambitions, report, archive, history and asOf, delete', async () => {
    const created = await plan(owner).expect(201);
    const popId = created.body.data.id as number;
    expect(created.body.data.conversation).toMatchObject({
      id: popId,
      status: 'gepland',
      verslag: '',
      medewerker_naam: 'Piet Pieters',
      bedrijf_naam: 'Bakkerij Jansen',
      datum_tijd: '2026-12-01T09:00:00.000Z',
      aantal_doelen: 0,
      overall_progress: 0,
      hr_gebruiker_naam: 'Anna HR',
      archiveer_datum: null,
    });
    const api = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
      app.api[method](`/api/pop/${popId}${path}`).set(owner.auth);

    await api('patch', '/status').send({ status: 'open' }).expect(200);
    const g1 = (await api('post', '/goals').send({ omschrijving: 'Excel-cursus afronden', notitie: 'via LinkedIn Learning' }).expect(201))
      .body.data.goal;
    const g2 = (await api('post', '/goals').send({ omschrijving: 'Presenteren voor het team' }).expect(201)).body.data.goal;
    await api('put', `/goals/${g1.id}`).send({ voortgang: 8 }).expect(200);
    const progressed = await api('put', `/goals/${g2.id}`).send({ voortgang: 7 }).expect(200);
    expect(progressed.body.data.conversation.overall_progress).toBe(7.5);
    expect((await api('put', `/goals/${g2.id}`).send({ voortgang: 11 })).body.message).toBe(
      'Voortgang moet een geheel getal van 0 tot en met 10 zijn',
    );
    await api('put', `/goals/${g2.id}`).send({ deadline: '2027-03-31' }).expect(200);
    const amb = (await api('post', '/ambitions').send({ omschrijving: 'Teamleider worden' }).expect(201)).body.data.ambition;
    await api('put', `/ambitions/${amb.id}`).send({ notitie: 'binnen 2 jaar' }).expect(200);
    const beforeReport = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await api('put', '').send({ verslag: 'Goed gesprek gehad.', status: 'afgerond' }).expect(200);

    const detail = (await api('get', '').expect(200)).body;
    expect(detail).toMatchObject({ status: 'afgerond', verslag: 'Goed gesprek gehad.', aantal_doelen: 2, overall_progress: 7.5 });
    expect(detail.goals.find((g: { id: number }) => g.id === g2.id)).toMatchObject({ voortgang: 7, deadline: '2027-03-31' });
    expect(detail.ambitions[0]).toMatchObject({ omschrijving: 'Teamleider worden', notitie: 'binnen 2 jaar' });

    const asOf = (await api('get', `?asOf=${encodeURIComponent(beforeReport)}`).expect(200)).body;
    expect(asOf).toMatchObject({ status: 'open', verslag: '', overall_progress: 7.5 });

    const history = (await api('get', '/history').expect(200)).body as {
      summary: string;
      actor: { naam: string };
      changes: { old: unknown; new: unknown }[];
    }[];
    expect(history[0]!.summary).toBe('Gesprek gepland met Piet Pieters (Bakkerij Jansen)');
    expect(history.every((h) => h.actor.naam === 'Anna HR')).toBe(true);
    const progressEntry = history.find((h) => h.summary.startsWith('Voortgang van doel “Presenteren'))!;
    expect(progressEntry.changes[0]).toMatchObject({ old: 0, new: 7 });
    const reportEntry = history.find((h) => h.summary === 'Gespreksnotitie bijgewerkt')!;
    expect(reportEntry.changes[0]).toMatchObject({ old: '', new: 'Goed gesprek gehad.' });

    await api('put', '/toggle-archive').send({ archive: true }).expect(200);
    const visible = (await app.api.get('/api/pop').set(owner.auth).expect(200)).body as { id: number }[];
    expect(visible.some((c) => c.id === popId)).toBe(false);
    const withArchived = (await app.api.get('/api/pop?includeArchived=1').set(owner.auth).expect(200)).body as {
      id: number;
      archiveer_datum: string;
    }[];
    expect(withArchived.find((c) => c.id === popId)!.archiveer_datum).toEqual(expect.any(String));

    await api('delete', `/goals/${g1.id}`).expect(200);
    await api('delete', '').expect(200);
    expect((await api('get', '')).status).toBe(404);
    expect((await api('get', '/history')).status).toBe(200);
  });

  it("seals tenants: another user gets 404 on every call and cannot plan with the owner's employee", async () => {
    const popId = (await plan(owner).expect(201)).body.data.id as number;
    const as = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
      app.api[method](`/api/pop/${popId}${path}`).set(other.auth);
    expect((await as('get', '')).status).toBe(404);
    expect((await as('get', '?asOf=2030-01-01T00:00:00Z')).status).toBe(404);
    expect((await as('get', '/history')).status).toBe(404);
    expect((await as('put', '').send({ verslag: 'x' })).status).toBe(404);
    expect((await as('patch', '/status').send({ status: 'open' })).status).toBe(404);
    expect((await as('post', '/goals').send({ omschrijving: 'x' })).status).toBe(404);
    expect((await as('put', '/toggle-archive').send({ archive: true })).status).toBe(404);
    expect((await as('delete', '')).status).toBe(404);
    expect((await app.api.get('/api/pop').set(other.auth)).body).toEqual([]);
    const stolen = await plan(other);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Kies een geldig bedrijf');
    expect((await app.api.get(`/api/pop/${popId}`).set(owner.auth)).status).toBe(200);
  });

  it('validates planning input with Dutch messages', async () => {
    expect((await plan(owner, { datum_tijd: 'morgen' })).body.message).toBe('Ongeldige datum of tijd');
    expect((await plan(owner, { status: 'bezig' })).body.message).toBe('Kies een geldige status (gepland, open of afgerond)');
    expect((await plan(owner, { medewerker_id: undefined })).body.message).toBe('Kies een medewerker');
  });

  it('copies the goals of a catalogue template into a conversation', async () => {
    const popId = (await plan(owner, { template: { type: 'gesprek', id: 10101 } }).expect(201)).body.data.id;
    const detail = (await app.api.get(`/api/pop/${popId}`).set(owner.auth).expect(200)).body;
    expect(detail.goals.length).toBeGreaterThanOrEqual(3);
    const again = await app.api.post(`/api/templates/10102/copy-to-pop/${popId}?source=gesprek`).set(owner.auth).expect(200);
    expect(again.body.data.conversation.goals.length).toBeGreaterThan(detail.goals.length);
  });

  it('sends a confirmation mail with a calendar invitation, and a report by mail, over real SMTP', async () => {
    await plan(owner, { sendConfirmation: true }).expect(201);
    const invite = await app.inbox.waitFor((m) => m.to.includes('piet@example.nl') && m.subject.startsWith('Uitnodiging POP-gesprek'));
    expect(invite.subject).toBe('Uitnodiging POP-gesprek op 01-12-2026 10:00');
    const ics = invite.attachments.find((a) => a.filename === 'pop-gesprek.ics')!;
    // 10:00 Dutch winter time: 09:00 UTC, placed by the invitation's own VTIMEZONE.
    expect(parseIcs(ics.content)).toMatchObject({ startLocal: '2026-12-01T10:00:00', startUtc: '2026-12-01T09:00:00.000Z' });
    expect(parseIcs(ics.content).endUtc).toBe('2026-12-01T10:00:00.000Z');

    await app.api
      .post('/api/pop/send-email')
      .set(owner.auth)
      .send({ toEmail: 'manager@example.nl', subject: 'POP Gesprek verslag', message: 'Het verslag.' })
      .expect(200);
    const report = await app.inbox.waitFor((m) => m.to.includes('manager@example.nl'));
    expect(report.text).toContain('Het verslag.');
    // Sent for the user, never as the user or as the product: their name in the sender, replies to them.
    expect(report.from).toMatch(/via POP Planner.*<no-reply@popplanner\.nl>/);
    expect(report.replyTo).toBe(owner.email);
    expect(report.text).toContain(`namens`);
    const unverified = await registerUser(app);
    expect(
      (await app.api.post('/api/pop/send-email').set(unverified.auth).send({ toEmail: 'x@example.nl', subject: 'x', message: 'y' })).status,
    ).toBe(403);
    expect((await app.api.post('/api/pop/send-email').set(owner.auth).send({ toEmail: '', subject: 'x', message: 'y' })).body.message).toBe(
      'Voer een geldig e-mailadres in',
    );
  });

  it('pages, sorts and filters the list on the server', async () => {
    const user = await registerUser(app, { verified: true });
    const [c, e] = await companyWithEmployee(app, user, { naam: 'Garage Smit', branche: 'Techniek' }, { naam: 'Kees' });
    for (let day = 1; day <= 12; day++) {
      await app.api
        .post('/api/pop')
        .set(user.auth)
        .send({
          bedrijf_id: c,
          medewerker_id: e,
          datum_tijd: `2027-01-${String(day).padStart(2, '0')}T10:00`,
          status: day % 2 ? 'open' : 'gepland',
        })
        .expect(201);
    }
    const page1 = (await app.api.get('/api/pop?page=1&pageSize=10').set(user.auth).expect(200)).body;
    expect(page1).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    expect(page1.items[0].datum_tijd).toBe('2027-01-12T09:00:00.000Z');
    const page2 = (await app.api.get('/api/pop?page=2&pageSize=10&sort=datum&dir=asc').set(user.auth).expect(200)).body;
    expect(page2.items.map((i: { datum_tijd: string }) => i.datum_tijd.slice(0, 10))).toEqual(['2027-01-11', '2027-01-12']);
    const open = (await app.api.get('/api/pop?status=open').set(user.auth).expect(200)).body;
    expect(open).toHaveLength(6);
    const search = (await app.api.get('/api/pop?search=03/01/2027').set(user.auth).expect(200)).body;
    expect(search).toHaveLength(1);
    expect((await app.api.get('/api/pop/planned?limit=3').set(user.auth).expect(200)).body).toHaveLength(3);
    expect((await app.api.get('/api/pop?sort=onzin').set(user.auth)).status).toBe(400);
    // The calendar's window: [from, to) in UTC, here 3 to 5 January in Dutch time.
    const range = (await app.api.get('/api/pop?from=2027-01-02T23:00:00Z&to=2027-01-05T23:00:00Z').set(user.auth).expect(200)).body;
    expect(range.map((i: { datum_tijd: string }) => i.datum_tijd.slice(0, 10)).sort()).toEqual(['2027-01-03', '2027-01-04', '2027-01-05']);
    const bad = await app.api.get('/api/pop?from=gisteren').set(user.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/from/);
  });

  it('keeps list totals right through status changes, archiving, deleting and renames (counts table and search text)', async () => {
    const user = await registerUser(app, { verified: true, plan: 'starter' });
    const company = async (naam: string) =>
      (await app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'Zorg' }).expect(201)).body.id as number;
    const [c1, c2] = [await company('Zorg Oost'), await company('Zorg West')];
    const employee = async (naam: string, bedrijf_id: number) =>
      (
        await app.api
          .post('/api/employees')
          .set(user.auth)
          .send({ naam, email: `${naam.toLowerCase()}@example.nl`, bedrijf_id })
          .expect(201)
      ).body.id as number;
    const [e1, e2] = [await employee('Fleur', c1), await employee('Gijs', c2)];
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) {
      const [bedrijf_id, medewerker_id] = i % 2 ? [c2, e2] : [c1, e1];
      const res = await app.api
        .post('/api/pop')
        .set(user.auth)
        .send({ bedrijf_id, medewerker_id, datum_tijd: `2028-02-0${i + 1}T09:30`, status: ['gepland', 'open', 'afgerond'][i % 3] });
      ids.push(res.body.data.id);
    }
    await app.api.patch(`/api/pop/${ids[0]}/status`).set(user.auth).send({ status: 'afgerond' }).expect(200);
    await app.api.put(`/api/pop/${ids[1]}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);
    await app.api.put(`/api/pop/${ids[2]}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);
    await app.api.put(`/api/pop/${ids[2]}/toggle-archive`).set(user.auth).send({ archive: false }).expect(200);
    await app.api.delete(`/api/pop/${ids[3]}`).set(user.auth).expect(200);
    await app.api
      .put(`/api/employees/${e2}`)
      .set(user.auth)
      .send({ naam: 'Gijsbert', email: 'gijs@example.nl', bedrijf_id: c2, actief: true })
      .expect(200);

    const filters = [
      '',
      'status=gepland',
      'status=open',
      'status=afgerond',
      `company=${c1}`,
      `company=${c2}&status=open`,
      'includeArchived=1',
      'includeArchived=1&status=open',
      'search=gijsbert',
      'search=AFGEROND',
      'search=03/02/2028',
    ];
    for (const f of filters) {
      const all = (await app.api.get(`/api/pop?${f}`).set(user.auth).expect(200)).body as unknown[];
      const paged = (await app.api.get(`/api/pop?page=1&pageSize=3&${f}`).set(user.auth).expect(200)).body;
      expect({ f, total: paged.total, pages: paged.totalPages }).toEqual({
        f,
        total: all.length,
        pages: Math.max(1, Math.ceil(all.length / 3)),
      });
    }
    expect((await app.api.get('/api/pop').set(user.auth)).body).toHaveLength(7);
    expect((await app.api.get('/api/pop?search=gijsbert').set(user.auth)).body).toHaveLength(2);
    expect((await app.api.get('/api/pop?search=gijs').set(user.auth)).body).toHaveLength(2);
    expect((await app.api.get('/api/pop?search=fleur').set(user.auth)).body).toHaveLength(5);
  });
});

describe('dashboard and activity', () => {
  it('counts companies, employees and conversations per status, and lists recent activity of this user only', async () => {
    const user = await registerUser(app, { verified: true });
    const [c, e] = await companyWithEmployee(app, user, { naam: 'Zorg BV', branche: 'Zorg' }, { naam: 'Fatima' });
    const popId = await scheduleConversation(app, user, { bedrijf_id: c, medewerker_id: e, datum_tijd: '2027-02-01T10:00' });
    await scheduleConversation(app, user, { bedrijf_id: c, medewerker_id: e, datum_tijd: '2027-02-02T10:00', status: 'open' });
    expect((await app.api.get('/api/dashboard/stats').set(user.auth).expect(200)).body).toEqual({
      totalCompanies: 1,
      totalEmployees: 1,
      openConversations: 1,
      completedConversations: 0,
      plannedConversations: 1,
    });
    expect((await app.api.get('/api/dashboard/conversation-stats').set(user.auth).expect(200)).body).toEqual({
      totalConversations: 2,
      plannedConversations: 1,
      openConversations: 1,
      completedConversations: 0,
    });

    await app.api.post('/api/activity/log').set(user.auth).send({ entity_type: 'pop', entity_id: popId, action: 'open' }).expect(201);
    const { activities } = (await app.api.get('/api/activity/recent?limit=5').set(user.auth).expect(200)).body;
    expect(activities).toHaveLength(5);
    expect(activities[0]).toMatchObject({
      entity_type: 'pop',
      entity_id: popId,
      action: 'open',
      details: { medewerker_naam: 'Fatima', bedrijf_naam: 'Zorg BV' },
    });
    expect(activities.map((a: { entity_type: string }) => a.entity_type)).toEqual(expect.arrayContaining(['company', 'employee', 'pop']));

    const stranger = await registerUser(app);
    expect((await app.api.post('/api/activity/log').set(stranger.auth).send({ entity_type: 'pop', entity_id: popId })).status).toBe(404);
    expect((await app.api.get('/api/activity/recent').set(stranger.auth).expect(200)).body.activities).toEqual([]);
    expect((await app.api.get('/api/dashboard/stats').set(stranger.auth).expect(200)).body.totalCompanies).toBe(0);
  });
});
