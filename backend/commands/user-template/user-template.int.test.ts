import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyCategory, companyStream, type CompanyEvent } from '../../../events/company';
import { userTemplatesProjection } from '../../projections/user-template/projection';
import { rowsAppliedOnceAndTwice } from '../../../tests/support/apply-twice';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { loadUserTemplateGoals } from './load';

const app = useTestApp();
let anna: TestUser;
let bram: TestUser;
let annaCompany: number;
let bramCompany: number;

/** Company events straight on the store: this suite tests templates, not the company routes. */
async function companyEvents(companyId: number, events: CompanyEvent[]) {
  const { store, projections } = app.runtime.deps;
  const existing = await store.readStream(companyStream(companyId));
  const result = await store.appendToStream(
    companyStream(companyId),
    events.map((e) => ({ id: randomUUID(), ...companyCategory.versioned(e) })),
    { expected: existing.length ? existing.length - 1 : 'no_stream' },
  );
  await projections.waitFor(result.checkpoint);
}

async function registerCompany(owner: TestUser, naam: string) {
  const companyId = await app.runtime.deps.ids.next('company');
  const at = new Date().toISOString();
  await companyEvents(companyId, [{ type: 'CompanyRegistered', data: { companyId, ownerId: owner.id, name: naam, branch: 'Zorg', at } }]);
  return companyId;
}

const body = (bedrijf_id: number, extra: Record<string, unknown> = {}) => ({
  bedrijf_id,
  omschrijving: 'Jaargesprek',
  goals: [{ omschrijving: 'Presenteren oefenen', notitie: 'Elk kwartaal' }],
  ...extra,
});

beforeAll(async () => {
  anna = await registerUser(app, { naam: 'Anna' });
  bram = await registerUser(app, { naam: 'Bram' });
  annaCompany = await registerCompany(anna, 'Zorggroep Noord');
  bramCompany = await registerCompany(bram, 'Bouwbedrijf Zuid');
});

