import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_VERIFY_SNIPPET, webhookPayloads, type WebhookEventName } from '../../../contracts/webhook-payloads';
import type { WebhookDeliveryView } from '../../../contracts/webhooks';
import { companyWithEmployee, createEmployee, scheduleConversation } from '../../../tests/support/api-seed';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { until } from '../../../tests/support/until';
import { useTestApp } from '../../../tests/support/use-test-app';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import { withTransaction } from '../../platform/db';
import type { ProjectionEngine } from '../../projections/engine';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';
import { webhookReactor } from './webhook-reactor';

const app = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: '1' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: TestUser;
let hook: { id: string; secret: string };
let ids: { bedrijf_id: number; medewerker_id: number };
const MINUTE = 60_000;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Hanna HR' });
});
afterAll(async () => {
  app.runtime.deps.clock = () => new Date();
  await receiver?.close();
});

const received = (type: WebhookEventName) => receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
const deliveryLog = async (type: WebhookEventName): Promise<WebhookDeliveryView[]> =>
  ((await app.api.get(`/api/webhooks/${hook.id}/deliveries`).set(owner.auth).expect(200)).body.leveringen as WebhookDeliveryView[]).filter(
    (d) => d.type === type,
  );
const at = (ms: number) => {
  app.runtime.deps.clock = () => new Date(ms);
};
const runDue = () => app.runtime.webhooks.scheduler.runDue();
/** A look at the moved clock: this one or the scheduler's own (woken after each queued event), whichever claims first. */
const lookUntil = async (done: () => Promise<boolean> | boolean) => {
  await runDue();
  await until(done);
};
const latest = async (type: WebhookEventName) => (await deliveryLog(type))[0];

