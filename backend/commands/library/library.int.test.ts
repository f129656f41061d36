import { beforeAll, describe, expect, it } from 'vitest';
import { libraryProjection } from '../../projections/library/projection';
import { rowsAppliedOnceAndTwice } from '../../../tests/support/apply-twice';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();
let anna: TestUser;
let bram: TestUser;
beforeAll(async () => {
  anna = await registerUser(app, { naam: 'Anna' });
  bram = await registerUser(app, { naam: 'Bram' });
});

describe.each(['goals', 'ambitions'])('/api/%s', (resource) => {
  const path = `/api/${resource}`;

  it('adds an entry, trimmed and active, and lists it at once', async () => {
    const res = await app.api.post(path).set(anna.auth).send({ omschrijving: '  Beter plannen  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), omschrijving: 'Beter plannen', actief: true });
    const list = await app.api.get(path).set(anna.auth).expect(200);
    expect(list.body).toContainEqual(res.body);
  });

  it('refuses a missing, blank or too long omschrijving with a Dutch message', async () => {
    for (const body of [{}, { omschrijving: '   ' }, { omschrijving: 12 }]) {
      const res = await app.api.post(path).set(anna.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Omschrijving is verplicht');
    }
    const long = await app.api
      .post(path)
      .set(anna.auth)
      .send({ omschrijving: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Omschrijving mag maximaal 500 karakters bevatten');
  });

  it('updates omschrijving and actief; inactive entries are listed only with includeInactive=1', async () => {
    const { body: entry } = await app.api.post(path).set(anna.auth).send({ omschrijving: 'Oud' }).expect(201);
    const res = await app.api.put(`${path}/${entry.id}`).set(anna.auth).send({ omschrijving: 'Nieuw', actief: false }).expect(200);
    expect(res.body).toEqual({ id: entry.id, omschrijving: 'Nieuw', actief: false });
    const active = await app.api.get(path).set(anna.auth).expect(200);
    expect(active.body.map((e: { id: number }) => e.id)).not.toContain(entry.id);
    const all = await app.api.get(`${path}?includeInactive=1`).set(anna.auth).expect(200);
    expect(all.body).toContainEqual({ id: entry.id, omschrijving: 'Nieuw', actief: false });
    const reactivated = await app.api.put(`${path}/${entry.id}`).set(anna.auth).send({ omschrijving: 'Nieuw', actief: true }).expect(200);
    expect(reactivated.body.actief).toBe(true);
  });

  it('an unchanged update answers the entry as it is', async () => {
    const { body: entry } = await app.api.post(path).set(anna.auth).send({ omschrijving: 'Gelijk' }).expect(201);
    const res = await app.api.put(`${path}/${entry.id}`).set(anna.auth).send({ omschrijving: 'Gelijk', actief: true }).expect(200);
    expect(res.body).toEqual(entry);
  });

  it('refuses an update with a blank omschrijving', async () => {
    const { body: entry } = await app.api.post(path).set(anna.auth).send({ omschrijving: 'Iets' }).expect(201);
    const res = await app.api.put(`${path}/${entry.id}`).set(anna.auth).send({ omschrijving: ' ', actief: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Omschrijving is verplicht');
  });

  it("seals tenants: another user's entry is 404 on GET and PUT and never listed", async () => {
    const { body: entry } = await app.api.post(path).set(anna.auth).send({ omschrijving: 'Van Anna' }).expect(201);
    expect((await app.api.get(`${path}/${entry.id}`).set(bram.auth)).status).toBe(404);
    const put = await app.api.put(`${path}/${entry.id}`).set(bram.auth).send({ omschrijving: 'Gekaapt', actief: false });
    expect(put.status).toBe(404);
    const list = await app.api.get(`${path}?includeInactive=1`).set(bram.auth).expect(200);
    expect(list.body.map((e: { id: number }) => e.id)).not.toContain(entry.id);
    const still = await app.api.get(`${path}/${entry.id}`).set(anna.auth).expect(200);
    expect(still.body).toEqual(entry);
  });

  it('answers 404 for unknown or malformed ids and 401 without a token', async () => {
    expect((await app.api.put(`${path}/999999`).set(anna.auth).send({ omschrijving: 'x' })).status).toBe(404);
    expect((await app.api.get(`${path}/abc`).set(anna.auth)).status).toBe(404);
    expect((await app.api.get(`${path}/99999999999`).set(anna.auth)).status).toBe(404);
    expect((await app.api.get(path)).status).toBe(401);
    expect((await app.api.post(path).send({ omschrijving: 'x' })).status).toBe(401);
  });
});

it('keeps goals and ambitions apart', async () => {
  const { body: goal } = await app.api.post('/api/goals').set(anna.auth).send({ omschrijving: 'Alleen een doel' }).expect(201);
  const ambitions = await app.api.get('/api/ambitions?includeInactive=1').set(anna.auth).expect(200);
  expect(ambitions.body.map((e: { omschrijving: string }) => e.omschrijving)).not.toContain(goal.omschrijving);
});

it('the projection gives the same rows when the same events are applied twice', async () => {
  const { once, twice } = await rowsAppliedOnceAndTwice(app, libraryProjection, 'SELECT * FROM library_entries ORDER BY kind, id');
  expect(once.length).toBeGreaterThan(10);
  expect(twice).toEqual(once);
});
