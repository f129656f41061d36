import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { registerUser, type TestUser, startTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * With a Stripe key: the SDK talks to a small local server in Stripe's shape (its host, port and
 * protocol options), so we see exactly what we send; webhooks are signed with the SDK's own
 * test-header helper.
 */
const SECRET = 'whsec_test_geheim';
const APP_URL = 'http://localhost:5999';

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}
const seen: Seen[] = [];
const sessions = new Map<string, Record<string, unknown>>();
let stripeServer: http.Server;
let app: TestApp;

function fakeStripe(req: http.IncomingMessage, body: string): [number, unknown] {
  const form = Object.fromEntries(new URLSearchParams(body));
  seen.push({ method: req.method!, path: req.url!, headers: req.headers, form });
  const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.url!);
  if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
    const id = `cs_test_${sessions.size + 1}`;
    const created = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: form.client_reference_id,
      metadata: { userId: form['metadata[userId]'], plan: form['metadata[plan]'] },
      customer: null,
      subscription: null,
    };
    sessions.set(id, created);
    return [200, created];
  }
  if (req.method === 'GET' && session && sessions.has(session[1]!)) return [200, sessions.get(session[1]!)];
  if (req.method === 'DELETE' && req.url!.startsWith('/v1/subscriptions/'))
    return [200, { id: req.url!.split('/').pop(), object: 'subscription', status: 'canceled' }];
  if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions')
    return [200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' }];
  return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${req.url}` } }];
}

beforeAll(async () => {
  stripeServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const [status, answer] = fakeStripe(req, body);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve));
  const port = (stripeServer.address() as AddressInfo).port;
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_sleutel',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_STARTER: 'price_starter_123',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    APP_URL,
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => stripeServer?.close(resolve));
});

const plan = async (user: TestUser) => (await app.api.get('/api/stripe/user-plan').set(user.auth).expect(200)).body.plan;
const accountEvents = async (user: TestUser) => (await app.runtime.deps.store.readStream(accountStream(user.id))).map((e) => e.type);
const paid = (id: string, userId: number, sub: string) => ({
  ...sessions.get(id),
  status: 'complete',
  payment_status: 'paid',
  customer: `cus_${userId}`,
  subscription: sub,
});
const stripeEvent = (id: string, type: string, object: unknown) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null },
    data: { object },
  });
const sign = (payload: string, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
const deliver = (payload: string, signature: string) =>
  app.api.post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);

async function openCheckout(user: TestUser, planType = 'starter') {
  const res = await app.api.post('/api/stripe/create-checkout-session').set(user.auth).send({ planType }).expect(200);
  return res.body as { sessionId: string; url: string; message: string };
}

describe('Stripe Checkout through the SDK', () => {
  it('opens a subscription checkout with the configured price, the account and the way back', async () => {
    const user = await registerUser(app);
    const opened = await openCheckout(user);
    expect(opened.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = seen.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer sk_test_sleutel');
    expect(request.headers['idempotency-key']).toEqual(expect.stringMatching(/^checkout:/));
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_starter_123',
      'line_items[0][quantity]': '1',
      client_reference_id: String(user.id),
      'metadata[userId]': String(user.id),
      'metadata[plan]': 'starter',
      'subscription_data[metadata][userId]': String(user.id),
      customer_email: user.email,
      success_url: `${APP_URL}/profile?upgrade=success&plan=starter`,
      cancel_url: `${APP_URL}/profile?upgrade=cancelled`,
    });
  });

  it('charges the catalogue price when a plan has no Stripe price id', async () => {
    const user = await registerUser(app);
    await openCheckout(user, 'pro');
    expect(seen.findLast((r) => r.path === '/v1/checkout/sessions')!.form).toMatchObject({
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
  });

  it('upgrades on complete-upgrade only when Stripe reports the session paid', async () => {
    const user = await registerUser(app);
    const { sessionId } = await openCheckout(user);
    await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(409);
    expect(seen.findLast((r) => r.method === 'GET')!.path).toBe(`/v1/checkout/sessions/${sessionId}`);
    sessions.set(sessionId, paid(sessionId, user.id, `sub_${user.id}`));
    await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(200);
    expect((await plan(user)).plan_type).toBe('starter');

    // Cancelling stops the subscription at Stripe first, then returns to free.
    await app.api.post('/api/hr/cancel-plan').set(user.auth).expect(200);
    expect(seen.findLast((r) => r.method === 'DELETE')!.path).toBe(`/v1/subscriptions/sub_${user.id}`);
    expect((await plan(user)).plan_type).toBe('free');
  });

  it('opens the customer portal for the paying customer, back to a page of the app only', async () => {
    const user = await registerUser(app);
    const { sessionId } = await openCheckout(user);
    sessions.set(sessionId, paid(sessionId, user.id, `sub_${user.id}`));
    await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(200);
    const res = await app.api
      .post('/api/stripe/create-customer-portal-session')
      .set(user.auth)
      .send({ returnUrl: 'https://elders.example/phish' })
      .expect(200);
    expect(res.body.url).toBe('https://billing.stripe.com/p/session/test_1');
    expect(seen.findLast((r) => r.path === '/v1/billing_portal/sessions')!.form).toMatchObject({
      customer: `cus_${user.id}`,
      return_url: `${APP_URL}/profile?tab=abonnement`,
    });
    const stranger = await registerUser(app);
    await app.api.post('/api/stripe/create-customer-portal-session').set(stranger.auth).send({}).expect(400);
  });
});

describe('the signed webhook POST /api/stripe/webhook', () => {
  it('upgrades on checkout.session.completed with a valid signature, once however often it arrives', async () => {
    const user = await registerUser(app);
    const { sessionId } = await openCheckout(user);
    const payload = stripeEvent(`evt_done_${user.id}`, 'checkout.session.completed', paid(sessionId, user.id, `sub_${user.id}`));
    const signature = sign(payload);
    expect((await deliver(payload, signature).expect(200)).body).toEqual({ received: true });
    await deliver(payload, signature).expect(200);
    // Stripe's other event about the same checkout, and the success page afterwards: nothing new.
    const other = stripeEvent(
      `evt_async_${user.id}`,
      'checkout.session.async_payment_succeeded',
      paid(sessionId, user.id, `sub_${user.id}`),
    );
    await deliver(other, sign(other)).expect(200);
    await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(200);
    expect((await accountEvents(user)).filter((t) => t === 'PlanUpgraded')).toHaveLength(1);
    expect(await plan(user)).toMatchObject({ plan_type: 'starter' });
  });

  it('answers 400 to a tampered payload or a replayed old signature, and changes nothing', async () => {
    const user = await registerUser(app);
    const { sessionId } = await openCheckout(user);
    const payload = stripeEvent(`evt_t_${user.id}`, 'checkout.session.completed', paid(sessionId, user.id, `sub_${user.id}`));
    const tampered = payload.replace('"starter"', '"pro"');
    expect(tampered).not.toBe(payload);
    const bad = await deliver(tampered, sign(payload)).expect(400);
    expect(bad.body.message).toContain('Ongeldige Stripe-handtekening');
    // Signed properly, but ten minutes ago: a recording played back later.
    await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 600)).expect(400);
    await deliver(payload, 't=1,v1=deadbeef').expect(400);
    await app.api.post('/api/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    expect((await plan(user)).plan_type).toBe('free');
    expect(await accountEvents(user)).not.toContain('PlanUpgraded');
  });

  it('moves the next payment date on invoice.paid (once per invoice) and returns to free when the subscription ends', async () => {
    const user = await registerUser(app);
    const { sessionId } = await openCheckout(user);
    const sub = `sub_${user.id}`;
    const done = stripeEvent(`evt_c_${user.id}`, 'checkout.session.completed', paid(sessionId, user.id, sub));
    await deliver(done, sign(done)).expect(200);
    const periodEnd = Math.floor(Date.parse('2031-05-14T08:00:00.000Z') / 1000);
    const invoice = {
      id: `in_${user.id}`,
      object: 'invoice',
      status: 'paid',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub, metadata: { userId: String(user.id), plan: 'starter' } },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [{ id: 'il_1', object: 'line_item', period: { start: periodEnd - 30 * 86400, end: periodEnd } }],
      },
    };
    const paidEvent = stripeEvent(`evt_i_${user.id}`, 'invoice.paid', invoice);
    await deliver(paidEvent, sign(paidEvent)).expect(200);
    const again = stripeEvent(`evt_i2_${user.id}`, 'invoice.paid', invoice);
    await deliver(again, sign(again)).expect(200);
    expect(await plan(user)).toMatchObject({
      next_invoice_date: '2031-05-14T08:00:00.000Z',
      expected_payment_date: '2031-05-14T08:00:00.000Z',
    });
    expect((await accountEvents(user)).filter((t) => t === 'InvoicePaid')).toHaveLength(1);

    const ended = stripeEvent(`evt_d_${user.id}`, 'customer.subscription.deleted', {
      id: sub,
      object: 'subscription',
      status: 'canceled',
      metadata: { userId: String(user.id) },
    });
    await deliver(ended, sign(ended)).expect(200);
    await deliver(ended, sign(ended)).expect(200);
    expect(await plan(user)).toMatchObject({ plan_type: 'free', next_invoice_date: null });
    expect((await accountEvents(user)).filter((t) => t === 'PlanCancelled')).toHaveLength(1);
  });

  it('seals tenants: a paid session of one account does not upgrade another it names', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const { sessionId } = await openCheckout(a);
    const forged = stripeEvent(`evt_f_${a.id}`, 'checkout.session.completed', {
      ...paid(sessionId, a.id, 'sub_x'),
      client_reference_id: String(b.id),
    });
    await deliver(forged, sign(forged)).expect(200);
    expect((await plan(b)).plan_type).toBe('free');
    expect(await accountEvents(b)).not.toContain('PlanUpgraded');
    const ignored = stripeEvent('evt_other', 'customer.created', { id: 'cus_9', object: 'customer' });
    await deliver(ignored, sign(ignored)).expect(200);
  });
});
