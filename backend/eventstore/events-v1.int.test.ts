import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/support/test-app';
import { loadV1Events, readV1Answers, type StoredRow, type V1Answers } from '../../tests/support/v1-fixture';

/**
 * A database written by the code before the event renames (tests/fixtures/events-v1: Dutch field
 * names, GoalAdded in the library and in conversations, hrUserId as owner) is read by today's code:
 * the read models rebuilt from it answer exactly as that version answered, and new commands work on
 * its streams. Each account of it is, unchanged, the owner of a workspace of its own with all its data (issue 24).
 */
let app: TestApp;
let fixture: V1Answers;
let stored: StoredRow[];
const auth: Record<'main' | 'other', { Authorization: string }> = { main: { Authorization: '' }, other: { Authorization: '' } };

beforeAll(async () => {
  fixture = await readV1Answers();
  app = await startTestApp({}, { seed: async (db) => void (stored = await loadV1Events(db.pool)) });
  for (const who of ['main', 'other'] as const) {
    auth[who] = { Authorization: `Bearer ${(await app.runtime.deps.auth.session(fixture.users[who])).token}` };
  }
});
afterAll(async () => {
  await app?.close();
});

const get = async (who: 'main' | 'other', url: string) => (await app.api.get(`/api${url}`).set(auth[who]).expect(200)).body;

/**
 * Fields added to an answer since version 1 (additive, so the old answer is the new one without them),
 * each with what it must say for an account of that version: the owner of a workspace of its own.
 */
const added: Record<string, (body: Record<string, unknown>, who: 'main' | 'other') => void> = {
  '/hr/profile': (body, who) => {
    const own = { id: fixture.users[who], naam: `Team ${String(body.naam)}`, rol: 'owner' };
    expect({ werkruimte: body.werkruimte, werkruimtes: body.werkruimtes }).toEqual({ werkruimte: own, werkruimtes: [own] });
    delete body.werkruimte;
    delete body.werkruimtes;
  },
  // Each line names the member who made the change: in a workspace of one, its founding account.
  '/activity/recent?limit=50': (body, who) => {
    const activities = body.activities as Record<string, unknown>[];
    expect(activities.length).toBeGreaterThan(0);
    for (const line of activities) {
      expect(line.door).toEqual({ id: fixture.users[who], naam: expect.any(String) });
      delete line.door;
    }
  },
};
/** The answer as version 1 gave it: what was added since is checked and taken out. */
const asV1 = async (who: 'main' | 'other', url: string) => {
  const body = await get(who, url);
  added[url]?.(body, who);
  return body;
};
const main = () => fixture.answers.main;
const idOf = (stream: string) => Number(stream.slice(stream.indexOf('-') + 1));
/** The first stream of a category in the fixture whose first event has this type. */
const firstStream = (prefix: string, type: string) =>
  idOf(stored.find((r) => r.stream_id.startsWith(prefix) && r.event_type === type)!.stream_id);