describe('webhook deliveries', () => {
  it('are signed: the receiver recomputes POP-Signature from the secret, also with the documented snippet', async () => {
    const events = ['employee.created', 'employee.erased', 'conversation.planned'];
    const res = await app.api.post('/api/webhooks').set(owner.auth).send({ url: receiver.url(), events }).expect(201);
    hook = { id: res.body.webhook.id, secret: res.body.geheim };
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify((await app.api.get('/api/webhooks').set(owner.auth).expect(200)).body)).not.toContain(hook.secret);

    const [bedrijf_id, medewerker_id] = await companyWithEmployee(
      app,
      owner,
      { naam: 'Bakkerij Zon', branche: 'Retail' },
      { naam: 'Piet Pieters' },
    );
    ids = { bedrijf_id, medewerker_id };
    await until(() => received('employee.created').length === 1);
    const { headers, body } = received('employee.created')[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['pop-signature']))!;
    expect(createHmac('sha256', hook.secret).update(`${t}.${body}`).digest('hex')).toBe(v1);
    const payload = webhookPayloads['employee.created'].parse(JSON.parse(body));
    expect(headers['pop-webhook-id']).toBe(payload.id);
    expect(payload).toMatchObject({
      werkruimte_id: owner.id,
      data: { medewerker_id, bedrijf_id, naam: 'Piet Pieters', email: 'piet@example.nl' },
    });

    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'webhook-verify-')), 'verify.mjs');
    await fs.writeFile(file, WEBHOOK_VERIFY_SNIPPET);
    const { verify } = (await import(pathToFileURL(file).href)) as { verify: (b: string, h: string, s: string, tol?: number) => boolean };
    expect(verify(body, String(headers['pop-signature']), hook.secret, 1e9)).toBe(true);
    expect(verify(`${body} `, String(headers['pop-signature']), hook.secret, 1e9)).toBe(false);
    expect(verify(body, String(headers['pop-signature']), 'whsec_other', 1e9)).toBe(false);
  });

  it('waits for the employees read model: a delivery queued before it shows the new employee still carries name and address', async () => {
    const employees = (app.runtime.deps.projections as ProjectionEngine).runners.find((r) => r.projection.name === 'employees')!;
    await employees.stop();
    const sent = received('employee.created').length;
    const queued = async () =>
      Number((await app.db.pool.query(`SELECT count(*) FROM reactors.webhook_deliveries WHERE type = 'employee.created'`)).rows[0].count);
    const before = await queued();
    // The route waits for the employees read model, so it answers only after the runner is back.
    const created = createEmployee(app, owner, { naam: 'Mila de Boer', email: 'mila@example.nl', bedrijf_id: ids.bedrijf_id });
    try {
      await until(async () => (await queued()) === before + 1);
      // The scheduler was woken by the queued row; nothing may go out while the read model lacks the employee.
      await new Promise((r) => setTimeout(r, 500));
      expect(received('employee.created')).toHaveLength(sent);
    } finally {
      employees.start();
    }
    const mila = await created;
    await until(() => received('employee.created').length === sent + 1);
    const ofMila = () => received('employee.created').slice(sent);
    expect(JSON.parse(ofMila()[0]!.body).data).toEqual({
      medewerker_id: mila,
      bedrijf_id: ids.bedrijf_id,
      naam: 'Mila de Boer',
      email: 'mila@example.nl',
    });
  });

  it('retries after a 500 once its pause has passed, then is delivered with 2 attempts in the log', async () => {
    receiver.answers.push(500);
    await scheduleConversation(app, owner, { ...ids, datum_tijd: '2031-03-12T09:00' });
    await until(() => received('conversation.planned').length === 1);
    const [first] = await deliveryLog('conversation.planned');
    expect(first).toMatchObject({ status: 'wachtend', aantal_pogingen: 1, laatste_statuscode: 500 });
    expect(await runDue()).toBe(0);
    at(Date.parse(first!.laatste_poging_op!) + 2 * MINUTE);
    await lookUntil(async () => (await latest('conversation.planned'))?.aantal_pogingen === 2);
    const [entry] = await deliveryLog('conversation.planned');
    expect(entry).toMatchObject({ status: 'afgeleverd', aantal_pogingen: 2, laatste_statuscode: 200 });
    expect(entry!.pogingen.map((p) => [p.statuscode, p.gelukt])).toEqual([
      [200, true],
      [500, false],
    ]);
    const [a, b] = received('conversation.planned');
    expect(a!.headers['pop-webhook-id']).toBe(b!.headers['pop-webhook-id']);
  });

  it('sends nothing again after a rebuild of the read models or a replay of every event through the reactor', async () => {
    const sent = receiver.received.length;
    const count = async () => Number((await app.db.pool.query('SELECT count(*) FROM reactors.webhook_deliveries')).rows[0].count);
    const queued = await count();
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections(), { onParked: () => undefined });
    const { events } = await app.runtime.deps.store.readAll(null, 100_000);
    await withTransaction(app.db.pool, async (tx) => {
      await tx.query('SET LOCAL search_path TO reactors, public');
      await webhookReactor(() => undefined).apply(tx, events);
    });
    expect(await count()).toBe(queued);
    expect(await runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(sent);
  });

  it("'Opnieuw versturen' makes a new attempt of the same delivery, now", async () => {
    const [entry] = await deliveryLog('conversation.planned');
    const res = await app.api.post(`/api/webhooks/${hook.id}/deliveries/${entry!.id}/resend`).set(owner.auth).expect(200);
    expect(res.body.levering).toMatchObject({ id: entry!.id, status: 'afgeleverd', aantal_pogingen: 3 });
    expect(res.body.levering.pogingen[0]).toMatchObject({ gelukt: true, handmatig: true });
    const all = received('conversation.planned');
    expect(all).toHaveLength(3);
    expect(all[2]!.headers['pop-webhook-id']).toBe(all[0]!.headers['pop-webhook-id']);
  });

  it("never sends an erased employee's name or address: the payload is made when it goes", async () => {
    receiver.answers.push(500);
    const eva = await createEmployee(app, owner, { naam: 'Eva Jansen', email: 'eva@example.nl', bedrijf_id: ids.bedrijf_id });
    const ofEva = () => received('employee.created').filter((r) => r.body.includes(`"medewerker_id":${eva}`));
    await until(() => ofEva().length === 1);
    await app.api.delete(`/api/employees/${eva}/personal-data`).set(owner.auth).expect(200);
    await until(() => received('employee.erased').length === 1);
    expect(webhookPayloads['employee.erased'].parse(JSON.parse(received('employee.erased')[0]!.body)).data).toEqual({ medewerker_id: eva });
    const [retry] = (await deliveryLog('employee.created')).filter((d) => d.status === 'wachtend');
    at(Date.parse(retry!.volgende_poging_op!) + 1000);
    await lookUntil(() => ofEva().length === 2);
    const last = ofEva()[1]!;
    expect(JSON.parse(last.body).data).toEqual({ medewerker_id: eva, bedrijf_id: ids.bedrijf_id, naam: null, email: null });
    expect(last.body).not.toMatch(/Eva|eva@/);
  });

  it('switches the endpoint off after 3 days of failures and mails the owner', async () => {
    receiver.state.fallback = 500;
    const before = received('conversation.planned').length;
    await scheduleConversation(app, owner, { ...ids, datum_tijd: '2031-04-01T09:00' });
    await until(() => received('conversation.planned').length === before + 1);
    // The receiver has the request before the scheduler has written down how it went: wait for that.
    await until(async () => (await latest('conversation.planned'))?.laatste_poging_op != null);
    const [failing] = await deliveryLog('conversation.planned');
    expect(failing).toMatchObject({ status: 'wachtend', aantal_pogingen: 1 });
    at(Date.parse(failing!.laatste_poging_op!) + 3 * 24 * 60 * MINUTE - MINUTE);
    await lookUntil(async () => (await latest('conversation.planned'))?.aantal_pogingen === 2);
    expect((await deliveryLog('conversation.planned'))[0]!.status).toBe('wachtend');
    // The next attempt (5 minutes later) is the first after the window: it fails for good.
    at(Date.parse(failing!.laatste_poging_op!) + 3 * 24 * 60 * MINUTE + 10 * MINUTE);
    await lookUntil(async () => (await latest('conversation.planned'))?.status === 'mislukt');
    expect((await deliveryLog('conversation.planned'))[0]).toMatchObject({ status: 'mislukt', aantal_pogingen: 3 });
    // The switch-off is an event the scheduler appends after it marked the delivery: the list shows it once projected.
    const endpoint = async () => (await app.api.get('/api/webhooks').set(owner.auth).expect(200)).body.webhooks[0];
    await until(async () => (await endpoint()).actief === false);
    expect(await endpoint()).toMatchObject({ id: hook.id, actief: false, uitgeschakeld: 'mislukt' });
    const mail = await app.inbox.waitFor((m) => m.to.includes(owner.email) && m.subject.startsWith('Webhook uitgeschakeld'));
    expect(mail.text).toContain(receiver.url());
    // Nothing goes to it any more.
    const sent = receiver.received.length;
    await createEmployee(app, owner, { naam: 'Jan Smit', email: 'jan@example.nl', bedrijf_id: ids.bedrijf_id });
    at(Date.parse(failing!.laatste_poging_op!) + 4 * 24 * 60 * MINUTE);
    await runDue();
    expect(receiver.received.length).toBe(sent);
  });

  it('sends nothing once the plan no longer includes API access', async () => {
    await app.api.put(`/api/webhooks/${hook.id}`).set(owner.auth).send({ actief: true }).expect(200);
    receiver.state.fallback = 200;
    const sent = receiver.received.length;
    // As the read model has it after a plan ended (cancelled, or a promo that ran out).
    await app.db.pool.query(`UPDATE read.hr_users SET plan_type = 'free' WHERE id = $1`, [owner.id]);
    const kees = await createEmployee(app, owner, { naam: 'Kees Bakker', email: 'kees@example.nl', bedrijf_id: ids.bedrijf_id });
    await until(async () => (await deliveryLog('employee.created')).some((d) => d.status === 'mislukt' && d.aantal_pogingen === 1));
    const [entry] = await deliveryLog('employee.created');
    expect(entry!.pogingen[0]).toMatchObject({ statuscode: null, fout: 'Het plan van de werkruimte bevat geen API-toegang' });
    expect(receiver.received.length).toBe(sent);
    expect(kees).toBeGreaterThan(0);
  });
});
