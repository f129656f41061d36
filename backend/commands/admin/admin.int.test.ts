import { beforeAll, describe, expect, it } from 'vitest';
import { AI_TEMPLATE_ID_OFFSET } from '../../../events/ai-template';
import { ADMIN_EMAIL, registerUser, tokenFromMail } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();
let admin: { id: number; auth: Record<string, string> };

/** The configured admin address, verified: only then does it carry IsAdmin (issue 15). */
async function registerAdmin() {
  const res = await app.api.post('/api/hr/register').send({ naam: 'Bea Beheer', email: ADMIN_EMAIL, password: 'geheim123' }).expect(201);
  const auth = { Authorization: `Bearer ${res.body.token as string}` };
  const unverified = {
    id: res.body.user.id as number,
    auth,
    isAdmin: res.body.user.IsAdmin as boolean,
    refused: (await app.api.get('/api/hr/test-users').set(auth)).status,
  };
  const mail = await app.inbox.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.includes('Verifieer'));
  await app.api
    .post('/api/verification/verify')
    .send({ token: tokenFromMail(mail.text) })
    .expect(200);
  return unverified;
}

const eventsOf = async (prefix: string, ownerId: number) =>
  (
    await app.db.pool.query<{ stream_id: string; metadata: { actor?: string; tenant?: string } }>(
      `SELECT stream_id, metadata FROM es_events WHERE stream_id LIKE $1 AND metadata->>'tenant' = $2`,
      [`${prefix}-%`, String(ownerId)],
    )
  ).rows;

beforeAll(async () => {
  const registered = await registerAdmin();
  admin = registered;
  // Before its address was verified the admin address had no rights.
  expect(registered.isAdmin).toBe(false);
  expect(registered.refused).toBe(403);
});

describe('admin rights', () => {
  it('gives the configured address IsAdmin once verified, and nobody else', async () => {
    expect((await app.api.get('/api/hr/profile').set(admin.auth).expect(200)).body.IsAdmin).toBe(true);
    const other = await registerUser(app, { verified: true });
    expect((await app.api.get('/api/hr/profile').set(other.auth).expect(200)).body.IsAdmin).toBe(false);
  });

  it('answers 403 to every admin call of a user without IsAdmin, and 401 without a login', async () => {
    const user = await registerUser(app, { verified: true });
    const calls = [
      () => app.api.get(`/api/hr/admin/companies/${user.id}`),
      () => app.api.post('/api/hr/admin/test-email').send({ email: user.email, emailType: 'welcome' }),
      () => app.api.post('/api/hr/admin/generate-testdata').send({ hrUserId: user.id, bedrijfId: 1 }),
      () => app.api.post('/api/hr/admin/generate-employees').send({ hrUserId: user.id, bedrijfId: 1 }),
      () => app.api.post('/api/admin/generate-ai-templates').send({ branchId: 1 }),
    ];
    for (const call of calls) {
      const refused = await call().set(user.auth);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Alleen beheerders hebben toegang tot deze functie.');
      expect((await call()).status).toBe(401);
    }
  });
});