describe('events of version 1', () => {
  it('are really the old shapes: the fixture holds the names this version no longer writes', () => {
    const types = new Set(stored.map((r) => `${r.stream_id.split('-')[0]}:${r.event_type}`));
    expect(types).toContain('goal:GoalAdded');
    expect(types).toContain('pop:GoalAdded');
    expect(types).toContain('company:CompanyBrancheChanged');
    expect(stored.every((r) => r.schema_version === 1)).toBe(true);
    expect(stored.find((r) => r.event_type === 'UserTemplateCreated')!.data).toHaveProperty('hrUserId');
  });

  it('give every answer the old version gave its user, to the letter', async () => {
    const urls = Object.keys(main());
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) expect({ url, body: await asV1('main', url) }).toEqual({ url, body: main()[url] });
    for (const url of Object.keys(fixture.answers.other)) expect(await asV1('other', url)).toEqual(fixture.answers.other[url]);
    expect(Object.keys(added).every((url) => urls.includes(url))).toBe(true);
  });

  it("read as today's contract through the store; the stored rows were rewritten once, sealed (AVG upgrade)", async () => {
    const goalId = firstStream('goal-', 'GoalAdded');
    const [entry] = await app.runtime.deps.store.readStream(`goal-${goalId}`);
    expect(entry).toMatchObject({ type: 'LibraryGoalAdded', schemaVersion: 2, data: { ownerId: fixture.users.main, active: true } });
    expect(entry!.data).toHaveProperty('description');
    const { rows } = await app.db.pool.query(
      `SELECT event_type, schema_version FROM es_events WHERE stream_id = $1 ORDER BY stream_position LIMIT 1`,
      [`goal-${goalId}`],
    );
    // The upgrade to issue 14 rewrote every row with personal data as today's shape with those fields sealed
    // (backend/eventstore/personal-data/migrate.ts); what it read as is checked above and by every answer.
    expect(rows[0]).toEqual({ event_type: 'LibraryGoalAdded', schema_version: 2 });
  });

  it('take new commands on old streams: a goal and progress in an old conversation, renames of an old company and employee', async () => {
    const popId = firstStream('pop-', 'ConversationPlanned');
    const added = await app.api
      .post(`/api/pop/${popId}/goals`)
      .set(auth.main)
      .send({ omschrijving: 'Nieuw doel na de upgrade', notitie: 'v2' })
      .expect(201);
    const oldGoal = (main()[`/pop/${popId}`] as { goals: { id: number }[] }).goals[0]!;
    await app.api.put(`/api/pop/${popId}/goals/${oldGoal.id}`).set(auth.main).send({ voortgang: 9 }).expect(200);
    const conversation = await get('main', `/pop/${popId}`);
    expect(conversation.goals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: oldGoal.id, voortgang: 9 }),
        expect.objectContaining({ id: added.body.data.goal.id, omschrijving: 'Nieuw doel na de upgrade', notitie: 'v2' }),
      ]),
    );
    // The id sequences went on where the old version left them: the new goal took no old goal's id.
    expect(stored.some((r) => JSON.stringify(r.data).includes(`"goalId":${added.body.data.goal.id}`))).toBe(false);
    const history = await get('main', `/pop/${popId}/history`);
    expect(history.at(-1)).toMatchObject({ type: 'GoalProgressSet', changes: [{ field: 'voortgang', new: 9 }] });

    const company = (main()['/companies'] as { id: number; branche: string }[])[0]!;
    await app.api
      .put(`/api/companies/${company.id}`)
      .set(auth.main)
      .send({ naam: 'Na de upgrade BV', branche: company.branche })
      .expect(200);
    expect((await get('main', '/companies')).find((c: { id: number }) => c.id === company.id)).toMatchObject({ naam: 'Na de upgrade BV' });
    const employee = (main()['/employees?includeInactive=1'] as { id: number; email: string; bedrijf_id: number; actief: boolean }[]).find(
      (e) => e.actief,
    )!;
    await app.api
      .put(`/api/employees/${employee.id}`)
      .set(auth.main)
      .send({ naam: 'Hernoemd', email: employee.email, bedrijf_id: employee.bedrijf_id })
      .expect(200);
    expect(await get('main', `/employees/${employee.id}`)).toMatchObject({ naam: 'Hernoemd' });
  });

  it('take new commands on old library entries and templates, and new ones are written as version 2', async () => {
    const goalId = firstStream('goal-', 'GoalAdded');
    await app.api.put(`/api/goals/${goalId}`).set(auth.main).send({ omschrijving: 'Bijgewerkt na de upgrade', actief: true }).expect(200);
    expect((await get('main', '/goals?includeInactive=1')).find((g: { id: number }) => g.id === goalId)).toMatchObject({
      omschrijving: 'Bijgewerkt na de upgrade',
    });
    const [template] = main()['/templates'] as { id: number; bedrijf_id: number; goals: { omschrijving: string; notitie: string }[] }[];
    const goals = [...template!.goals, { omschrijving: 'Extra doel', notitie: '' }];
    await app.api
      .put(`/api/templates/${template!.id}`)
      .set(auth.main)
      .send({ bedrijf_id: template!.bedrijf_id, omschrijving: 'Na de upgrade', goals })
      .expect(200);
    expect((await get('main', '/templates')).find((t: { id: number }) => t.id === template!.id)).toMatchObject({
      omschrijving: 'Na de upgrade',
      goals,
    });
    const { rows } = await app.db.pool.query(
      `SELECT event_type, schema_version FROM es_events WHERE stream_id = $1 ORDER BY stream_position DESC LIMIT 1`,
      [`goal-${goalId}`],
    );
    expect(rows[0]).toEqual({ event_type: 'LibraryGoalUpdated', schema_version: 2 });
  });

  it('keep the account: a password login of the 2FA account asks for the code, the other logs in', async () => {
    const profile = main()['/hr/profile'] as { email: string; two_factor_enabled: boolean };
    expect(profile.two_factor_enabled).toBe(true);
    const login = await app.api.post('/api/hr/login').send({ email: profile.email, password: 'nieuwgeheim456' }).expect(200);
    expect(login.body).toMatchObject({ requires2FA: true });
    const other = fixture.answers.other['/hr/profile'] as { email: string };
    expect((await app.api.post('/api/hr/login').send({ email: other.email, password: 'geheim123' }).expect(200)).body.token).toEqual(
      expect.any(String),
    );
  });
});
