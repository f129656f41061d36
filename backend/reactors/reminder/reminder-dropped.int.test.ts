import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDutchDateTime } from '../../../contracts/dutch-time';
import { addMember } from '../../../tests/support/team';
import { DAY, stopOwnReminderLoops, useReminderPlanner } from '../../../tests/support/reminder-planner';
import { until } from '../../../tests/support/until';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();
const { owner, plan, reminders: remindersTo } = useReminderPlanner(app);

beforeAll(() => stopOwnReminderLoops(app.runtime));
afterAll(() => {
  app.runtime.deps.clock = () => new Date();
});

const row = async (id: number) =>
  (await app.db.pool.query('SELECT * FROM reactors.reminder_due WHERE conversation_id = $1', [id])).rows[0] as
    { scheduled_at: Date; planned: boolean; archived: boolean; due_at: Date | null } | undefined;
const at = (iso: string) => (app.runtime.deps.clock = () => new Date(iso));
const dayBefore = (datumTijd: string) => new Date(Date.parse(parseDutchDateTime(datumTijd)!) - DAY).toISOString();
const reminders = () => remindersTo(owner.email);
const runDue = () => app.runtime.reminders.scheduler.runDue();

describe('no stale reminder', () => {
  it('a moved conversation gets its reminder at the new time only, none at the old, with the updated invitation', async () => {
    const id = await plan('2031-03-10T10:00', true);
    await app.api.put(`/api/pop/${id}`).set(owner.auth).send({ datum_tijd: '2031-03-12T10:00' }).expect(200);
    await until(async () => (await row(id))?.scheduled_at.toISOString() === parseDutchDateTime('2031-03-12T10:00'));
    at(dayBefore('2031-03-10T10:00'));
    expect(await runDue()).toBe(0);
    at(dayBefore('2031-03-12T10:00'));
    expect(await runDue()).toBe(1);
    const mail = await app.inbox.waitFor((m) => m.to.includes(owner.email) && m.subject.startsWith('Herinnering'));
    expect(mail.subject).toBe('Herinnering: POP-gesprek op 12-03-2031 10:00');
    // The move sent the employee an update (SEQUENCE 1): the reminder carries that copy, not an outdated one.
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content;
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=Europe/Amsterdam:20310312T100000');
    await app.inbox.waitFor((m) => m.to.includes('piet@example.nl') && m.subject.startsWith('Herinnering'));
  });

  it('a started, archived or deleted conversation gets none', async () => {
    const started = await plan('2031-04-10T10:00');
    const archived = await plan('2031-04-10T11:00');
    const deleted = await plan('2031-04-10T12:00');
    await app.api.put(`/api/pop/${started}`).set(owner.auth).send({ status: 'open' }).expect(200);
    await app.api.post(`/api/pop/${archived}/archive`).set(owner.auth).send({ archive: true }).expect(200);
    await app.api.delete(`/api/pop/${deleted}`).set(owner.auth).expect(200);
    await until(async () => (await row(started))?.planned === false && (await row(archived))?.archived === true && !(await row(deleted)));
    at(dayBefore('2031-04-10T13:00'));
    const before = reminders().length;
    expect(await runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders()).toHaveLength(before);
  });

  it("with the setting 'geen' none goes; every member reads the setting, an auditor may not change it", async () => {
    const auditor = await addMember(app, owner, 'auditor');
    const hrManager = await addMember(app, owner, 'hr_manager');
    expect((await app.api.get('/api/notifications/reminder').set(auditor.auth).expect(200)).body).toEqual({ voor_gesprek: '1d' });
    const refused = await app.api.put('/api/notifications/reminder').set(auditor.auth).send({ voor_gesprek: 'none' }).expect(403);
    expect(refused.body.message).toMatch(/rol/);
    await app.api.put('/api/notifications/reminder').set(owner.auth).send({ voor_gesprek: 'elke dag' }).expect(400);
    const set = await app.api.put('/api/notifications/reminder').set(hrManager.auth).send({ voor_gesprek: 'none' }).expect(200);
    expect(set.body).toEqual({ voor_gesprek: 'none' });
    const id = await plan('2031-05-10T10:00');
    await until(async () => (await row(id))?.due_at === null);
    at('2031-05-10T07:59:00.000Z');
    expect(await runDue()).toBe(0);
    // Back to an hour: the due time follows the setting for conversations already planned.
    await app.api.put('/api/notifications/reminder').set(owner.auth).send({ voor_gesprek: '1h' }).expect(200);
    await until(async () => (await row(id))?.due_at?.toISOString() === '2031-05-10T07:00:00.000Z');
    expect(await runDue()).toBe(1);
    const sent = () =>
      app.inbox.mails.filter((m) => m.to.includes(owner.email) && m.subject === 'Herinnering: POP-gesprek op 10-05-2031 10:00');
    await until(() => sent().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent()).toHaveLength(1);
  });
});
