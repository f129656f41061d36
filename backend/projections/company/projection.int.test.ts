import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import type { RecordedEvent } from '../../eventstore/port';
import { employeesProjection } from '../employee/projection';
import type { Projection } from '../projection';
import { companiesProjection } from './projection';
import type { CompanyReadRow } from './tables';

const app = useTestApp();
let events: RecordedEvent[];
beforeAll(async () => {
  // Moves, deactivations and renames: the events whose handlers could double-count on a replay.
  const user = await registerUser(app, { plan: 'starter' });
  const post = (path: string, body: object) =>
    app.api
      .post(path)
      .set(user.auth)
      .send(body)
      .expect(201)
      .then((r) => r.body.id as number);
  const put = (path: string, body: object) => app.api.put(path).set(user.auth).send(body).expect(200);
  const alfa = await post('/api/companies', { naam: 'Alfa', branche: 'ICT' });
  const beta = await post('/api/companies', { naam: 'Beta', branche: 'Zorg' });
  const ids: number[] = [];
  for (let i = 0; i < 6; i++)
    ids.push(await post('/api/employees', { naam: `M${i}`, email: `m${i}@example.nl`, bedrijf_id: i % 2 ? beta : alfa }));
  await put(`/api/employees/${ids[0]}`, { naam: 'M0', email: 'm0@example.nl', bedrijf_id: beta, actief: true });
  await put(`/api/employees/${ids[1]}`, { naam: 'M1 nieuw', email: 'm1.nieuw@example.nl', bedrijf_id: beta, actief: false });
  await put(`/api/employees/${ids[2]}`, { naam: 'M2', email: 'm2@example.nl', bedrijf_id: alfa, actief: false });
  await put(`/api/employees/${ids[2]}`, { naam: 'M2', email: 'm2@example.nl', bedrijf_id: beta, actief: true });
  await put(`/api/companies/${alfa}`, { naam: 'Alfa Groep', branche: 'ICT', actief: false });
  events = (await app.runtime.deps.store.readAll(null, 100_000)).events;
});

async function applied(projection: Projection, batches: RecordedEvent[][]) {
  const schema = `proj_${projection.name}_${Math.random().toString(36).slice(2, 8)}`;
  const tables = [...projection.setupSql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]!);
  const client = await app.db.pool.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    await client.query(projection.setupSql);
    for (const batch of batches) await projection.apply(client, batch);
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) rows[table] = (await client.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
    return rows;
  } finally {
    await client.query(`RESET search_path; DROP SCHEMA ${schema} CASCADE`);
    client.release();
  }
}

describe.each([companiesProjection, employeesProjection])('$name projection', (projection) => {
  it('gives the same rows when the same events are applied twice', async () => {
    const once = await applied(projection, [events]);
    expect(await applied(projection, [events, events])).toEqual(once);
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    const once = await applied(projection, [events]);
    const oneByOne = await applied(
      projection,
      events.map((e) => [e]),
    );
    expect(oneByOne).toEqual(once);
  });
});

it('counts only active employees, after moves, on the company rows', async () => {
  const rows = (await applied(companiesProjection, [events])).companies as CompanyReadRow[];
  // Alfa: M4 (M0 and M2 moved to Beta). Beta: M0, M2, M3, M5 active; M1 inactive.
  expect(rows.map((r) => [r.name, r.active, r.employee_count])).toEqual([
    ['Alfa Groep', false, 1],
    ['Beta', true, 4],
  ]);
});
