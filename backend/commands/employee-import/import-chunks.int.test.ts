import { expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { accountDecider } from '../account/decider';
import { handleCommand } from '../handle-command';
import { appendChunk, CHUNK_ROWS, loadAccountAt, type PlannedRow } from './append-chunks';
import { xlsxFile } from '../../../tests/support/import-files';

const app = useTestApp();

it(
  'keeps the account’s employee count exact while single registrations interleave with an import in chunks',
  { timeout: 120_000 },
  async () => {
    const user = await registerUser(app, { plan: 'enterprise' });
    const company = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Alfa', branche: 'ICT' }).expect(201)).body
      .id as number;
    const rows = Array.from({ length: CHUNK_ROWS * 3 + 7 }, (_, i) => [`Naam ${i}`, `n${i}@example.nl`, 'Alfa']);
    const file = await xlsxFile([['Volledige naam', 'Email', 'Bedrijf'], ...rows, ['Dubbel', 'n1@example.nl', 'Alfa']]);

    const imported = app.api
      .post('/api/employees/import')
      .set(user.auth)
      .attach('file', file, 'medewerkers.xlsx')
      .field('skipFirstRow', '1');
    const singles = Array.from({ length: 6 }, (_, i) =>
      app.api
        .post('/api/employees')
        .set(user.auth)
        .send({ naam: `Los ${i}`, email: `los${i}@example.nl`, bedrijf_id: company }),
    );
    const [answer, ...singleAnswers] = await Promise.all([imported, ...singles]);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      inserted: rows.length,
      skipped: 1,
      errors: [{ line: rows.length + 2, reason: 'Dubbel in bestand (regel 3)' }],
    });
    const created = singleAnswers.filter((a) => a.status === 201).length;
    expect(created).toBeGreaterThan(0);
    const employees = (await app.api.get('/api/employees').set(user.auth).expect(200)).body as { id: number }[];
    const answers = singleAnswers.map((a) => `${a.status} ${JSON.stringify(a.body)}`);
    expect(employees, `single registrations answered: ${answers.join(' | ')}`).toHaveLength(rows.length + created);
    // The counter on the account stream names exactly the employees that exist, each once.
    const account = await app.runtime.deps.store.readStream(accountStream(user.id));
    const reserved = account.filter((e) => e.type === 'EmployeeSlotsReserved').flatMap((e) => e.data.employeeIds as number[]);
    expect([...reserved].sort((a, b) => a - b)).toEqual(employees.map((e) => e.id).sort((a, b) => a - b));
    // One reservation per chunk, in the chunk's own transaction (plus one per single registration).
    expect(account.filter((e) => e.type === 'EmployeeSlotsReserved')).toHaveLength(4 + created);
  },
);

it('decides a chunk again on the newer account when another command moved the account on first', async () => {
  const user = await registerUser(app, { plan: 'enterprise' });
  const companyId = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Beta', branche: 'ICT' }).expect(201)).body
    .id as number;
  const store = app.runtime.deps.store;
  const now = new Date().toISOString();
  const context = { actor: String(user.id), tenant: String(user.id), commandId: `chunk-test-${user.id}` };
  const [meanwhile, ...ids] = await app.runtime.deps.ids.nextMany('employee', 3);
  const stale = await loadAccountAt(store, user.id);
  await handleCommand(
    store,
    accountStream(user.id),
    accountDecider,
    { type: 'ReserveEmployeeSlots', employeeIds: [meanwhile!], now },
    { ...context, commandId: 'other' },
  );
  const rows: PlannedRow[] = ids.map((employeeId, i) => ({
    line: i + 2,
    name: `Rij ${i}`,
    email: `rij${i}@example.nl`,
    company: 'Beta',
    companyId,
    employeeId,
  }));

  const { account } = await appendChunk(
    store,
    { userId: user.id, now, context, companies: new Map([[companyId, { companyId, ownerId: user.id }]]), index: 0, rows },
    stale,
  );

  const recorded = await store.readStream(accountStream(user.id));
  const reserved = recorded.filter((e) => e.type === 'EmployeeSlotsReserved').map((e) => e.data.employeeIds);
  expect(reserved).toEqual([[meanwhile], ids]);
  expect(account.expected).toBe(recorded[recorded.length - 1]!.streamPosition);
  for (const id of ids) expect(await store.readStream(`employee-${id}`)).toHaveLength(1);
});
