import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { companyWithEmployee } from '../../tests/support/api-seed';

/**
 * A client that retries a create request with the same Idempotency-Key (a lost response, a double
 * click) gets the first attempt's entity back, not a second one. Companies and employees have their
 * own tests; this covers the other create calls.
 */
const app = useTestApp();
let user: TestUser;
let companyId: number;
let employeeId: number;
beforeAll(async () => {
  user = await registerUser(app, { verified: true });
  [companyId, employeeId] = await companyWithEmployee(app, user, { naam: 'Drukkerij Jansen', branche: 'Productie' }, { naam: 'Sanne Bos' });
});

const twice = async (path: string, body: object, key: string) => {
  const first = await app.api.post(path).set(user.auth).set('Idempotency-Key', key).send(body);
  const second = await app.api.post(path).set(user.auth).set('Idempotency-Key', key).send(body);
  expect(first.status).toBe(201);
  expect(second.status).toBe(201);
  return [first.body, second.body];
};

describe('create calls retried with the same Idempotency-Key', () => {
  it.each(['goals', 'ambitions'])('POST /%s makes one library entry', async (resource) => {
    const [a, b] = await twice(`/api/${resource}`, { omschrijving: 'Presenteren oefenen' }, `lib-${resource}`);
    expect(b.id).toBe(a.id);
    const list = (await app.api.get(`/api/${resource}`).set(user.auth).expect(200)).body as { omschrijving: string }[];
    expect(list.filter((e) => e.omschrijving === 'Presenteren oefenen')).toHaveLength(1);
    // A different key is a different request.
    const other = await app.api
      .post(`/api/${resource}`)
      .set(user.auth)
      .set('Idempotency-Key', `lib-${resource}-2`)
      .send({ omschrijving: 'Presenteren oefenen' });
    expect(other.body.id).not.toBe(a.id);
  });

  it('POST /templates makes one template', async () => {
    const body = { bedrijf_id: companyId, omschrijving: 'Jaargesprek drukkerij', goals: [{ omschrijving: 'Veiligheid', notitie: '' }] };
    const [a, b] = await twice('/api/templates', body, 'tpl-1');
    expect(b.id).toBe(a.id);
    const list = (await app.api.get('/api/templates').set(user.auth).expect(200)).body as { omschrijving: string }[];
    expect(list.filter((t) => t.omschrijving === 'Jaargesprek drukkerij')).toHaveLength(1);
  });

  it('POST /pop makes one conversation with one copy of the template goals; goals and ambitions are not doubled', async () => {
    const template = (await app.api.get('/api/conversation-templates/search?q=a').set(user.auth).expect(200)).body[0];
    const body = {
      bedrijf_id: companyId,
      medewerker_id: employeeId,
      datum_tijd: '2031-05-06T10:00',
      template: { type: 'gesprek', id: template.id },
    };
    const [a, b] = await twice('/api/pop', body, 'pop-1');
    expect(b.data.id).toBe(a.data.id);
    const popId = a.data.id as number;
    expect(b.data.conversation.goals).toEqual(a.data.conversation.goals);
    expect(a.data.conversation.goals.length).toBeGreaterThan(0);
    const all = (await app.api.get(`/api/pop?employeeId=${employeeId}`).set(user.auth).expect(200)).body;
    expect(all).toHaveLength(1);

    const [g1, g2] = await twice(`/api/pop/${popId}/goals`, { omschrijving: 'Cursus volgen' }, 'goal-1');
    expect(g2.data.goal.id).toBe(g1.data.goal.id);
    const [a1, a2] = await twice(`/api/pop/${popId}/ambitions`, { omschrijving: 'Teamleider worden' }, 'amb-1');
    expect(a2.data.ambition.id).toBe(a1.data.ambition.id);
    const pop = (await app.api.get(`/api/pop/${popId}`).set(user.auth).expect(200)).body;
    expect(pop.goals.filter((g: { omschrijving: string }) => g.omschrijving === 'Cursus volgen')).toHaveLength(1);
    expect(pop.ambitions).toHaveLength(1);
  });

  it('keys are per user: the same key from another user creates that user its own entry', async () => {
    const other = await registerUser(app, { verified: true });
    const mine = (
      await app.api.post('/api/goals').set(user.auth).set('Idempotency-Key', 'shared-key').send({ omschrijving: 'Eigen doel' }).expect(201)
    ).body;
    const theirs = (
      await app.api.post('/api/goals').set(other.auth).set('Idempotency-Key', 'shared-key').send({ omschrijving: 'Eigen doel' }).expect(201)
    ).body;
    expect(theirs.id).not.toBe(mine.id);
    expect((await app.api.get('/api/goals').set(other.auth).expect(200)).body).toHaveLength(1);
  });
});

describe('an Idempotency-Key belongs to one request', () => {
  it('refuses the same key with another body or on another route with 422, and changes nothing', async () => {
    const first = await app.api.post('/api/goals').set(user.auth).set('Idempotency-Key', 'eenmalig').send({ omschrijving: 'Plannen' });
    expect(first.status).toBe(201);
    const other = await app.api.post('/api/goals').set(user.auth).set('Idempotency-Key', 'eenmalig').send({ omschrijving: 'Iets anders' });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key is al gebruikt/);
    const elsewhere = await app.api
      .post('/api/ambitions')
      .set(user.auth)
      .set('Idempotency-Key', 'eenmalig')
      .send({ omschrijving: 'Plannen' });
    expect(elsewhere.status).toBe(422);
    const goals = (await app.api.get('/api/goals').set(user.auth).expect(200)).body as { omschrijving: string }[];
    expect(goals.some((g) => g.omschrijving === 'Iets anders')).toBe(false);
  });

  it('leaves the key free after a refused request, so the corrected form can be sent under it', async () => {
    // Refused by the command itself (an unknown company), after the edge had accepted the body.
    const bad = await app.api
      .post('/api/employees')
      .set(user.auth)
      .set('Idempotency-Key', 'formulier-1')
      .send({ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: 999999 });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    await app.api
      .post('/api/employees')
      .set(user.auth)
      .set('Idempotency-Key', 'formulier-1')
      .send({ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: companyId })
      .expect(201);
  });
});
