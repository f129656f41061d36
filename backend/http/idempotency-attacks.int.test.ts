import { describe, expect, it } from 'vitest';
import { accountStream } from '../../events/account';
import { registerUser, type TestUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { companyWithStaff, createCompany } from '../../tests/support/api-seed';
import { xlsxFile } from '../../tests/support/import-files';
import { spendAiCredits } from '../../tests/support/ai-credits';

/**
 * Security finding: an Idempotency-Key must never let the event of one command stand in for another.
 * Each sequence below passed a plan limit or spent AI for free before command ids were namespaced.
 */
const app = useTestApp();

const reused = /Idempotency-Key is al gebruikt/;
const HEADER = ['Volledige naam', 'Email', 'Bedrijf'];

const resetRequest = (user: TestUser, key: string) =>
  app.api.post('/api/password-reset/request').set('Idempotency-Key', key).send({ email: user.email }).expect(200);

const reserved = async (userId: number, type: string) =>
  (await app.runtime.deps.store.readStream(accountStream(userId))).filter((event) => event.type === type);

describe('a key used on a public endpoint does not stand in for a command of the account', () => {
  it('a password-reset request under the key does not let a company past the free limit', async () => {
    const user = await registerUser(app, { verified: true });
    await createCompany(app, user, { naam: 'Eerste', branche: 'ICT' });
    await resetRequest(user, 'z1');
    const second = await app.api
      .post('/api/companies')
      .set(user.auth)
      .set('Idempotency-Key', 'z1')
      .send({ naam: 'Tweede', branche: 'ICT' });
    expect(second.status).toBe(403);
    expect((await app.api.get('/api/companies').set(user.auth).expect(200)).body).toHaveLength(1);
    expect(await reserved(user.id, 'CompanySlotReserved')).toHaveLength(1);
  });

  it('nor an employee past the free limit', async () => {
    const user = await registerUser(app, { verified: true });
    const companyId = await companyWithStaff(app, user, { naam: 'Eerste', branche: 'ICT' }, 5);
    await resetRequest(user, 'z1');
    const sixth = await app.api
      .post('/api/employees')
      .set(user.auth)
      .set('Idempotency-Key', 'z1')
      .send({ naam: 'Zesde', email: 'zesde@example.nl', bedrijf_id: companyId });
    expect(sixth.status).toBe(403);
    expect((await app.api.get('/api/employees').set(user.auth).expect(200)).body).toHaveLength(5);
  });
});

describe('a key whose text is a step of another command', () => {
  it("a rename under 'k1:reserve' does not make an AI call under 'k1' free when the credits are used up", async () => {
    const user = await registerUser(app, { verified: true });
    await spendAiCredits(app, user.id, 10);
    await app.api.put('/api/hr/profile/name').set(user.auth).set('Idempotency-Key', 'k1:reserve').send({ naam: 'Nieuwe Naam' }).expect(200);
    const call = await app.api.post('/api/goals/ai-suggestions').set(user.auth).set('Idempotency-Key', 'k1').send({ topic: 'feedback' });
    expect(call.status).toBe(403);
    expect(call.body.message).toMatch(/AI credits voor deze maand zijn op/);
  });

  it('a retried AI call costs its own credit: the same key cannot call on after the credits are used up', async () => {
    const user = await registerUser(app, { verified: true });
    await spendAiCredits(app, user.id, 9);
    const call = () => app.api.post('/api/goals/ai-suggestions').set(user.auth).set('Idempotency-Key', 'ai-1').send({ topic: 'feedback' });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(403);
  });
});

describe('the same key on another route or with another body', () => {
  it('is refused with 422 and reserves nothing', async () => {
    const user = await registerUser(app, { verified: true });
    await app.api.put('/api/hr/profile/name').set(user.auth).set('Idempotency-Key', 'x').send({ naam: 'Ander' }).expect(200);
    const company = await app.api.post('/api/companies').set(user.auth).set('Idempotency-Key', 'x').send({ naam: 'Een', branche: 'ICT' });
    expect(company.status).toBe(422);
    expect(company.body.message).toMatch(reused);
    expect(await reserved(user.id, 'CompanySlotReserved')).toHaveLength(0);
  });

  it('an import under a key used before with another file is refused, not answered as a retry of the first', async () => {
    const user = await registerUser(app, { verified: true });
    await companyWithStaff(app, user, { naam: 'Alfa', branche: 'ICT' }, 3);
    const upload = async (email: string) =>
      app.api
        .post('/api/employees/import')
        .set(user.auth)
        .set('Idempotency-Key', 'import-1')
        .attach('file', await xlsxFile([HEADER, [`Naam ${email}`, email, 'Alfa']]), 'medewerkers.xlsx')
        .field('skipFirstRow', '1');
    expect((await upload('een@example.nl')).body).toMatchObject({ inserted: 1 });
    // The file is part of the request: before, the second import counted as a retry of the first and
    // reported its own row as 'E-mailadres bestaat al'.
    const again = await upload('twee@example.nl');
    const employees = (await app.api.get('/api/employees').set(user.auth).expect(200)).body as { id: number }[];
    expect(employees).toHaveLength(4);
    const slots = (await reserved(user.id, 'EmployeeSlotsReserved')).flatMap((event) => event.data.employeeIds as number[]);
    expect(slots.sort((a, b) => a - b)).toEqual(employees.map((e) => e.id).sort((a, b) => a - b));
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(reused);
  });
});