describe('test e-mail', () => {
  it('sends each of the four mails as the product would, marked as a test, to the address given', async () => {
    const subjects = {
      welcome: '[Test] Welkom bij POP Planner',
      appointment: '[Test] Uitnodiging POP-gesprek op',
      'verification-success': '[Test] Je e-mailadres is geverifieerd',
      'info-mail-1': '[Test] Nieuws van POP Planner',
    };
    for (const [emailType, subject] of Object.entries(subjects)) {
      const res = await app.api
        .post('/api/hr/admin/test-email')
        .set(admin.auth)
        .send({ email: 'ontvanger@example.nl', emailType })
        .expect(202);
      expect(res.body.message).toContain('ontvanger@example.nl');
      const mail = await app.inbox.waitFor((m) => m.to.includes('ontvanger@example.nl') && m.subject.startsWith(subject));
      expect(mail.text).toMatch(emailType === 'appointment' ? /Beste Sanne de Vries/ : /Hallo Bea Beheer/);
    }
  });

  it('refuses a missing address or an unknown mail type in Dutch', async () => {
    const noAddress = await app.api.post('/api/hr/admin/test-email').set(admin.auth).send({ email: '', emailType: 'welcome' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Vul een e-mailadres in');
    const unknown = await app.api.post('/api/hr/admin/test-email').set(admin.auth).send({ email: 'a@example.nl', emailType: 'spam' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Kies een van de e-mailsoorten');
  });
});

describe('generators for a chosen user', () => {
  it("lists the chosen user's companies, and 404 for a user that does not exist", async () => {
    const user = await registerUser(app, { plan: 'starter' });
    expect((await app.api.get(`/api/hr/admin/companies/${user.id}`).set(admin.auth).expect(200)).body).toEqual({ companies: [] });
    await app.api.post('/api/companies').set(user.auth).send({ naam: 'Zorggroep Noord', branche: 'Zorg en welzijn' }).expect(201);
    const listed = await app.api.get(`/api/hr/admin/companies/${user.id}`).set(admin.auth).expect(200);
    expect(listed.body.companies.map((c: { naam: string }) => c.naam)).toEqual(['Zorggroep Noord']);
    const missing = await app.api.get('/api/hr/admin/companies/999999').set(admin.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Gebruiker niet gevonden');
  });

  it('generates 10 employees with Dutch names, the admin as actor, within the plan: free stops at 5, then 403', async () => {
    const user = await registerUser(app);
    const company = (
      await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bakkerij Jansen', branche: 'Detailhandel' }).expect(201)
    ).body;
    const first = await app.api
      .post('/api/hr/admin/generate-employees')
      .set(admin.auth)
      .send({ hrUserId: user.id, bedrijfId: company.id })
      .expect(201);
    expect(first.body).toMatchObject({ inserted: 5, skipped: 5 });
    expect(first.body.message).toMatch(/^5 medewerkers aangemaakt bij Bakkerij Jansen\. 5 niet: .*maximaal 5 medewerkers/);
    const employees = (await app.api.get('/api/employees').set(user.auth).expect(200)).body as {
      naam: string;
      email: string;
      bedrijf_id: number;
    }[];
    expect(employees).toHaveLength(5);
    for (const employee of employees) {
      expect(employee.naam).toMatch(/^[A-Z][a-z]+ ((van|de|der|den|El) )*[A-Z][a-z]+/);
      expect(employee.email).toMatch(/^[a-z]+\.[a-z]+@bakkerij-jansen\.example$/);
      expect(employee.bedrijf_id).toBe(company.id);
    }
    const events = await eventsOf('employee', user.id);
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(events.every((e) => e.metadata.actor === String(admin.id))).toBe(true);
    const full = await app.api.post('/api/hr/admin/generate-employees').set(admin.auth).send({ hrUserId: user.id, bedrijfId: company.id });
    expect(full.status).toBe(403);
    expect(full.body.message).toMatch(/maximaal 5 medewerkers/);
  });

  it('generates 10 conversations with catalogue goals and ambitions for a verified user, the admin as actor', async () => {
    const user = await registerUser(app, { verified: true, plan: 'starter' });
    const company = (
      await app.api.post('/api/companies').set(user.auth).send({ naam: 'Zorggroep Zuid', branche: 'Zorg en welzijn' }).expect(201)
    ).body;
    await app.api.post('/api/hr/admin/generate-employees').set(admin.auth).send({ hrUserId: user.id, bedrijfId: company.id }).expect(201);
    const res = await app.api
      .post('/api/hr/admin/generate-testdata')
      .set(admin.auth)
      .send({ hrUserId: user.id, bedrijfId: company.id })
      .expect(201);
    expect(res.body.conversations).toBe(10);
    expect(res.body.goals).toBeGreaterThanOrEqual(30);
    expect(res.body.ambitions).toBeGreaterThanOrEqual(8);
    const list = (await app.api.get('/api/pop').set(user.auth).expect(200)).body as {
      id: number;
      status: string;
      aantal_doelen: number;
      bedrijf_id: number;
    }[];
    expect(list).toHaveLength(10);
    expect(list.filter((c) => c.status === 'afgerond')).toHaveLength(3);
    expect(list.filter((c) => c.status === 'open')).toHaveLength(3);
    expect(list.filter((c) => c.status === 'gepland')).toHaveLength(4);
    expect(list.every((c) => c.bedrijf_id === company.id && c.aantal_doelen > 0)).toBe(true);
    expect(list.reduce((sum, c) => sum + c.aantal_doelen, 0)).toBe(res.body.goals);
    const detail = (await app.api.get(`/api/pop/${list[0]!.id}`).set(user.auth).expect(200)).body;
    const catalogue = (await app.api.get('/api/conversation-templates/search').query({ q: 'zorg' }).set(user.auth).expect(200)).body;
    expect(catalogue.length).toBeGreaterThan(0);
    expect(detail.goals.length).toBeGreaterThan(0);
    const events = await eventsOf('pop', user.id);
    expect(events.length).toBeGreaterThan(10);
    expect(events.every((e) => e.metadata.actor === String(admin.id))).toBe(true);
    // Another user sees none of it.
    const stranger = await registerUser(app);
    expect((await app.api.get(`/api/pop/${list[0]!.id}`).set(stranger.auth)).status).toBe(404);
  });

  it('refuses test data for an unverified user (403), a company of someone else (404) and a company without employees (400)', async () => {
    const unverified = await registerUser(app);
    const own = (await app.api.post('/api/companies').set(unverified.auth).send({ naam: 'Nog niet', branche: 'Horeca' }).expect(201)).body;
    const refused = await app.api
      .post('/api/hr/admin/generate-testdata')
      .set(admin.auth)
      .send({ hrUserId: unverified.id, bedrijfId: own.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/geverifieerd/);
    const other = await registerUser(app, { verified: true });
    const notTheirs = await app.api.post('/api/hr/admin/generate-testdata').set(admin.auth).send({ hrUserId: other.id, bedrijfId: own.id });
    expect(notTheirs.status).toBe(404);
    const empty = (await app.api.post('/api/companies').set(other.auth).send({ naam: 'Leeg bv', branche: 'Horeca' }).expect(201)).body;
    const none = await app.api.post('/api/hr/admin/generate-testdata').set(admin.auth).send({ hrUserId: other.id, bedrijfId: empty.id });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Leeg bv heeft nog geen actieve medewerkers. Genereer eerst medewerkers.');
    const missing = await app.api.post('/api/hr/admin/generate-employees').set(admin.auth).send({ hrUserId: 999999, bedrijfId: own.id });
    expect(missing.status).toBe(404);
    const noUser = await app.api.post('/api/hr/admin/generate-employees').set(admin.auth).send({ bedrijfId: own.id });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toBe('Kies eerst een gebruiker');
  });
});

describe('AI templates', () => {
  type Template = { id: number; naam: string; gegenereerd?: true };

  it('adds 30 templates to a branch of 6 functions, 5 per function, shown in the guide beside the seeded ones', async () => {
    const user = await registerUser(app);
    const res = await app.api.post('/api/admin/generate-ai-templates').set(admin.auth).send({ branchId: 1 }).expect(201);
    expect(res.body.templates).toBe(30);
    expect(res.body.functions).toHaveLength(6);
    expect(res.body.functions.every((f: { aantal: number }) => f.aantal === 5)).toBe(true);
    expect(res.body.message).toContain('30 templates over 6 functies: 5 per functie in plaats van 3');
    const guide = (await app.api.get('/api/branches/1/functions/101/templates').set(user.auth).expect(200)).body as Template[];
    const seeded = guide.filter((t) => !t.gegenereerd);
    const generated = guide.filter((t) => t.gegenereerd);
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(generated).toHaveLength(5);
    expect(generated.every((t) => t.id > AI_TEMPLATE_ID_OFFSET)).toBe(true);
    // One template answers like any other: searchable and usable by id.
    const found = (await app.api.get('/api/conversation-templates/search').query({ q: generated[0]!.naam }).set(user.auth).expect(200))
      .body as Template[];
    expect(found.map((t) => t.id)).toContain(generated[0]!.id);
    const one = await app.api.get(`/api/conversation-templates/${generated[0]!.id}`).set(user.auth).expect(200);
    expect(one.body).toMatchObject({ branche_id: 1, functie_id: 101, gegenereerd: true });
    expect(one.body.goals.length).toBeGreaterThan(0);
    const events = await app.db.pool.query<{ actor: string }>(
      `SELECT metadata->>'actor' AS actor FROM es_events WHERE event_type = 'ConversationTemplateGenerated'`,
    );
    expect(events.rows).toHaveLength(30);
    expect(events.rows.every((e) => e.actor === String(admin.id))).toBe(true);
  });

  it('does not repeat a name on a second run, and answers 404 for an unknown branch', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/admin/generate-ai-templates').set(admin.auth).send({ branchId: 2 }).expect(201);
    await app.api.post('/api/admin/generate-ai-templates').set(admin.auth).send({ branchId: 2 }).expect(201);
    const guide = (await app.api.get('/api/branches/2/functions/201/templates').set(user.auth).expect(200)).body as Template[];
    const names = guide.map((t) => t.naam.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(guide.filter((t) => t.gegenereerd).length).toBeGreaterThan(5);
    const unknown = await app.api.post('/api/admin/generate-ai-templates').set(admin.auth).send({ branchId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Branche niet gevonden');
  });
});
