import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { expectBadRequests } from '../../../tests/support/expect-refusals';

const app = useTestApp();

type Auth = { Authorization: string };
async function createCompany(auth: Auth, naam: string): Promise<number> {
  const res = await app.api.post('/api/companies').set(auth).send({ naam, branche: 'ICT' }).expect(201);
  return res.body.id;
}
const createEmployee = (auth: Auth, body: Record<string, unknown>) => app.api.post('/api/employees').set(auth).send(body);
const updateEmployee = (auth: Auth, id: number, body: Record<string, unknown>) => app.api.put(`/api/employees/${id}`).set(auth).send(body);
const company = (auth: Auth, id: number) =>
  app.api
    .get(`/api/companies/${id}`)
    .set(auth)
    .then((r) => r.body);

describe('employees', () => {
  it('registers an employee with the company name and counts it on the company card', async () => {
    const user = await registerUser(app);
    const bedrijfId = await createCompany(user.auth, 'Bakkerij Jansen');
    const res = await createEmployee(user.auth, { naam: ' Sanne Bakker ', email: ' Sanne@Example.nl ', bedrijf_id: bedrijfId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      naam: 'Sanne Bakker',
      email: 'Sanne@Example.nl',
      bedrijf_id: bedrijfId,
      bedrijf_naam: 'Bakkerij Jansen',
      actief: true,
    });
    expect((await app.api.get(`/api/employees/${res.body.id}`).set(user.auth).expect(200)).body).toEqual(res.body);
    expect((await company(user.auth, bedrijfId)).medewerkers_aantal).toBe(1);
    const account = await app.runtime.deps.store.readStream(accountStream(user.id));
    expect(account.filter((e) => e.type === 'EmployeeSlotsReserved').map((e) => e.data.employeeIds)).toEqual([[res.body.id]]);
  });

  it('refuses invalid employees with Dutch messages', async () => {
    const user = await registerUser(app);
    const bedrijfId = await createCompany(user.auth, 'Alfa');
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@example.nl', bedrijf_id: bedrijfId }, 'Naam is verplicht'],
      [{ naam: ' ', email: 'a@example.nl', bedrijf_id: bedrijfId }, 'Naam is verplicht'],
      [{ naam: 'x'.repeat(201), email: 'a@example.nl', bedrijf_id: bedrijfId }, 'Naam mag maximaal 200 karakters bevatten'],
      [{ naam: 'Piet', bedrijf_id: bedrijfId }, 'E-mailadres is verplicht'],
      [{ naam: 'Piet', email: 'piet-at-example', bedrijf_id: bedrijfId }, 'Vul een geldig e-mailadres in'],
      [{ naam: 'Piet', email: 'piet@example.nl' }, 'Bedrijf is verplicht'],
      [{ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: String(bedrijfId) }, 'Kies een geldig bedrijf'],
      [{ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: 1.5 }, 'Kies een geldig bedrijf'],
      [{ naam: 'Piet', email: 'piet@example.nl', bedrijf_id: 987654 }, 'Kies een geldig bedrijf'],
    ];
    await expectBadRequests((body) => createEmployee(user.auth, body), cases);
    expect((await app.api.get('/api/employees?includeInactive=1').set(user.auth)).body).toEqual([]);
  });

  it("refuses a second employee with the same e-mail (any case) for the same user, but not another user's", async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const aCompany = await createCompany(a.auth, 'Alfa');
    const bCompany = await createCompany(b.auth, 'Beta');
    await createEmployee(a.auth, { naam: 'Kees', email: 'kees@example.nl', bedrijf_id: aCompany }).expect(201);
    const dup = await createEmployee(a.auth, { naam: 'Kees 2', email: 'KEES@example.nl ', bedrijf_id: aCompany });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Er bestaat al een medewerker met dit e-mailadres.');
    await createEmployee(b.auth, { naam: 'Kees', email: 'kees@example.nl', bedrijf_id: bCompany }).expect(201);
  });

  it('updates an employee, moves the count between companies and frees the old address', async () => {
    const user = await registerUser(app, { plan: 'starter' });
    const alfa = await createCompany(user.auth, 'Alfa');
    const beta = await createCompany(user.auth, 'Beta');
    const emp = (await createEmployee(user.auth, { naam: 'Joost', email: 'joost@example.nl', bedrijf_id: alfa })).body;
    const other = (await createEmployee(user.auth, { naam: 'Iris', email: 'iris@example.nl', bedrijf_id: alfa })).body;

    const moved = await updateEmployee(user.auth, emp.id, {
      naam: 'Joost de Wit',
      email: 'joost.dewit@example.nl',
      bedrijf_id: beta,
      actief: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      id: emp.id,
      naam: 'Joost de Wit',
      email: 'joost.dewit@example.nl',
      bedrijf_id: beta,
      bedrijf_naam: 'Beta',
      actief: true,
    });
    expect((await company(user.auth, alfa)).medewerkers_aantal).toBe(1);
    expect((await company(user.auth, beta)).medewerkers_aantal).toBe(1);

    // The old address is free again; the new one is taken.
    await createEmployee(user.auth, { naam: 'Nieuwe Joost', email: 'joost@example.nl', bedrijf_id: alfa }).expect(201);
    const taken = await updateEmployee(user.auth, other.id, {
      naam: 'Iris',
      email: 'Joost.dewit@example.nl',
      bedrijf_id: alfa,
      actief: true,
    });
    expect(taken.status).toBe(409);
    // Changing only the case of one's own address is no conflict.
    const recased = await updateEmployee(user.auth, other.id, { naam: 'Iris', email: 'IRIS@example.nl', bedrijf_id: alfa, actief: true });
    expect(recased.status).toBe(200);
    expect(recased.body.email).toBe('IRIS@example.nl');
  });

  it('deactivates: hidden from the list unless includeInactive, and not counted on the company', async () => {
    const user = await registerUser(app);
    const alfa = await createCompany(user.auth, 'Alfa');
    const emp = (await createEmployee(user.auth, { naam: 'Anouk', email: 'anouk@example.nl', bedrijf_id: alfa })).body;
    await createEmployee(user.auth, { naam: 'Bas', email: 'bas@example.nl', bedrijf_id: alfa }).expect(201);
    expect((await company(user.auth, alfa)).medewerkers_aantal).toBe(2);

    const res = await updateEmployee(user.auth, emp.id, { naam: 'Anouk', email: 'anouk@example.nl', bedrijf_id: alfa, actief: false });
    expect(res.body.actief).toBe(false);
    expect((await company(user.auth, alfa)).medewerkers_aantal).toBe(1);
    const active = await app.api.get('/api/employees').set(user.auth).expect(200);
    expect(active.body.map((e: { naam: string }) => e.naam)).toEqual(['Bas']);
    const all = await app.api.get('/api/employees?includeInactive=1').set(user.auth).expect(200);
    expect(all.body.map((e: { naam: string }) => e.naam)).toEqual(['Anouk', 'Bas']);

    await updateEmployee(user.auth, emp.id, { naam: 'Anouk', email: 'anouk@example.nl', bedrijf_id: alfa, actief: true }).expect(200);
    expect((await company(user.auth, alfa)).medewerkers_aantal).toBe(2);
  });

  it('shows a renamed company on its employees', async () => {
    const user = await registerUser(app);
    const alfa = await createCompany(user.auth, 'Alfa');
    const emp = (await createEmployee(user.auth, { naam: 'Dirk', email: 'dirk@example.nl', bedrijf_id: alfa })).body;
    await app.api.put(`/api/companies/${alfa}`).set(user.auth).send({ naam: 'Alfa Groep', branche: 'ICT', actief: true }).expect(200);
    expect((await app.api.get(`/api/employees/${emp.id}`).set(user.auth)).body.bedrijf_naam).toBe('Alfa Groep');
  });

  it("seals tenants: B cannot read or change A's employee, nor register into A's company", async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const aCompany = await createCompany(a.auth, 'Van A');
    const bCompany = await createCompany(b.auth, 'Van B');
    const emp = (await createEmployee(a.auth, { naam: 'Eva', email: 'eva@example.nl', bedrijf_id: aCompany })).body;
    await createEmployee(b.auth, { naam: 'Frank', email: 'frank@example.nl', bedrijf_id: bCompany }).expect(201);

    expect((await app.api.get(`/api/employees/${emp.id}`).set(b.auth)).status).toBe(404);
    const put = await updateEmployee(b.auth, emp.id, { naam: 'Gekaapt', email: 'eva@example.nl', bedrijf_id: bCompany, actief: true });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Medewerker niet gevonden');
    const into = await createEmployee(b.auth, { naam: 'Indringer', email: 'x@example.nl', bedrijf_id: aCompany });
    expect(into.status).toBe(400);
    expect(into.body.message).toBe('Kies een geldig bedrijf');
    const moveInto = await updateEmployee(a.auth, emp.id, { naam: 'Eva', email: 'eva@example.nl', bedrijf_id: bCompany, actief: true });
    expect(moveInto.status).toBe(400);

    const listA = await app.api.get('/api/employees?includeInactive=1').set(a.auth);
    expect(listA.body.map((e: { naam: string }) => e.naam)).toEqual(['Eva']);
    expect((await company(a.auth, aCompany)).medewerkers_aantal).toBe(1);
    expect((await app.api.get('/api/employees/abc').set(a.auth)).status).toBe(404);
  });
});

