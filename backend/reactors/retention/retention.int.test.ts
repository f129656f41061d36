import { describe, expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { accountDecider } from '../../commands/account/decider';
import { runCommand } from '../../commands/run-command';
import { dumpDatabase } from '../../../tests/support/database-dump';
import { addGoal, markedConversation } from '../../../tests/support/api-seed';
import { ADMIN_EMAIL, registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { until } from '../../../tests/support/until';

/**
 * Retention (SPEC 9, privacy): a conversation is erased 7 years after its date, an account 2 years
 * after its plan ended; nothing earlier, nothing of anyone else. The clock is moved through deps.clock.
 */
const app = useTestApp();
const realNow = Date.now();
const at = (iso: string) => () => new Date(iso);

async function conversationAt(user: TestUser, datumTijd: string, marker: string) {
  const { employeeId, popId } = await markedConversation(app, user, marker, {
    company: { naam: 'Retentie BV', branche: 'Zorg' },
    firstName: 'Piet',
    datum_tijd: datumTijd,
  });
  await addGoal(app, user, popId, { omschrijving: `Doel ${marker}` });
  return { popId, employeeId };
}

/** The read models follow the erasure event shortly after (the retention run does not wait for them). */

const waitForSchedule = async (count: number) => {
  const deadline = Date.now() + 10_000;
  while ((await app.db.pool.query('SELECT 1 FROM reactors.retention_due')).rowCount! < count) {
    if (Date.now() > deadline) throw new Error('retention schedule not filled');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('retention', () => {
  it('erases a conversation 7 years after its date, not a day before, and keeps the employee and other conversations', async () => {
    const user = await registerUser(app, { verified: true, plan: 'starter' });
    const old = await conversationAt(user, '2026-01-15T10:00', 'oudgesprek7');
    const recent = await conversationAt(user, '2026-06-15T10:00', 'nieuwgesprek7');
    await waitForSchedule(2);

    app.runtime.deps.clock = at('2033-01-14T12:00:00Z');
    expect(await app.runtime.retention.runDue()).toBe(0);
    app.runtime.deps.clock = at('2033-01-15T10:00:00Z');
    expect(await app.runtime.retention.runDue()).toBe(1);
    app.runtime.deps.clock = () => new Date();

    await until(async () => (await app.api.get(`/api/pop/${old.popId}`).set(user.auth)).status === 404);
    const recentPop = (await app.api.get(`/api/pop/${recent.popId}`).set(user.auth).expect(200)).body;
    expect(JSON.stringify(recentPop)).toContain('Verslag nieuwgesprek7');
    const employees = (await app.api.get('/api/employees').set(user.auth).expect(200)).body as { id: number; naam: string }[];
    expect(employees.find((e) => e.id === old.employeeId)?.naam).toBe('Piet oudgesprek7');
    // The conversation's own texts are gone; the employee's name in it stays with the employee, who is not past a term.
    const history = JSON.stringify((await app.runtime.deps.store.readStream(`pop-${old.popId}`)).map((e) => e.data));
    expect(history).not.toMatch(/Verslag oudgesprek7|Doel oudgesprek7/);
    expect(history).toContain('Piet oudgesprek7');
    // Nowhere else either; the employee's own name stays (the employee is not past a term).
    const text = (await dumpDatabase(app.db.pool, app.db.url)).text;
    expect(text).not.toContain('Verslag oudgesprek7');
    expect(text).not.toContain('Doel oudgesprek7');
    expect(text).toContain('Verslag nieuwgesprek7');

    const admin = await registerUser(app, { verified: true, email: ADMIN_EMAIL });
    const log = (await app.api.get('/api/admin/deletion-log').set(admin.auth).expect(200)).body;
    expect(log).toContainEqual(
      expect.objectContaining({ wat: 'conversation', onderwerp_id: old.popId, reden: 'retention_conversation', verwijderd_door: null }),
    );
  });

  it('erases an account 2 years after its plan ended, and not one whose plan runs or who took a plan again', async () => {
    const ended = await registerUser(app, { verified: true, plan: 'starter', naam: 'Einde Contract' });
    const active = await registerUser(app, { verified: true, plan: 'starter', naam: 'Loopt Nog' });
    const context = (id: number) => ({ actor: String(id), tenant: String(id), commandId: `cancel:${id}` });
    const cancelledAt = new Date(realNow).toISOString();
    await runCommand(
      app.runtime.deps,
      accountStream(ended.id),
      accountDecider,
      { type: 'CancelPlan', reason: 'user', now: cancelledAt },
      context(ended.id),
    );
    await conversationAt(ended, '2026-03-01T10:00', 'contracteinde');
    const deadline = Date.now() + 10_000;
    while (
      !(await app.db.pool.query(`SELECT 1 FROM reactors.retention_due WHERE subject_kind = 'account' AND subject_id = $1`, [ended.id]))
        .rowCount
    ) {
      if (Date.now() > deadline) throw new Error('account not scheduled');
      await new Promise((r) => setTimeout(r, 50));
    }
    const twoYearsLater = new Date(cancelledAt);
    twoYearsLater.setUTCFullYear(twoYearsLater.getUTCFullYear() + 2);
    app.runtime.deps.clock = () => new Date(twoYearsLater.getTime() - 60_000);
    expect(await app.runtime.retention.runDue()).toBe(0);
    app.runtime.deps.clock = () => twoYearsLater;
    expect(await app.runtime.retention.runDue()).toBe(1);
    app.runtime.deps.clock = () => new Date();

    await until(async () => (await app.api.get('/api/hr/profile').set(ended.auth)).status === 401);
    const text = (await dumpDatabase(app.db.pool, app.db.url)).text;
    const holding = (needle: string) =>
      text
        .split('\n')
        .filter((line) => line.includes(needle))
        .map((line) => line.slice(0, 300));
    expect(holding('contracteinde')).toEqual([]);
    expect(holding('Einde Contract')).toEqual([]);
    expect(holding(ended.email)).toEqual([]);
    await app.api.post('/api/hr/login').send({ email: ended.email, password: ended.password }).expect(401);
    expect((await app.api.get('/api/hr/profile').set(active.auth).expect(200)).body.naam).toBe('Loopt Nog');
  });
});
