import type { TestApp } from './test-app';

/**
 * Master data made through the public API, the way a user makes it: each call is signed in as
 * `user`, expects its success status and answers with what the test goes on with (mostly the id).
 */
type SignedIn = { auth: Record<string, string> };

export async function createCompany(app: TestApp, user: SignedIn, body: { naam: string; branche: string }): Promise<number> {
  return (await app.api.post('/api/companies').set(user.auth).send(body).expect(201)).body.id;
}

export async function createEmployee(
  app: TestApp,
  user: SignedIn,
  body: { naam: string; email: string; bedrijf_id: number },
): Promise<number> {
  return (await app.api.post('/api/employees').set(user.auth).send(body).expect(201)).body.id;
}

/** Plans a POP conversation (datum_tijd a Dutch wall-clock time, '2030-03-12T09:00'). */
export async function scheduleConversation(
  app: TestApp,
  user: SignedIn,
  body: { bedrijf_id: number; medewerker_id: number; datum_tijd: string; status?: string; verslag?: string; sendConfirmation?: boolean },
): Promise<number> {
  return (await app.api.post('/api/pop').set(user.auth).send(body).expect(201)).body.data.id;
}

/** Adds a goal to a conversation; the goal as the API answers it. */
export async function addGoal(
  app: TestApp,
  user: SignedIn,
  popId: number,
  body: { omschrijving: string; notitie?: string },
): Promise<{ id: number } & Record<string, unknown>> {
  return (await app.api.post(`/api/pop/${popId}/goals`).set(user.auth).send(body).expect(201)).body.data.goal;
}

/**
 * One company with one employee in it, for tests about what happens after: their ids. The employee's e-mail
 * address is the first name's at example.nl unless given ('Piet Pieters': piet@example.nl).
 */
export async function companyWithEmployee(
  app: TestApp,
  user: SignedIn,
  company: { naam: string; branche: string },
  employee: { naam: string; email?: string },
): Promise<[companyId: number, employeeId: number]> {
  const companyId = await createCompany(app, user, company);
  const email = employee.email ?? `${employee.naam.split(' ')[0]!.toLowerCase()}@example.nl`;
  const employeeId = await createEmployee(app, user, { naam: employee.naam, email, bedrijf_id: companyId });
  return [companyId, employeeId];
}

/** A company with `count` employees (Medewerker 0, m0@example.nl, ...), for tests about limits and imports: the company's id. */
export async function companyWithStaff(
  app: TestApp,
  user: SignedIn,
  company: { naam: string; branche: string },
  count: number,
): Promise<number> {
  const companyId = await createCompany(app, user, company);
  for (let i = 0; i < count; i++)
    await createEmployee(app, user, { naam: `Medewerker ${i}`, email: `m${i}@example.nl`, bedrijf_id: companyId });
  return companyId;
}

/** The building company and its employee of the seeded workspace and the invitation tests (their mails go to Lotte). */
export const VOS = { naam: 'Bouwbedrijf Vos', branche: 'Bouw' };
export const LOTTE = { naam: 'Lotte Visser' };

/** The care company and employee the AI tests (API and browser) talk about. */
export const ZORGGROEP = { naam: 'Zorggroep Oost', branche: 'Zorg en welzijn' };
export const SANNE = { naam: 'Sanne de Vries' };

/** A free-text mail through POST /api/pop/send-email; answers once it is accepted (200). */
export async function sendEmail(app: TestApp, user: SignedIn, body: { toEmail: string; subject: string; message: string }): Promise<void> {
  await app.api.post('/api/pop/send-email').set(user.auth).send(body).expect(200);
}

/**
 * An employee with one conversation whose name, address (`marker`@example.nl) and report all carry
 * `marker`, for tests that look for every copy of a subject's data (erasure, retention): their ids.
 */
export async function markedConversation(
  app: TestApp,
  user: SignedIn,
  marker: string,
  at: { company: { naam: string; branche: string }; firstName: string; datum_tijd: string; sendConfirmation?: boolean },
): Promise<{ companyId: number; employeeId: number; popId: number }> {
  const [companyId, employeeId] = await companyWithEmployee(app, user, at.company, {
    naam: `${at.firstName} ${marker}`,
    email: `${marker}@example.nl`,
  });
  const popId = await scheduleConversation(app, user, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: at.datum_tijd,
    verslag: `Verslag ${marker}`,
    ...(at.sendConfirmation && { sendConfirmation: true }),
  });
  return { companyId, employeeId, popId };
}