describe("e-mail uniqueness on the owner's e-mail directory", () => {
  it('lets exactly one of several simultaneous registrations with the same address through', async () => {
    const user = await registerUser(app);
    const bedrijfId = await createCompany(user.auth, 'Alfa');
    const results = await Promise.all(
      [1, 2, 3].map((i) => createEmployee(user.auth, { naam: `Tweeling ${i}`, email: 'tweeling@example.nl', bedrijf_id: bedrijfId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await app.api.get('/api/employees').set(user.auth)).body).toHaveLength(1);
  });

  it('answers a retried request (same Idempotency-Key) with the same employee, not a conflict or a second one', async () => {
    const user = await registerUser(app);
    const bedrijfId = await createCompany(user.auth, 'Alfa');
    const send = () =>
      app.api
        .post('/api/employees')
        .set(user.auth)
        .set('Idempotency-Key', 'medewerker-1')
        .send({ naam: 'Olga', email: 'olga@example.nl', bedrijf_id: bedrijfId });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await app.api.get('/api/employees').set(user.auth)).body).toHaveLength(1);
  });

  it('takes over an address whose claim was orphaned a while ago, but not a fresh one', async () => {
    const user = await registerUser(app);
    const bedrijfId = await createCompany(user.auth, 'Alfa');
    const orphan = (email: string, employeeId: number, at: Date) =>
      app.runtime.deps.store.appendToStream(
        `employee_emails-${user.id}`,
        [{ id: randomUUID(), type: 'EmployeeEmailsClaimed', data: { claims: [{ email, employeeId }], at: at.toISOString() } }],
        { expected: 'any' },
      );
    // A request that claimed the address and died before registering its employee.
    await orphan('oud@example.nl', 900_001, new Date(Date.now() - 5 * 60_000));
    await orphan('vers@example.nl', 900_002, new Date());
    await createEmployee(user.auth, { naam: 'Oud', email: 'oud@example.nl', bedrijf_id: bedrijfId }).expect(201);
    expect((await createEmployee(user.auth, { naam: 'Vers', email: 'vers@example.nl', bedrijf_id: bedrijfId })).status).toBe(409);
  });
});
