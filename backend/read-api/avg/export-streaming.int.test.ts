import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjectExport, type SubjectExport } from '../../../contracts/avg';
import { activityCategory } from '../../../events/activity';
import { limits } from '../../platform/rate-limit';
import { companyWithEmployee } from '../../../tests/support/api-seed';
import { inOneWindow } from '../../../tests/support/rate-window';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { HISTORY_PAGE } from './history';

/**
 * Security finding (exports unbounded): the exports are written as the history is read (several
 * pages here) and still complete, both formats; each account has a number of exports per hour; the
 * activity log a number of events per day.
 */
const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });
const EVENTS = HISTORY_PAGE * 2 + 500;
let owner: TestUser;

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

beforeAll(async () => {
  owner = await registerUser(app);
  const events = Array.from({ length: EVENTS }, (_, i) => ({
    id: randomUUID(),
    ...activityCategory.versioned({
      type: 'ActivityLogged',
      data: { entityType: 'company', entityId: 1, action: 'open', details: { naam: `Bedrijf ${i}` }, at: new Date().toISOString() },
    }),
    metadata: { actor: String(owner.id), tenant: String(owner.id) },
  }));
  const { checkpoint } = await app.runtime.deps.store.appendToStream(`activity-${owner.id}`, events, { expected: 'any' });
  await app.runtime.deps.projections.waitFor(checkpoint);
  // The registration's mails are recorded as events of the account (MailSent) after they went out: both
  // exports must see the same history, so none may arrive between them (one did on a loaded machine).
  for (let tries = 0; ; tries++) {
    const { rows } = await app.runtime.deps.pool.query(
      `SELECT count(*)::int AS n FROM reactors.mail_outbox o
        WHERE o.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM es_events e WHERE e.event_type = 'MailSent' AND e.data->>'mailId' = o.mail_id::text)`,
      [owner.id],
    );
    if (rows[0].n === 0) break;
    if (tries > 200) throw new Error(`the registration's mails were not sent in 20 s (${rows[0].n} left)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

describe('the export of an account with a long history', () => {
  let json: SubjectExport;

  it('is JSON of the contract with every event in order, sent as it is written (no length known up front)', async () => {
    const res = await app.api.get('/api/hr/export').set(owner.auth).set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-length']).toBeUndefined();
    json = subjectExport.parse(res.body);
    expect(json.onderwerp).toEqual({ soort: 'account', id: owner.id });
    const activity = json.geschiedenis.filter((e) => e.stream === `activity-${owner.id}`);
    expect(activity.map((e) => e.positie)).toEqual(Array.from({ length: EVENTS }, (_, i) => i));
    expect(activity.map((e) => (e.gegevens.details as { naam: string }).naam)).toEqual(
      Array.from({ length: EVENTS }, (_, i) => `Bedrijf ${i}`),
    );
    expect(json.geschiedenis.map((e) => e.type)).toContain('HrUserRegistered');
  });

  it('is a workbook with one history row per event, sent as it is written', async () => {
    const res = await app.api
      .get('/api/hr/export?format=xlsx')
      .set(owner.auth)
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-disposition']).toContain('mijn-gegevens.xlsx');
    const workbook = new ExcelJS.Workbook();
    const bytes = res.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Overzicht', ...Object.keys(json.gegevens), 'geschiedenis']);
    const history = workbook.getWorksheet('geschiedenis')!;
    expect(history.actualRowCount).toBe(1 + json.geschiedenis.length);
    expect(history.getRow(1).values).toEqual([undefined, 'tijdstip', 'stream', 'positie', 'type', 'gegevens']);
    const activity: unknown[][] = [];
    history.eachRow((row) => {
      const values = row.values as unknown[];
      if (values[2] === `activity-${owner.id}`) activity.push(values);
    });
    expect(activity.map((values) => values[3])).toEqual(Array.from({ length: EVENTS }, (_, i) => i));
    expect(String(activity.at(-1)![5])).toContain(`Bedrijf ${EVENTS - 1}`);
  });
});

describe('limits', () => {
  it('answers the eleventh export in an hour with 429, a Dutch message and Retry-After (both exports count)', async () => {
    await inOneWindow(limits.exportPerAccount, async () => {
      const user = await registerUser(app);
      const [, employeeId] = await companyWithEmployee(app, user, { naam: 'Limiet BV', branche: 'Overig' }, { naam: 'Jan Limiet' });
      for (let i = 0; i < 10; i++)
        await app.api
          .get(i % 2 ? '/api/hr/export' : `/api/employees/${employeeId}/export?format=xlsx`)
          .set(user.auth)
          .expect(200);
      const refused = await app.api.get('/api/hr/export').set(user.auth).expect(429);
      expect(refused.body.message).toMatch(/^Je hebt al meerdere exports gemaakt\. Probeer het over (1 minuut|\d+ minuten) opnieuw\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await app.api.get(`/api/employees/${employeeId}/export`).set(user.auth).expect(429);
    });
  });

  it("refuses the activity log once the account's day is full: 429 with a Dutch message and Retry-After", async () => {
    await inOneWindow(limits.activityPerAccountDaily, async () => {
      const user = await registerUser(app);
      const [companyId] = await companyWithEmployee(app, user, { naam: 'Druk BV', branche: 'Overig' }, { naam: 'Piet Druk' });
      const log = () =>
        app.api.post('/api/activity/log').set(user.auth).send({ entity_type: 'company', entity_id: companyId, action: 'open' });
      await log().expect(201);
      // The rest of the day's uses, counted as the route counts them (the minute's limit is far lower).
      for (let i = 1; i < limits.activityPerAccountDaily.max; i++)
        await app.runtime.deps.limiter.consume(limits.activityPerAccountDaily, String(user.id));
      const refused = await log().expect(429);
      expect(refused.body.message).toBe('Je hebt het maximum aantal activiteiten voor vandaag bereikt. Probeer het morgen opnieuw.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
