import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../contracts/audit';
import { addGoal, companyWithEmployee, scheduleConversation } from '../../tests/support/api-seed';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import type { ProjectionEngine } from '../projections/engine';

/**
 * Issue 27: a write waits only for the read models its route answers from (route-reads.ts); the tenant's
 * next read of another one waits for the write then. The audit trail stands in for a slow read model: the
 * test stops its runner and starts it again.
 */
const app = useTestApp();
/** A command route that waited for every read model would sit out this bound (engine.ts) before answering. */
const READ_YOUR_WRITES_MS = 5000;

/** A read model's runner, stopped and started by the tests: a read model that lags as long as they like. */
const runnerOf = (name: string) => {
  const runner = (app.runtime.deps.projections as ProjectionEngine).runners.find((r) => r.projection.name === name);
  if (!runner) throw new Error(`no ${name} runner`);
  return runner;
};
const holdAuditTrail = () => runnerOf('audit_trail').stop();
const releaseAuditTrail = () => runnerOf('audit_trail').start();
afterEach(() => {
  for (const name of ['audit_trail', 'calendar_feeds']) runnerOf(name).start();
});

const progressLines = async (conversationId: number) =>
  (await app.db.pool.query(`SELECT 1 FROM read.audit_trail WHERE conversation_id = $1 AND action = 'GoalProgressSet'`, [conversationId]))
    .rowCount;

/** A verified member whose conversation, planned at `datum_tijd`, has one goal. */
async function conversationWithGoal(company: string, employee: string, datum_tijd: string, omschrijving: string) {
  const user = await registerUser(app, { verified: true });
  const [companyId, employeeId] = await companyWithEmployee(app, user, { naam: company, branche: 'ICT' }, { naam: employee });
  const conversationId = await scheduleConversation(app, user, { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd });
  const goal = await addGoal(app, user, conversationId, { omschrijving });
  return { user, conversationId, goal };
}

describe('a write waits for the read models its route reads', () => {
  it('answers a goal change while the audit trail is held up; the audit trail read afterwards waits for it and shows it', async () => {
    const { user, conversationId, goal } = await conversationWithGoal('Snel BV', 'Sanne Snel', '2030-05-01T10:00', 'Presenteren');

    await holdAuditTrail();
    const started = Date.now();
    const put = await app.api.put(`/api/pop/${conversationId}/goals/${goal.id}`).set(user.auth).send({ voortgang: 7 }).expect(200);
    const took = Date.now() - started;
    expect(put.body.data.goal.voortgang).toBe(7);
    expect(took).toBeLessThan(READ_YOUR_WRITES_MS - 1000);
    expect(await progressLines(conversationId)).toBe(0);

    // The trail is asked for while its read model still lags: the read waits, and shows the change.
    const reading = app.api
      .get('/api/audit')
      .set(user.auth)
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseAuditTrail();
    const trail = (await reading).body as AuditPage;
    expect(trail.items.filter((item) => item.gesprek_id === conversationId).map((item) => item.actie)).toContain('GoalProgressSet');
  }, 30_000);

  it('a read of the same read model does not wait for one that lags', async () => {
    const { user, conversationId, goal } = await conversationWithGoal('Vlot BV', 'Vera Vlot', '2030-05-02T10:00', 'Plannen');

    await holdAuditTrail();
    await app.api.put(`/api/pop/${conversationId}/goals/${goal.id}`).set(user.auth).send({ voortgang: 4 }).expect(200);
    const started = Date.now();
    const detail = await app.api.get(`/api/pop/${conversationId}`).set(user.auth).expect(200);
    expect(Date.now() - started).toBeLessThan(READ_YOUR_WRITES_MS - 1000);
    expect(detail.body.goals.find((g: { id: number }) => g.id === goal.id)).toMatchObject({ voortgang: 4 });
    expect(await progressLines(conversationId)).toBe(0);
  }, 30_000);

  it('a read without a session (a calendar feed) waits for any change a write answered before its read model caught up', async () => {
    const user = await registerUser(app, { verified: true });
    const [companyId, employeeId] = await companyWithEmployee(app, user, { naam: 'Feed BV', branche: 'ICT' }, { naam: 'Fenna Feed' });
    const created = await app.api.post('/api/notifications/calendar-feed').set(user.auth).send({ scope: 'eigen' }).expect(201);
    const feedPath = new URL(created.body.abonnement.url as string).pathname;

    // Who planned a conversation (scope 'eigen') is the calendar feeds' read model; planning waits for conversations only.
    await runnerOf('calendar_feeds').stop();
    const conversationId = await scheduleConversation(app, user, {
      bedrijf_id: companyId,
      medewerker_id: employeeId,
      datum_tijd: '2030-05-03T10:00',
    });
    const reading = app.api.get(feedPath).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    runnerOf('calendar_feeds').start();
    const feed = await reading;
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`pop-${conversationId}@popplanner.nl`);
  }, 30_000);
});
