import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile } from '../../bench/lib/measure';
import { registerUser } from '../../tests/support/test-app';
import { addGoal, companyWithEmployee, createCompany, scheduleConversation } from '../../tests/support/api-seed';
import { useTestApp } from '../../tests/support/use-test-app';
import { startRuntime, type Runtime } from '../main/runtime';

/**
 * Creating companies and employees touches the account stream (the plan counters), so one account's
 * parallel commands used to collide and answer 409 (issue 16: 20 parallel creates gave 11 x 409).
 * Now they wait their turn, within one process and across two app instances on one database.
 */
const app = useTestApp();
let other: Runtime;
let apis: ReturnType<typeof supertest>[];
beforeAll(async () => {
  other = await startRuntime(app.runtime.deps.config, { log: () => undefined, mailRetryBaseMs: 100 });
  apis = [app.api, supertest(other.app.callback())];
});
afterAll(async () => {
  await other?.stop();
});

/** Sends `count` requests at once, alternating between the two instances; their statuses and p95 time. */
async function timedAll<T extends { status: number }>(
  count: number,
  request: (api: ReturnType<typeof supertest>, i: number) => Promise<T>,
) {
  const times: number[] = [];
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const started = performance.now();
      const answer = await request(apis[i % 2]!, i);
      times.push(performance.now() - started);
      return answer;
    }),
  );
  return { statuses: answers.map((a) => a.status), p95: Math.round(percentile(times, 95)) };
}

describe('commands on one stream wait their turn instead of failing', () => {
  it('100 parallel employees and 30 companies of one account over two instances: all created, none 409', async () => {
    const user = await registerUser(app, { verified: true, plan: 'pro' });
    const company = await createCompany(app, user, { naam: 'Basis', branche: 'ICT' });
    const employees = await timedAll(100, (api, i) =>
      api
        .post('/api/employees')
        .set(user.auth)
        .send({ naam: `Medewerker ${i}`, email: `m${i}@example.nl`, bedrijf_id: company }),
    );
    const companies = await timedAll(30, (api, i) =>
      api
        .post('/api/companies')
        .set(user.auth)
        .send({ naam: `Bedrijf ${i}`, branche: 'ICT' }),
    );
    console.log(`[hot streams] 100 employees p95 ${employees.p95} ms, 30 companies p95 ${companies.p95} ms (two instances)`);
    expect(employees.statuses.filter((s) => s !== 201)).toEqual([]);
    expect(companies.statuses.filter((s) => s !== 201)).toEqual([]);
    const list = await app.api.get('/api/employees').set(user.auth).expect(200);
    expect(list.body).toHaveLength(100);
    const { rows } = await app.db.pool.query(
      `SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1 AND event_type IN ('EmployeeSlotsReserved', 'CompanySlotReserved')`,
      [`hr_user-${user.id}`],
    );
    expect(rows[0].n).toBe(131);
    // A burst of 130 serialised commands: on a loaded machine this takes a while; failing fast is not the point.
  }, 120_000);

  it('ten writers setting the progress of one goal all succeed', async () => {
    const user = await registerUser(app, { verified: true });
    const [companyId, employeeId] = await companyWithEmployee(app, user, { naam: 'Acme', branche: 'ICT' }, { naam: 'Jan' });
    const pop = await scheduleConversation(app, user, { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2027-01-01T10:00' });
    const goal = (await addGoal(app, user, pop, { omschrijving: 'Doel' })).id;
    const writes = await timedAll(40, (api, i) =>
      api
        .put(`/api/pop/${pop}/goals/${goal}`)
        .set(user.auth)
        .send({ voortgang: (i % 10) + 1 }),
    );
    console.log(`[hot streams] 40 progress writes to one conversation p95 ${writes.p95} ms (two instances)`);
    expect(writes.statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});
