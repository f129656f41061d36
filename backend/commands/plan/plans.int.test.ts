import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { xlsxFile } from '../../../tests/support/import-files';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { startRuntime, type Runtime } from '../../main/runtime';

/** Issue 10 over HTTP, without a Stripe key: the local test-mode checkout, promo codes, limits, cancel. */
const app = useTestApp({ PROMO_CODES: 'WELKOM2026:starter:3,PARTNER:pro:12' });
let other: Runtime;
beforeAll(async () => {
  // A second instance on the same database: limits and expiries must hold across instances.
  other = await startRuntime(app.runtime.deps.config, { log: () => undefined, mailRetryBaseMs: 100 });
});
afterAll(async () => {
  await other?.stop();
});

const company = (user: TestUser, naam = 'Bakkerij Jansen') =>
  app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'Horeca' });
const employee = (user: TestUser, bedrijf_id: number, n: number, api = app.api) =>
  api
    .post('/api/employees')
    .set(user.auth)
    .send({ naam: `Medewerker ${n}`, email: `m${n}-${user.id}@example.nl`, bedrijf_id });
const checkout = (user: TestUser, planType: string) =>
  app.api.post('/api/stripe/create-checkout-session').set(user.auth).send({ planType });
const userPlan = async (user: TestUser) => (await app.api.get('/api/stripe/user-plan').set(user.auth).expect(200)).body.plan;
const planEvents = async (user: TestUser) =>
  (await app.runtime.deps.store.readStream(accountStream(user.id))).map((e) => e.type).filter((t) => /Plan|Checkout|Invoice/.test(t));

/** Opens a test-mode checkout and presses Betalen the way the browser's form does. */
async function payInTestMode(user: TestUser, planType: string) {
  const opened = await checkout(user, planType).expect(200);
  expect(opened.body).toMatchObject({
    success: true,
    sessionId: expect.stringMatching(/^lokaal_/),
    url: expect.stringMatching(/^\/api\/test-checkout\/lokaal_/),
  });
  const page = await app.api.get(opened.body.url).expect(200);
  expect(page.text).toContain('Testmodus');
  expect(page.text).toContain('Betalen');
  const paid = await app.api.post(`${opened.body.url}/pay`).expect(303);
  expect(paid.headers.location).toBe(`/profile?upgrade=success&plan=${planType}`);
  return opened.body.sessionId as string;
}

