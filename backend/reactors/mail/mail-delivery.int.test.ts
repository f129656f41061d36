import { describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { until } from '../../../tests/support/until';

const app = useTestApp();

describe('mail delivery', () => {
  it('retries with backoff while SMTP refuses, delivers once it is back, and records the outcome as an event', async () => {
    app.inbox.rejecting = true;
    const user = await registerUser(app);
    const outbox = () =>
      app.db.pool.query(`SELECT kind, status, attempts, last_error FROM reactors.mail_outbox WHERE user_id = $1 ORDER BY kind`, [user.id]);
    await until(async () => (await outbox()).rows.some((r) => r.attempts >= 2));
    const failing = (await outbox()).rows;
    expect(failing.every((r) => r.status !== 'sent')).toBe(true);
    expect(failing[0].last_error).toMatch(/451|niet beschikbaar/);

    app.inbox.rejecting = false;
    await until(async () => (await outbox()).rows.every((r) => r.status === 'sent'), 15_000);
    const welcome = app.inbox.mails.filter((m) => m.to.includes(user.email) && m.subject === 'Welkom bij POP Planner');
    expect(welcome).toHaveLength(1);
    // The sender marks the outbox row sent, then appends MailSent: wait for the events too.
    // The address is sealed in the events table (AVG): read the outcomes back through the store.
    const recorded = async () => {
      const { rows } = await app.db.pool.query<{ stream_id: string }>(`SELECT stream_id FROM es_events WHERE event_type = 'MailSent'`);
      const events = (await Promise.all(rows.map((r) => app.runtime.deps.store.readStream(r.stream_id)))).flat();
      return events.filter((e) => String(e.data.to).toLowerCase().includes(user.email.toLowerCase())).length;
    };
    await until(async () => (await recorded()) >= 2);
    expect(await recorded()).toBe(2); // welcome and verification, each once
  });

  it('sends no mail again when the read models are rebuilt from all events', async () => {
    const user = await registerUser(app);
    // Its two mails (welcome, verification) delivered first: an empty outbox alone can also mean the
    // reactor has not queued them yet, and a late one then arrives during the rebuild.
    await until(async () => app.inbox.mails.filter((m) => m.to.includes(user.email)).length >= 2);
    await until(async () => (await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE status <> 'sent'`)).rowCount === 0);
    const before = app.inbox.mails.length;
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections());
    await new Promise((r) => setTimeout(r, 1500));
    expect(app.inbox.mails.length).toBe(before);
  });
});