describe('creating and listing templates', () => {
  it('creates a template with its company name; blank goals are dropped and notitie is optional', async () => {
    const res = await app.api
      .post('/api/templates')
      .set(anna.auth)
      .send(
        body(annaCompany, {
          omschrijving: ' Startgesprek ',
          goals: [{ omschrijving: 'Inwerken', notitie: '' }, { omschrijving: '  ', notitie: 'weg' }, { omschrijving: 'Systemen leren' }],
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      bedrijf_id: annaCompany,
      bedrijf_naam: 'Zorggroep Noord',
      omschrijving: 'Startgesprek',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      goals: [
        { omschrijving: 'Inwerken', notitie: '' },
        { omschrijving: 'Systemen leren', notitie: '' },
      ],
    });
    const list = await app.api.get('/api/templates').set(anna.auth).expect(200);
    expect(list.body).toContainEqual(res.body);
  });

  it('lists the newest template first', async () => {
    const first = await app.api
      .post('/api/templates')
      .set(anna.auth)
      .send(body(annaCompany, { omschrijving: 'Eerste' }))
      .expect(201);
    const second = await app.api
      .post('/api/templates')
      .set(anna.auth)
      .send(body(annaCompany, { omschrijving: 'Tweede' }))
      .expect(201);
    const list = await app.api.get('/api/templates').set(anna.auth).expect(200);
    const ids = list.body.map((t: { id: number }) => t.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
  });

  it('refuses a template without company, omschrijving or any goal, with Dutch messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ omschrijving: 'X', goals: [{ omschrijving: 'Doel' }] }, 'Bedrijf is verplicht'],
      [body(annaCompany, { omschrijving: '  ' }), 'Omschrijving is verplicht'],
      [body(annaCompany, { goals: [{ omschrijving: '   ', notitie: 'alleen notitie' }] }), 'Voeg minimaal één doel toe aan de template'],
      [body(annaCompany, { goals: [] }), 'Voeg minimaal één doel toe aan de template'],
      [body(annaCompany, { goals: undefined }), 'Voeg minimaal één doel toe aan de template'],
      [body(annaCompany, { goals: [{ omschrijving: 'x'.repeat(501) }] }), 'Een doel mag maximaal 500 karakters bevatten'],
    ];
    for (const [payload, message] of cases) {
      const res = await app.api.post('/api/templates').set(anna.auth).send(payload);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("refuses another user's company, an unknown company and an inactive company", async () => {
    const foreign = await app.api.post('/api/templates').set(anna.auth).send(body(bramCompany));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Bedrijf niet gevonden');
    const unknown = await app.api.post('/api/templates').set(anna.auth).send(body(987654));
    expect(unknown.body.message).toBe('Bedrijf niet gevonden');
    const inactive = await registerCompany(anna, 'Gesloten BV');
    await companyEvents(inactive, [{ type: 'CompanyDeactivated', data: { at: new Date().toISOString() } }]);
    const res = await app.api.post('/api/templates').set(anna.auth).send(body(inactive));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Kies een actief bedrijf');
  });
});

describe('updating and deleting templates', () => {
  it('updates a template; the company name follows a rename of the company', async () => {
    const other = await registerCompany(anna, 'Tweede Zorg');
    const { body: template } = await app.api.post('/api/templates').set(anna.auth).send(body(annaCompany)).expect(201);
    const res = await app.api
      .put(`/api/templates/${template.id}`)
      .set(anna.auth)
      .send(body(other, { omschrijving: 'Beoordeling', goals: [{ omschrijving: 'Leiding geven', notitie: 'Cursus' }] }))
      .expect(200);
    expect(res.body).toMatchObject({
      id: template.id,
      bedrijf_id: other,
      bedrijf_naam: 'Tweede Zorg',
      omschrijving: 'Beoordeling',
      created_at: template.created_at,
    });
    expect(res.body.goals).toEqual([{ omschrijving: 'Leiding geven', notitie: 'Cursus' }]);

    await companyEvents(other, [{ type: 'CompanyRenamed', data: { name: 'Zorg Twee BV', at: new Date().toISOString() } }]);
    const list = await app.api.get('/api/templates').set(anna.auth).expect(200);
    expect(list.body.find((t: { id: number }) => t.id === template.id).bedrijf_naam).toBe('Zorg Twee BV');
  });

  it('an unchanged update answers the template as it is', async () => {
    const { body: template } = await app.api.post('/api/templates').set(anna.auth).send(body(annaCompany)).expect(201);
    const res = await app.api.put(`/api/templates/${template.id}`).set(anna.auth).send(body(annaCompany)).expect(200);
    expect(res.body).toEqual(template);
  });

  it('refuses an update that leaves no goal', async () => {
    const { body: template } = await app.api.post('/api/templates').set(anna.auth).send(body(annaCompany)).expect(201);
    const res = await app.api
      .put(`/api/templates/${template.id}`)
      .set(anna.auth)
      .send(body(annaCompany, { goals: [{ omschrijving: '' }] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Voeg minimaal één doel toe aan de template');
  });

  it('deletes a template: it is gone from every read, and GET/PUT answer 404 afterwards', async () => {
    const { body: template } = await app.api.post('/api/templates').set(anna.auth).send(body(annaCompany)).expect(201);
    const del = await app.api.delete(`/api/templates/${template.id}`).set(anna.auth).expect(200);
    expect(del.body).toEqual({ message: 'Template verwijderd' });
    const list = await app.api.get('/api/templates').set(anna.auth).expect(200);
    expect(list.body.map((t: { id: number }) => t.id)).not.toContain(template.id);
    expect((await app.api.get(`/api/templates/${template.id}`).set(anna.auth)).status).toBe(404);
    expect((await app.api.put(`/api/templates/${template.id}`).set(anna.auth).send(body(annaCompany))).status).toBe(404);
    await expect(loadUserTemplateGoals(app.runtime.deps, anna.id, template.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('tenant sealing', () => {
  it("answers 404 on every call for another user's template and never lists it", async () => {
    const { body: template } = await app.api.post('/api/templates').set(anna.auth).send(body(annaCompany)).expect(201);
    expect((await app.api.get(`/api/templates/${template.id}`).set(bram.auth)).status).toBe(404);
    expect((await app.api.put(`/api/templates/${template.id}`).set(bram.auth).send(body(bramCompany))).status).toBe(404);
    expect((await app.api.delete(`/api/templates/${template.id}`).set(bram.auth)).status).toBe(404);
    const list = await app.api.get('/api/templates').set(bram.auth).expect(200);
    expect(list.body.map((t: { id: number }) => t.id)).not.toContain(template.id);
    await expect(loadUserTemplateGoals(app.runtime.deps, bram.id, template.id)).rejects.toMatchObject({ status: 404 });
    expect(await loadUserTemplateGoals(app.runtime.deps, anna.id, template.id)).toEqual(template.goals);
    await app.api.get(`/api/templates/${template.id}`).set(anna.auth).expect(200);
  });

  it('answers 404 for unknown or malformed ids and 401 without a token', async () => {
    expect((await app.api.delete('/api/templates/424242').set(anna.auth)).status).toBe(404);
    expect((await app.api.get('/api/templates/x').set(anna.auth)).status).toBe(404);
    expect((await app.api.get('/api/templates/99999999999').set(anna.auth)).status).toBe(404);
    expect((await app.api.get('/api/templates')).status).toBe(401);
  });
});

it('the projection gives the same rows when the same events are applied twice', async () => {
  const { once, twice } = await rowsAppliedOnceAndTwice(app, userTemplatesProjection, 'SELECT * FROM user_templates ORDER BY id');
  expect(once.length).toBeGreaterThan(5);
  expect(once.some((row) => row.company_name === 'Zorg Twee BV')).toBe(true);
  expect(twice).toEqual(once);
});
