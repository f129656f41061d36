import fc from 'fast-check';
import { expect, it } from 'vitest';
import { accountStream } from '../../events/account';
import { spendAiCredits } from '../../tests/support/ai-credits';
import { createCompany } from '../../tests/support/api-seed';
import { registerUser, type TestUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { accountDecider } from '../commands/account/decider';
import { handleCommand } from '../commands/handle-command';

/**
 * Whatever keys a client sends on whatever endpoints, in whatever order, no plan limit or AI credit is
 * passed. Each run starts a free account one step short of its limits (its one company, 4 of 5
 * employees, 9 of 10 AI credits) and sends random requests under random Idempotency-Keys: keys shared
 * between public and signed-in endpoints, and keys spelling the steps commands derive from their id
 * (':reserve', ':used', ':release', …). A retry may answer as its first attempt, never add to it.
 */
const app = useTestApp();

type Endpoint = 'reset' | 'verification' | 'rename' | 'company' | 'employee' | 'ai' | 'library' | 'companyUpdate';

// A run draws one or two keys and uses them on several endpoints, mostly as they are, now and then
// with the suffix of a derived step id, or no key at all.
const keys = fc.array(fc.stringMatching(/^[a-z0-9:]{1,8}$/), { minLength: 1, maxLength: 2 });
const suffix = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(':reserve', ':used', ':release', ':released', ':answer', ':', '/import-chunk-0') },
);
const keyChoice = fc.oneof({ weight: 7, arbitrary: fc.record({ index: fc.nat(1), suffix }) }, { weight: 1, arbitrary: fc.constant(null) });
// Mostly the same body, so a key also comes back with the same request (a retry), now and then another.
const request = fc.record({
  // Most often the public endpoint (it never records a key) and those that spend a limit.
  endpoint: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Endpoint>('reset') },
    { weight: 6, arbitrary: fc.constantFrom<Endpoint>('company', 'employee', 'ai') },
    { weight: 2, arbitrary: fc.constantFrom<Endpoint>('rename', 'verification', 'library', 'companyUpdate') },
  ),
  keyChoice,
  variant: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) }),
});
const run = fc.record({ keys, requests: fc.array(request, { minLength: 4, maxLength: 16, size: 'max' }) });

interface Account {
  user: TestUser;
  companyId: number;
}

async function nearlyFull(): Promise<Account> {
  const user = await registerUser(app);
  const companyId = await createCompany(app, user, { naam: 'Het Ene Bedrijf', branche: 'ICT' });
  // The plan counts reserved slots: four employees' worth, reserved as a registration would.
  await handleCommand(
    app.runtime.deps.store,
    accountStream(user.id),
    accountDecider,
    { type: 'ReserveEmployeeSlots', employeeIds: [1, 2, 3, 4].map((n) => 900_000 + user.id * 10 + n), now: new Date().toISOString() },
    { actor: String(user.id), tenant: String(user.id), commandId: `test-slots:${user.id}` },
  );
  await spendAiCredits(app, user.id, 9);
  return { user, companyId };
}

function send({ user, companyId }: Account, endpoint: Endpoint, variant: number, idempotencyKey: string | undefined) {
  const { api } = app;
  const signed = <T extends { set(field: string, value: string): T }>(req: T) => {
    const withAuth = req.set('Authorization', user.auth.Authorization);
    return idempotencyKey === undefined ? withAuth : withAuth.set('Idempotency-Key', idempotencyKey);
  };
  const naam = ['Anders', 'Nog Een'][variant]!;
  switch (endpoint) {
    case 'reset': {
      const req = api.post('/api/password-reset/request');
      return (idempotencyKey === undefined ? req : req.set('Idempotency-Key', idempotencyKey)).send({ email: user.email });
    }
    case 'verification':
      return signed(api.post('/api/verification/send-verification')).send({});
    case 'rename':
      return signed(api.put('/api/hr/profile/name')).send({ naam });
    case 'company':
      return signed(api.post('/api/companies')).send({ naam, branche: 'ICT' });
    case 'employee':
      return signed(api.post('/api/employees')).send({ naam, email: `${naam.replace(' ', '.')}@example.nl`, bedrijf_id: companyId });
    case 'ai':
      return signed(api.post('/api/goals/ai-suggestions')).send({ topic: ['feedback', 'planning'][variant] });
    case 'library':
      return signed(api.post('/api/goals')).send({ omschrijving: naam });
    case 'companyUpdate':
      return signed(api.put(`/api/companies/${companyId}`)).send({
        naam: 'Het Ene Bedrijf',
        branche: ['ICT', 'Zorg'][variant],
        actief: true,
      });
  }
}

it('passes no plan limit and spends no AI credit it does not have, whatever keys it is sent under', { timeout: 600_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(run, async ({ keys: drawn, requests }) => {
      const account = await nearlyFull();
      const employeeIds = new Set<number>();
      let answeredAi = 0;
      for (const { endpoint, keyChoice: choice, variant } of requests) {
        const idempotencyKey = choice && drawn[choice.index % drawn.length]! + choice.suffix;
        const res = await send(account, endpoint, variant, idempotencyKey ?? undefined);
        expect(res.status, `${endpoint} under ${idempotencyKey}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (endpoint === 'company') expect(res.status, 'a second company on the free plan').not.toBe(201);
        if (endpoint === 'employee' && res.status === 201) employeeIds.add(res.body.id as number);
        if (endpoint === 'ai' && res.status === 200) answeredAi++;
      }
      const { auth } = account.user;
      expect(employeeIds.size, 'employees past the free plan').toBeLessThanOrEqual(1);
      expect((await app.api.get('/api/employees').set(auth).expect(200)).body.length).toBeLessThanOrEqual(1);
      expect((await app.api.get('/api/companies').set(auth).expect(200)).body).toHaveLength(1);
      expect(answeredAi, 'AI answers past the last credit').toBeLessThanOrEqual(1);
      const { credits } = (await app.api.get('/api/hr/ai-credits').set(auth).expect(200)).body;
      expect(credits.creditsUsed).toBeLessThanOrEqual(10);
    }),
    // Each run registers an account and sends up to a dozen requests; the old code failed within two runs.
    { numRuns: Number(process.env.IDEMPOTENCY_PROPERTY_RUNS ?? 8) },
  );
});
