import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from '../../../tests/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('planning a conversation with a template', () => {
  it("stores nothing when the template cannot be used (unknown, or another user's): no conversation without its goals", async () => {
    const owner = await registerUser(app, { verified: true });
    const other = await registerUser(app, { verified: true });
    const company = (await app.api.post('/api/companies').set(owner.auth).send({ naam: 'Acme', branche: 'ICT' }).expect(201)).body.id;
    const employee = (
      await app.api.post('/api/employees').set(owner.auth).send({ naam: 'Jan', email: 'jan@example.nl', bedrijf_id: company }).expect(201)
    ).body.id;
    const othersCompany = (await app.api.post('/api/companies').set(other.auth).send({ naam: 'Ander', branche: 'ICT' }).expect(201)).body
      .id;
    const othersTemplate = (
      await app.api
        .post('/api/templates')
        .set(other.auth)
        .send({ bedrijf_id: othersCompany, omschrijving: 'Geheim', goals: [{ omschrijving: 'X', notitie: '' }] })
        .expect(201)
    ).body.id;
    for (const template of [
      { type: 'gesprek', id: 1 },
      { type: 'eigen', id: othersTemplate },
    ]) {
      const res = await app.api
        .post('/api/pop')
        .set(owner.auth)
        .send({ bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-01-01T10:00', template });
      expect(res.status).toBe(404);
    }
    expect((await app.api.get('/api/pop').set(owner.auth).expect(200)).body).toEqual([]);
  });
});

describe('planning retried with the same Idempotency-Key', () => {
  it('plans one conversation and sends one confirmation mail', async () => {
    const owner = await registerUser(app, { verified: true });
    const company = (await app.api.post('/api/companies').set(owner.auth).send({ naam: 'Bos BV', branche: 'ICT' }).expect(201)).body.id;
    const employee = (
      await app.api.post('/api/employees').set(owner.auth).send({ naam: 'Els', email: 'els@example.nl', bedrijf_id: company }).expect(201)
    ).body.id;
    const body = { bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-02-01T10:00', sendConfirmation: true };
    const first = await app.api.post('/api/pop').set(owner.auth).set('Idempotency-Key', 'plan-els').send(body).expect(201);
    const again = await app.api.post('/api/pop').set(owner.auth).set('Idempotency-Key', 'plan-els').send(body).expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    await app.inbox.waitFor((m) => m.to.includes('els@example.nl'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(app.inbox.mails.filter((m) => m.to.includes('els@example.nl'))).toHaveLength(1);
  });
});
