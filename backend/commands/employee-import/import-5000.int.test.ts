import { expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { xlsxFile } from '../../../tests/support/import-files';

const app = useTestApp();

it('imports 5,000 rows in one request and shows them at once', { timeout: 120_000 }, async () => {
  const user = await registerUser(app, { plan: 'enterprise' });
  const companies = ['Alfa', 'Beta', 'Gamma'];
  for (const naam of companies) await app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'ICT' }).expect(201);
  const rows = Array.from({ length: 5000 }, (_, i) => [`Medewerker ${i + 1}`, `medewerker${i + 1}@example.nl`, companies[i % 3]!]);
  const file = await xlsxFile([['Volledige naam', 'Email', 'Bedrijf'], ...rows]);

  const started = performance.now();
  const res = await app.api
    .post('/api/employees/import')
    .set(user.auth)
    .attach('file', file, 'medewerkers.xlsx')
    .field('skipFirstRow', '1');
  const seconds = (performance.now() - started) / 1000;
  console.log(`[import] 5,000 rows (${(file.length / 1024).toFixed(0)} KB .xlsx) imported in ${seconds.toFixed(2)} s`);

  expect(res.status).toBe(200);
  expect(res.body).toEqual({ inserted: 5000, skipped: 0, errors: [] });
  const list = await app.api.get('/api/employees').set(user.auth).expect(200);
  expect(list.body).toHaveLength(5000);
  const counts = (await app.api.get('/api/companies').set(user.auth)).body.map((c: { medewerkers_aantal: number }) => c.medewerkers_aantal);
  expect(counts).toEqual([1667, 1667, 1666]);
  const account = await app.runtime.deps.store.readStream(accountStream(user.id));
  const reserved = account.filter((e) => e.type === 'EmployeeSlotsReserved').flatMap((e) => e.data.employeeIds as number[]);
  expect(reserved).toHaveLength(5000);
});
