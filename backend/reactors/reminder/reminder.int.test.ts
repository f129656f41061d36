import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDutchDateTime } from '../../../contracts/dutch-time';
import { DAY, stopOwnReminderLoops, useReminderPlanner } from '../../../tests/support/reminder-planner';
import { until } from '../../../tests/support/until';
import { useTestApp } from '../../../tests/support/use-test-app';
import { startRuntime, type Runtime } from '../../main/runtime';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';

const app = useTestApp();
const { owner, plan, reminders } = useReminderPlanner(app);
let other: Runtime;

beforeAll(async () => {
  // A second instance on the same database: a reminder must go once across instances.
  other = await startRuntime(app.runtime.deps.config, { log: () => undefined, mailRetryBaseMs: 100 });
  await stopOwnReminderLoops(app.runtime, other);
});
afterAll(async () => {
  app.runtime.deps.clock = () => new Date();
  await other?.stop();
});

const at = (iso: string) => {
  app.runtime.deps.clock = () => new Date(iso);
  other.deps.clock = () => new Date(iso);
};
const history = async (id: number) =>
  (await app.api.get(`/api/pop/${id}/history`).set(owner.auth).expect(200)).body as { samenvatting?: string; summary?: string }[];

describe('the reminder before a conversation', () => {
  it('goes a day before (the default) to the planner and the invited employee, with the invitation, once', async () => {
    const id = await plan('2031-01-15T10:00', true);
    await app.inbox.waitFor((m) => m.to.includes('piet@example.nl') && m.subject.startsWith('Uitnodiging'));
    // The employee got the invitation: the schedule knows once the reactor saw its mail request.
    await until(
      async () => (await app.db.pool.query('SELECT invited FROM reactors.reminder_due WHERE conversation_id = $1', [id])).rows[0]?.invited,
    );
    const due = Date.parse(parseDutchDateTime('2031-01-15T10:00')!) - DAY;
    at(new Date(due - 60_000).toISOString());
    expect(await app.runtime.reminders.scheduler.runDue()).toBe(0);
    at(new Date(due).toISOString());
    expect(await app.runtime.reminders.scheduler.runDue()).toBe(1);
    const toPlanner = await app.inbox.waitFor((m) => m.to.includes(owner.email) && m.subject.startsWith('Herinnering'));
    const toEmployee = await app.inbox.waitFor((m) => m.to.includes('piet@example.nl') && m.subject.startsWith('Herinnering'));
    expect(toPlanner.subject).toBe('Herinnering: POP-gesprek op 15-01-2031 10:00');
    expect(toPlanner.text).toContain('Piet Pieters');
    expect(toEmployee.text).toContain('Hanna HR');
    // A notification (kind 'reminder'): it can be switched off from the mail itself.
    expect(toPlanner.headers['list-unsubscribe']).toMatch(/^<https?:\/\//);
    expect(toEmployee.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const mail of [toPlanner, toEmployee]) {
      const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
      expect(ics.content).toContain(`UID:pop-${id}@popplanner.nl`);
      expect(ics.content).toContain('DTSTART');
    }
    // Later looks, from either instance, send nothing more.
    at(new Date(due + 60 * 60_000).toISOString());
    expect(await app.runtime.reminders.scheduler.runDue()).toBe(0);
    expect(await other.reminders.scheduler.runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders(owner.email)).toHaveLength(1);
    expect(reminders('piet@example.nl')).toHaveLength(1);
    expect(JSON.stringify(await history(id))).toContain('Herinnering verstuurd');
  });

  it('goes once when two instances look at the same moment', async () => {
    const before = reminders(owner.email).length;
    await plan('2031-02-10T10:00');
    at(new Date(Date.parse(parseDutchDateTime('2031-02-10T10:00')!) - DAY).toISOString());
    const [a, b] = await Promise.all([app.runtime.reminders.scheduler.runDue(), other.reminders.scheduler.runDue()]);
    expect(a + b).toBe(1);
    await app.inbox.waitFor(() => reminders(owner.email).length > before);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders(owner.email)).toHaveLength(before + 1);
  });

  it('does not go again after a rebuild of the read models, nor when its schedule forgot it went', async () => {
    const before = reminders(owner.email).length;
    const id = await plan('2031-02-20T10:00');
    at(new Date(Date.parse(parseDutchDateTime('2031-02-20T10:00')!) - DAY).toISOString());
    expect(await app.runtime.reminders.scheduler.runDue()).toBe(1);
    // The one reminder is in the mailbox before anything else is counted (delivery is asynchronous).
    await until(() => reminders(owner.email).length === before + 1);
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections(), { onParked: () => undefined });
    // As a schedule rebuilt from before ReminderSent would have it: the event on the stream still guards.
    await app.db.pool.query('UPDATE reactors.reminder_due SET done_for = NULL, claimed_until = NULL WHERE conversation_id = $1', [id]);
    expect(await app.runtime.reminders.scheduler.runDue()).toBe(0);
    expect(await other.reminders.scheduler.runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(reminders(owner.email)).toHaveLength(before + 1);
  });
});
