import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { allProjections } from './registry';

const app = useTestApp();
beforeAll(async () => {
  // A bit of everything, so every projection sees its events.
  // Enterprise: API tokens, webhooks and branding have read models too.
  const user = await registerUser(app, { verified: true, plan: 'enterprise' });
  const c = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Acme', branche: 'ICT' }).expect(201)).body.id;
  await app.api.put(`/api/companies/${c}`).set(user.auth).send({ naam: 'Acme BV', branche: 'ICT', actief: true }).expect(200);
  const e = (await app.api.post('/api/employees').set(user.auth).send({ naam: 'Jan', email: 'jan@example.nl', bedrijf_id: c }).expect(201))
    .body.id;
  await app.api.post('/api/goals').set(user.auth).send({ omschrijving: 'Excel' }).expect(201);
  await app.api.post('/api/ambitions').set(user.auth).send({ omschrijving: 'Leiding geven' }).expect(201);
  await app.api
    .post('/api/templates')
    .set(user.auth)
    .send({ bedrijf_id: c, omschrijving: 'Start', goals: [{ omschrijving: 'Inwerken', notitie: '' }] })
    .expect(201);
  const pop = (
    await app.api.post('/api/pop').set(user.auth).send({ bedrijf_id: c, medewerker_id: e, datum_tijd: '2027-01-01T10:00' }).expect(201)
  ).body.data.id;
  const goal = (await app.api.post(`/api/pop/${pop}/goals`).set(user.auth).send({ omschrijving: 'Doel' }).expect(201)).body.data.goal;
  await app.api.put(`/api/pop/${pop}/goals/${goal.id}`).set(user.auth).send({ voortgang: 6 }).expect(200);
  await app.api.post(`/api/pop/${pop}/ambitions`).set(user.auth).send({ omschrijving: 'Groeien' }).expect(201);
  await app.api.put(`/api/pop/${pop}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);
  await app.api.post(`/api/pop/${pop}/ai-tips`).set(user.auth).expect(200);
  // An erasure (AVG): the read models forget the employee, the deletion log records it.
  const erased = (
    await app.api.post('/api/employees').set(user.auth).send({ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: c }).expect(201)
  ).body.id;
  await app.api.post('/api/pop').set(user.auth).send({ bedrijf_id: c, medewerker_id: erased, datum_tijd: '2027-02-01T10:00' }).expect(201);
  await app.api.delete(`/api/employees/${erased}/personal-data`).set(user.auth).expect(200);
  await app.api.post('/api/api-tokens').set(user.auth).send({ naam: 'HRIS', scope: 'lezen', geldig_dagen: 30 }).expect(201);
  // A public address (an IP: no DNS) for an event nothing here causes.
  await app.api
    .post('/api/webhooks')
    .set(user.auth)
    .send({ url: 'https://93.184.216.34/pop-webhook', events: ['conversation.completed'] })
    .expect(201);
  await app.api.put('/api/branding/accent-color').set(user.auth).send({ accentkleur: '#1A4F8B' }).expect(200);
  const admin = await registerUser(app, { email: ADMIN_EMAIL, verified: true });
  await app.api.post('/api/admin/generate-ai-templates').set(admin.auth).send({ branchId: 1 }).expect(201);
});

async function snapshot(schema: string, tables: string[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = (await app.db.pool.query(`SELECT * FROM ${schema}.${table} ORDER BY 1, 2`)).rows;
  return result;
}

describe('projections', () => {
  it.each(allProjections().map((p) => [p.name, p] as const))(
    '%s gives the same rows when the same events are applied twice',
    async (name, projection) => {
      const schema = `idem_${name}`;
      const tables = [...projection.setupSql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]!);
      const { events } = await app.runtime.deps.store.readAll(null, 100_000);
      const client = await app.db.pool.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
        await client.query(projection.setupSql);
        await projection.apply(client, events);
        const once = await snapshot(schema, tables);
        await projection.apply(client, events);
        const twice = await snapshot(schema, tables);
        expect(Object.values(once).some((rows) => rows.length > 0)).toBe(true);
        expect(twice).toEqual(once);
      } finally {
        await client.query(`RESET search_path; DROP SCHEMA ${schema} CASCADE`);
        client.release();
      }
    },
  );
});
