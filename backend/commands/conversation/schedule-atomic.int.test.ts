import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { companyWithEmployee, createCompany } from '../../../tests/support/api-seed';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();

describe('scheduling a conversation with a template', () => {
  it("stores nothing when the template cannot be used (unknown, or another user's): no conversation without its goals", async () => {
    const owner = await registerUser(app, { verified: true });
    const other = await registerUser(app, { verified: true });
    const [company, employee] = await companyWithEmployee(app, owner, { naam: 'Acme', branche: 'ICT' }, { naam: 'Jan' });
    const othersCompany = await createCompany(app, other, { naam: 'Ander', branche: 'ICT' });
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

describe('scheduling retried with the same Idempotency-Key', () => {
  it('schedules one conversation and sends one confirmation mail', async () => {
    const owner = await registerUser(app, { verified: true });
    const [company, employee] = await companyWithEmployee(app, owner, { naam: 'Bos BV', branche: 'ICT' }, { naam: 'Els' });
    const body = { bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-02-01T10:00', sendConfirmation: true };
    const first = await app.api.post('/api/pop').set(owner.auth).set('Idempotency-Key', 'plan-els').send(body).expect(201);
    const again = await app.api.post('/api/pop').set(owner.auth).set('Idempotency-Key', 'plan-els').send(body).expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    await app.inbox.waitFor((m) => m.to.includes('els@example.nl'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(app.inbox.mails.filter((m) => m.to.includes('els@example.nl'))).toHaveLength(1);
  });
});

describe('copying a template', () => {
  it("keeps the command id written with the contract's word (copy:gesprek), so a retry across the rename still replays", async () => {
    const owner = await registerUser(app, { verified: true });
    const [company, employee] = await companyWithEmployee(app, owner, { naam: 'Kaap BV', branche: 'ICT' }, { naam: 'Bas' });
    const body = { bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-03-01T10:00', template: { type: 'gesprek', id: 10101 } };
    const first = await app.api.post('/api/pop').set(owner.auth).set('Idempotency-Key', 'copy-bas').send(body).expect(201);
    const events = await app.runtime.deps.store.readStream(`pop-${first.body.data.id}`);
    const copied = events.find((event) => event.type === 'TemplateGoalsCopied')!;
    expect(copied.data).toMatchObject({ source: 'catalogue' });
    expect(copied.metadata.commandId).toMatch(/:copy:gesprek:10101$/);
  });
});
