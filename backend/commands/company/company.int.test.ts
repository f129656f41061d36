import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { expectBadRequests } from '../../../tests/support/expect-refusals';
import { accountStream } from '../../../events/account';

const app = useTestApp();

type Auth = { Authorization: string };
const createCompany = (auth: Auth, body: Record<string, unknown>) => app.api.post('/api/companies').set(auth).send(body);

describe('companies', () => {
  it('registers a trimmed, active company and answers 201 with the row', async () => {
    const user = await registerUser(app);
    const res = await createCompany(user.auth, { naam: '  Bakkerij Jansen ', branche: ' Horeca ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), naam: 'Bakkerij Jansen', branche: 'Horeca', actief: true, medewerkers_aantal: 0 });
    const one = await app.api.get(`/api/companies/${res.body.id}`).set(user.auth).expect(200);
    expect(one.body).toEqual(res.body);
  });

  it('refuses a company without naam or branche, or with too long values, in Dutch', async () => {
    const user = await registerUser(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ branche: 'Horeca' }, 'Naam is verplicht'],
      [{ naam: '   ', branche: 'Horeca' }, 'Naam is verplicht'],
      [{ naam: 'Jansen' }, 'Branche is verplicht'],
      [{ naam: 'Jansen', branche: ' ' }, 'Branche is verplicht'],
      [{ naam: 'x'.repeat(201), branche: 'Horeca' }, 'Naam mag maximaal 200 karakters bevatten'],
      [{ naam: 'Jansen', branche: 'x'.repeat(101) }, 'Branche mag maximaal 100 karakters bevatten'],
      [{ naam: 'Jansen', branche: 'Horeca', actief: 'ja' }, 'Actief moet waar of onwaar zijn'],
    ];
    await expectBadRequests((body) => createCompany(user.auth, body), cases);
    expect((await app.api.get('/api/companies').set(user.auth)).body).toEqual([]);
  });

  it('updates naam, branche and actief; inactive companies are listed only with includeInactive', async () => {
    const user = await registerUser(app, { plan: 'starter' });
    const a = (await createCompany(user.auth, { naam: 'Alfa', branche: 'ICT' })).body;
    const b = (await createCompany(user.auth, { naam: 'Beta', branche: 'Bouw' })).body;
    const updated = await app.api
      .put(`/api/companies/${b.id}`)
      .set(user.auth)
      .send({ naam: 'Beta BV', branche: 'Industrie', actief: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: b.id, naam: 'Beta BV', branche: 'Industrie', actief: false, medewerkers_aantal: 0 });

    const active = await app.api.get('/api/companies').set(user.auth).expect(200);
    expect(active.body.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const all = await app.api.get('/api/companies?includeInactive=1').set(user.auth).expect(200);
    expect(all.body.map((c: { naam: string }) => c.naam)).toEqual(['Alfa', 'Beta BV']);

    const reactivated = await app.api
      .put(`/api/companies/${b.id}`)
      .set(user.auth)
      .send({ naam: 'Beta BV', branche: 'Industrie', actief: true });
    expect(reactivated.body.actief).toBe(true);
    const invalid = await app.api.put(`/api/companies/${b.id}`).set(user.auth).send({ naam: '', branche: 'Industrie', actief: true });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Naam is verplicht');
  });

  it('appends nothing for an update that changes nothing', async () => {
    const user = await registerUser(app);
    const c = (await createCompany(user.auth, { naam: 'Gamma', branche: 'Zorg' })).body;
    await app.api.put(`/api/companies/${c.id}`).set(user.auth).send({ naam: 'Gamma', branche: 'Zorg', actief: true }).expect(200);
    const events = await app.runtime.deps.store.readStream(`company-${c.id}`);
    expect(events.map((e) => e.type)).toEqual(['CompanyRegistered']);
  });

  it('counts each registered company on the account stream (the plan-limit counter)', async () => {
    const user = await registerUser(app);
    const c = (await createCompany(user.auth, { naam: 'Delta', branche: 'Zorg' })).body;
    const account = await app.runtime.deps.store.readStream(accountStream(user.id));
    expect(account.filter((e) => e.type === 'CompanySlotReserved').map((e) => e.data.companyId)).toEqual([c.id]);
  });

  it('answers a retried request (same Idempotency-Key) with the same company, not a second one', async () => {
    const user = await registerUser(app);
    const send = () =>
      app.api.post('/api/companies').set(user.auth).set('Idempotency-Key', 'bedrijf-1').send({ naam: 'Epsilon', branche: 'ICT' });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await app.api.get('/api/companies').set(user.auth)).body).toHaveLength(1);
  });

  it("seals tenants: another user's company is not found on GET and PUT, and never listed", async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const company = (await createCompany(a.auth, { naam: 'Van A', branche: 'ICT' })).body;
    await createCompany(b.auth, { naam: 'Van B', branche: 'ICT' });

    expect((await app.api.get(`/api/companies/${company.id}`).set(b.auth)).status).toBe(404);
    const put = await app.api.put(`/api/companies/${company.id}`).set(b.auth).send({ naam: 'Gekaapt', branche: 'ICT', actief: true });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Bedrijf niet gevonden');
    expect((await app.api.get(`/api/companies/${company.id}`).set(a.auth)).body.naam).toBe('Van A');

    const listA = await app.api.get('/api/companies?includeInactive=1').set(a.auth);
    expect(listA.body.map((c: { naam: string }) => c.naam)).toEqual(['Van A']);
    expect((await app.api.get('/api/companies/999999').set(a.auth)).status).toBe(404);
    expect((await app.api.get('/api/companies/abc').set(a.auth)).status).toBe(404);
    expect((await app.api.get('/api/companies')).status).toBe(401);
  });
});