describe('plan limits, enforced on the account stream', () => {
  it('lets a free account hold exactly 5 employees when 20 are created at once over two instances', async () => {
    const user = await registerUser(app);
    const bedrijf = (await company(user).expect(201)).body.id;
    const apis = [app.api, supertest(other.app.callback())];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => employee(user, bedrijf, n, apis[n % 2])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(15).fill(403));
    expect(refused[0]!.body.message).toBe(
      'Met je Gratis-abonnement kun je maximaal 5 medewerkers registreren. Upgrade je plan om meer medewerkers toe te voegen.',
    );
    expect((await app.api.get('/api/employees').set(user.auth).expect(200)).body).toHaveLength(5);
    // A refused address is free again: after an upgrade the same person can be added.
    expect((await userPlan(user)).usage).toEqual({ companies: 1, employees: 5 });
  });

  it('lets a free account hold exactly 1 company when 20 are created at once', async () => {
    const user = await registerUser(app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => company(user, `Bedrijf ${n}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(19);
    expect(answers.find((a) => a.status === 403)!.body.message).toContain('maximaal 1 bedrijf');
    expect((await app.api.get('/api/companies').set(user.auth).expect(200)).body).toHaveLength(1);
  });

  it('imports the rows that fit the plan and reports each row past the limit', async () => {
    const user = await registerUser(app);
    await company(user, 'Alfa').expect(201);
    const rows = Array.from({ length: 8 }, (_, i) => [`Naam ${i}`, `imp${i}-${user.id}@example.nl`, 'Alfa']);
    const file = await xlsxFile([['Volledige naam', 'Email', 'Bedrijf'], ...rows]);
    const res = await app.api
      .post('/api/employees/import')
      .set(user.auth)
      .attach('file', file, 'medewerkers.xlsx')
      .field('skipFirstRow', '1')
      .expect(200);
    expect(res.body.inserted).toBe(5);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([7, 8, 9]);
    expect(res.body.errors[0].reason).toBe('Niet geïmporteerd: met je Gratis-abonnement kun je maximaal 5 medewerkers registreren');
  });
});

describe('upgrade through the local test-mode checkout', () => {
  it('upgrades only after Betalen, through the same command as a verified payment, then allows the sixth employee', async () => {
    const user = await registerUser(app);
    const bedrijf = (await company(user).expect(201)).body.id;
    for (let n = 0; n < 5; n++) await employee(user, bedrijf, n).expect(201);
    await employee(user, bedrijf, 5).expect(403);

    const opened = await checkout(user, 'basic').expect(200);
    // The client's word is not a payment: completing before Betalen changes nothing.
    const early = await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(409);
    expect(early.body.message).toContain('nog niet bevestigd');
    expect((await userPlan(user)).plan_type).toBe('free');

    await app.api.post(`${opened.body.url}/pay`).expect(303);
    const done = await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(200);
    expect(done.body).toEqual({ success: true, message: 'Upgrade voltooid!' });
    const profile = (await app.api.get('/api/hr/profile').set(user.auth).expect(200)).body;
    expect(profile).toMatchObject({ plan_type: 'starter', plan_expires_at: null });
    expect(Date.parse(profile.next_invoice_date) - Date.parse(profile.plan_started_at)).toBeGreaterThan(27 * 86_400_000);
    expect((await userPlan(user)).expected_payment_date).toBe(profile.next_invoice_date);
    await employee(user, bedrijf, 5).expect(201);
    // Betalen pressed again, or the success page reloaded: still one upgrade.
    await app.api.post(`${opened.body.url}/pay`).expect(303);
    await app.api.post('/api/stripe/complete-upgrade').set(user.auth).send({ planType: 'starter' }).expect(200);
    expect(await planEvents(user)).toEqual(['CheckoutStarted', 'PlanUpgraded']);
  });

  it('returns to the profile without an upgrade on Annuleren', async () => {
    const user = await registerUser(app);
    const opened = await checkout(user, 'pro').expect(200);
    const res = await app.api.post(`${opened.body.url}/cancel`).expect(303);
    expect(res.headers.location).toBe('/profile?upgrade=cancelled');
    await app.api.post(`${opened.body.url}/pay`).expect(303);
    expect((await userPlan(user)).plan_type).toBe('free');
  });

  it('refuses the current plan, a downgrade and a self-serve enterprise, before any checkout opens', async () => {
    const user = await registerUser(app);
    await payInTestMode(user, 'pro');
    const same = await checkout(user, 'pro').expect(400);
    expect(same.body.message).toBe('Dit is al je huidige plan.');
    const down = await checkout(user, 'starter').expect(400);
    expect(down.body.message).toContain('Downgrade niet mogelijk');
    const enterprise = await checkout(user, 'enterprise').expect(400);
    expect(enterprise.body.message).toContain('salesteam');
    const nonsense = await checkout(user, 'goud').expect(400);
    expect(nonsense.body.message).toBe('Kies een geldig plan (starter, pro of enterprise).');
    expect(await planEvents(user)).toEqual(['CheckoutStarted', 'PlanUpgraded']);
  });

  it('seals tenants: another account cannot complete, see or use someone else’s checkout', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const opened = await checkout(a, 'starter').expect(200);
    await app.api.post('/api/stripe/complete-upgrade').set(b.auth).send({ planType: 'starter' }).expect(400);
    await app.api.post(`${opened.body.url}/pay`).expect(303);
    expect((await userPlan(a)).plan_type).toBe('starter');
    expect((await userPlan(b)).plan_type).toBe('free');
    await app.api.post('/api/stripe/complete-upgrade').set(b.auth).send({ planType: 'starter' }).expect(400);
    expect((await userPlan(b)).plan_type).toBe('free');
    await app.api.get('/api/test-checkout/lokaal_00000000-0000-0000-0000-000000000000').expect(404);
    await app.api.get('/api/test-checkout/cs_test_123').expect(404);
    await app.api.get('/api/stripe/user-plan').expect(401);
  });
});

describe('cancel plan', () => {
  it('returns to free at once, keeps the data readable and blocks only new creates', async () => {
    const user = await registerUser(app);
    await payInTestMode(user, 'starter');
    const first = (await company(user, 'Eerste').expect(201)).body.id;
    await company(user, 'Tweede').expect(201);
    for (let n = 0; n < 6; n++) await employee(user, first, n).expect(201);

    const res = await app.api.post('/api/hr/cancel-plan').set(user.auth).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Plan geannuleerd' });
    expect((await app.api.get('/api/hr/profile').set(user.auth).expect(200)).body).toMatchObject({
      plan_type: 'free',
      next_invoice_date: null,
    });
    expect((await app.api.get('/api/companies').set(user.auth).expect(200)).body).toHaveLength(2);
    expect((await app.api.get('/api/employees').set(user.auth).expect(200)).body).toHaveLength(6);
    await app.api.put(`/api/companies/${first}`).set(user.auth).send({ naam: 'Eerste BV', branche: 'Horeca', actief: true }).expect(200);
    expect((await employee(user, first, 7).expect(403)).body.message).toContain('Gratis-abonnement kun je maximaal 5 medewerkers');
    expect((await company(user, 'Derde').expect(403)).body.message).toContain('maximaal 1 bedrijf');
    expect((await app.api.post('/api/hr/cancel-plan').set(user.auth).expect(400)).body.message).toContain('gratis plan');
  });
});

describe('promo codes (PROMO_CODES)', () => {
  it('upgrades a free account case-insensitively, once per account, with an end date', async () => {
    const user = await registerUser(app);
    const res = await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: ' welkom2026 ' }).expect(200);
    expect(res.body.message).toMatch(/^Promo code WELKOM2026 toegepast: je hebt nu het Starter plan tot en met \d{2}-\d{2}-\d{4}\.$/);
    const plan = await userPlan(user);
    expect(plan).toMatchObject({
      plan_type: 'starter',
      promo_code_used: 'WELKOM2026',
      next_invoice_date: null,
      expected_payment_date: null,
    });
    const months = (Date.parse(plan.plan_expires_at) - Date.parse(plan.plan_started_at)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
    const again = await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: 'WELKOM2026' }).expect(400);
    expect(again.body.message).toBe('Deze promo code heb je al gebruikt.');
    const onPaid = await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: 'PARTNER' }).expect(400);
    expect(onPaid.body.message).toBe('Een promo code kun je alleen gebruiken op het gratis plan.');
  });

  it('answers an unknown or empty code in Dutch', async () => {
    const user = await registerUser(app);
    expect((await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: 'GRATIS' }).expect(400)).body.message).toBe(
      'Ongeldige promo code',
    );
    expect((await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: '  ' }).expect(400)).body.message).toBe(
      'Voer een promo code in',
    );
    expect((await userPlan(user)).plan_type).toBe('free');
  });

  it('ends by itself at plan_expires_at, once, with two instances expiring at the same moment', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: 'PARTNER' }).expect(200);
    const { plan_expires_at } = await userPlan(user);
    // Before the end nothing happens, whoever looks.
    expect(await app.runtime.planExpiry.scheduler.runDue()).toBe(0);
    // Scheduled before the clocks move: a scheduler woken by the new row would otherwise expire it at once.
    await expect
      .poll(async () => (await app.db.pool.query('SELECT 1 FROM reactors.plan_expiries WHERE user_id = $1', [user.id])).rowCount)
      .toBe(1);
    const after = () => new Date(Date.parse(plan_expires_at) + 1000);
    app.runtime.deps.clock = after;
    other.deps.clock = after;
    // Both instances look at once (earlier tests' promo plans come due too); this account's plan ends once.
    const [a, b] = await Promise.all([app.runtime.planExpiry.scheduler.runDue(), other.planExpiry.scheduler.runDue()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await userPlan(user)).plan_type, { timeout: 10_000 }).toBe('free');
    expect(await planEvents(user)).toEqual(['PlanUpgraded', 'PlanExpired']);
    expect((await userPlan(user)).promo_code_used).toBe('PARTNER');
    app.runtime.deps.clock = other.deps.clock = () => new Date();
  });

  it('expires a plan that ended while no instance ran as soon as one starts', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/stripe/apply-promo-code').set(user.auth).send({ promoCode: 'WELKOM2026' }).expect(200);
    await expect
      .poll(async () => (await app.db.pool.query('SELECT 1 FROM reactors.plan_expiries WHERE user_id = $1', [user.id])).rowCount)
      .toBe(1);
    // The schedule is a table: set the end in the past, as if the app was down over it, and start an instance.
    const { plan_expires_at } = await userPlan(user);
    const late = await startRuntime(app.runtime.deps.config, { log: () => undefined });
    try {
      late.deps.clock = () => new Date(Date.parse(plan_expires_at) + 60_000);
      late.planExpiry.scheduler.wake();
      await expect.poll(async () => (await userPlan(user)).plan_type, { timeout: 10_000 }).toBe('free');
    } finally {
      await late.stop();
    }
  });
});

describe('plans catalogue', () => {
  it('serves the four plans to visitors with SPEC 9 prices and limits under both readings', async () => {
    const res = await app.api.get('/api/stripe/plans').expect(200);
    expect(
      res.body.plans.map((p: { name: string; price: number; max_employees: number; maxCompanies: number }) => [
        p.name,
        p.price,
        p.max_employees,
        p.maxCompanies,
      ]),
    ).toEqual([
      ['free', 0, 5, 1],
      ['starter', 49, 50, 5],
      ['pro', 99, 200, 999999],
      ['enterprise', 249, 999999, 999999],
    ]);
  });

  it('says test mode in the user plan without a Stripe key, and has no customer portal', async () => {
    const user = await registerUser(app);
    expect((await userPlan(user)).payment_mode).toBe('test');
    const portal = await app.api.post('/api/stripe/create-customer-portal-session').set(user.auth).send({}).expect(400);
    expect(portal.body.message).toContain('testmodus');
  });
});
