import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { importMessages as m } from './messages';
import { xlsxFile, zipBomb } from '../../../tests/support/import-files';

const app = useTestApp();

const MB = 1024 * 1024;
const HEADER = ['Volledige naam', 'Email', 'Bedrijf'];

async function userWithCompany() {
  const user = await registerUser(app, { plan: 'enterprise' });
  await app.api.post('/api/companies').set(user.auth).send({ naam: 'Alfa', branche: 'ICT' }).expect(201);
  return user;
}
const upload = (auth: { Authorization: string }, file: Buffer) =>
  app.api.post('/api/employees/import').set(auth).attach('file', file, 'medewerkers.xlsx').field('skipFirstRow', '1');
const employeeCount = async (auth: { Authorization: string }) =>
  ((await app.api.get('/api/employees').set(auth).expect(200)).body as unknown[]).length;

/**
 * Sends `request` while asking /api/health back to back; returns the answer, how many health checks
 * were answered before it, and how far this process's memory (the app runs in it) grew meanwhile.
 */
async function whileServing<T>(request: PromiseLike<T>) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let answeredMeanwhile = 0;
  let done = false;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const health = (async () => {
    while (!done) {
      await app.api.get('/api/health').expect(200);
      if (!done) answeredMeanwhile++;
    }
  })();
  const answer = await Promise.resolve(request).finally(() => (done = true));
  await health;
  clearInterval(sampler);
  return { answer, answeredMeanwhile, grewMb: (peak - rssBefore) / MB };
}

describe('import hardening (zip bombs, one import per account)', () => {
  let honest: Buffer;
  let lying: Buffer;
  beforeAll(async () => {
    honest = await zipBomb(300 * MB);
    lying = await zipBomb(300 * MB, 45 * MB);
  }, 120_000);

  it('refuses a zip bomb from its directory before unpacking anything', async () => {
    expect(honest.length).toBeLessThan(2 * MB);
    const user = await userWithCompany();
    // Refused from the directory at once: there is no "meanwhile" to speak of, only memory that must not grow.
    const { answer, grewMb } = await whileServing(upload(user.auth, honest));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.unpacksTooLarge);
    expect(grewMb).toBeLessThan(100);
    expect(await employeeCount(user.auth)).toBe(0);
  });

  it('refuses a zip bomb whose directory lies about its size once it unpacks past the declared size, serving others meanwhile', async () => {
    const user = await userWithCompany();
    const { answer, answeredMeanwhile, grewMb } = await whileServing(upload(user.auth, lying));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.unpacksTooLarge);
    expect(answeredMeanwhile).toBeGreaterThan(0);
    // It unpacks (off the event loop) up to what it declared, 45 MB, never the 300 MB it holds.
    expect(grewMb).toBeLessThan(150);
    expect(await employeeCount(user.auth)).toBe(0);
  });

  it('answers a second import of the same account while one runs with 409, and takes it afterwards', async () => {
    const user = await userWithCompany();
    const rows = (from: number) => Array.from({ length: 3000 }, (_, i) => [`Naam ${from + i}`, `n${from + i}@example.nl`, 'Alfa']);
    const [first, second] = [await xlsxFile([HEADER, ...rows(0)]), await xlsxFile([HEADER, ...rows(3000)])];
    const answers = await Promise.all([upload(user.auth, first), upload(user.auth, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe(m.importRunning);
    const retried = await upload(user.auth, answers[0]!.status === 409 ? first : second);
    expect(retried.body).toMatchObject({ inserted: 3000, skipped: 0 });
    expect(await employeeCount(user.auth)).toBe(6000);
  }, 120_000);

  it('lets two accounts import at the same time', async () => {
    const [a, b] = [await userWithCompany(), await userWithCompany()];
    const file = await xlsxFile([HEADER, ['Mia', 'mia@example.nl', 'Alfa']]);
    const answers = await Promise.all([upload(a.auth, file), upload(b.auth, file)]);
    expect(answers.map((x) => x.body.inserted)).toEqual([1, 1]);
    // The tests before leave thousands of employee events for the read models to catch up on first.
  }, 90_000);
});
