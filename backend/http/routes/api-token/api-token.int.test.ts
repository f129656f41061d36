import { describe, expect, it } from 'vitest';
import { apiTokenMessages, type CreatedApiToken } from '../../../../contracts/api-tokens';
import type { ApiTokenScopeName } from '../../../../contracts/token-access';
import { companyWithEmployee, scheduleConversation } from '../../../../tests/support/api-seed';
import { addMember } from '../../../../tests/support/team';
import { givePlan, registerUser, type TestUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

/** Personal API tokens (issue 26): scope, session-only routes, revocation, expiry, plan, limit, log, tenants. */
const app = useTestApp();

async function createToken(user: TestUser, naam: string, scope: ApiTokenScopeName, geldig_dagen = 90): Promise<CreatedApiToken> {
  const res = await app.api.post('/api/api-tokens').set(user.auth).send({ naam, scope, geldig_dagen }).expect(201);
  return res.body as CreatedApiToken;
}
const bearer = (created: CreatedApiToken) => ({ Authorization: `Bearer ${created.geheim}` });

describe('personal API tokens', () => {
  it('are refused to a free workspace with a Dutch 403', async () => {
    const free = await registerUser(app, { verified: true });
    const res = await app.api.post('/api/api-tokens').set(free.auth).send({ naam: 'HRIS', scope: 'lezen', geldig_dagen: 30 }).expect(403);
    expect(res.body).toEqual({ message: apiTokenMessages.planRequired });
  });

  it('read and write within their scope, name themselves in events and the log, and stay out of session-only routes', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Anna Eigenaar' });
    const writer = await createToken(owner, 'HRIS-koppeling', 'lezen_en_schrijven');
    const reader = await createToken(owner, 'Rapportage', 'lezen');
    expect(writer.geheim).toMatch(/^pop_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(writer.geheim.startsWith(writer.token.prefix)).toBe(true);
    // Only the hash is stored: the secret appears nowhere in the event store.
    const stored = await app.db.pool.query(`SELECT 1 FROM es_events WHERE data::text LIKE $1`, [`%${writer.geheim.slice(13)}%`]);
    expect(stored.rowCount).toBe(0);

    const [companyId, employeeId] = await companyWithEmployee(
      app,
      { auth: bearer(writer) },
      { naam: 'Bouwbedrijf Kok', branche: 'Bouw' },
      { naam: 'Piet Pieters' },
    );
    const popId = await scheduleConversation(
      app,
      { auth: bearer(writer) },
      { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2030-03-12T09:00' },
    );
    const { rows } = await app.db.pool.query<{ metadata: Record<string, unknown> }>('SELECT metadata FROM es_events WHERE stream_id = $1', [
      `company-${companyId}`,
    ]);
    expect(rows[0]!.metadata).toMatchObject({ actor: String(owner.id), tenant: String(owner.id), viaToken: writer.token.id });
    const history = await app.api.get(`/api/pop/${popId}/history`).set(bearer(reader)).expect(200);
    expect(history.body[0].actor.naam).toBe('Anna Eigenaar via API-token HRIS-koppeling');

    await app.api.get('/api/companies').set(bearer(reader)).expect(200);
    const readOnly = await app.api.post('/api/companies').set(bearer(reader)).send({ naam: 'Nee', branche: 'Bouw' }).expect(403);
    expect(readOnly.body).toEqual({ message: apiTokenMessages.readOnly });
    for (const [method, path] of [
      ['get', '/api/hr/profile'],
      ['post', '/api/api-tokens'],
      ['post', '/api/hr/cancel-plan'],
      ['get', '/api/team'],
    ] as const) {
      const res = await app.api[method](path).set(bearer(writer)).send({ naam: 'x', scope: 'lezen', geldig_dagen: 30 });
      expect([path, res.status, res.body]).toEqual([path, 403, { message: apiTokenMessages.sessionOnly }]);
    }

    const list = await app.api.get('/api/api-tokens').set(owner.auth).expect(200);
    expect(list.body.map((t: { naam: string }) => t.naam).sort()).toEqual(['HRIS-koppeling', 'Rapportage']);
    expect(list.body.find((t: { id: string }) => t.id === writer.token.id).laatst_gebruikt_op).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(writer.geheim);
  });

  it('answers 401 once revoked or expired, and only while the plan has API access', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro' });
    const token = await createToken(owner, 'Koppeling', 'lezen', 30);
    await app.api.get('/api/companies').set(bearer(token)).expect(200);

    const deps = app.runtime.deps;
    const realClock = deps.clock;
    deps.clock = () => new Date(Date.now() + 31 * 24 * 3600 * 1000);
    try {
      const expired = await app.api.get('/api/companies').set(bearer(token)).expect(401);
      expect(expired.body).toEqual({ message: apiTokenMessages.invalid });
    } finally {
      deps.clock = realClock;
    }
    await app.api.get('/api/companies').set(bearer(token)).expect(200);

    await app.api.post('/api/hr/cancel-plan').set(owner.auth).expect(200);
    const ended = await app.api.get('/api/companies').set(bearer(token)).expect(401);
    expect(ended.body).toEqual({ message: apiTokenMessages.planEnded });
    await givePlan(app, owner.id, 'enterprise');
    await app.api.get('/api/companies').set(bearer(token)).expect(200);

    await app.api.delete(`/api/api-tokens/${token.token.id}`).set(owner.auth).expect(200);
    const revoked = await app.api.get('/api/companies').set(bearer(token)).expect(401);
    expect(revoked.body).toEqual({ message: apiTokenMessages.invalid });
  });

  it('lets a member manage their own tokens and the owner revoke any', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro' });
    const member = await addMember(app, owner, 'hr_manager', { naam: 'Henk HR' });
    const ownersToken = await createToken(owner, 'Van de eigenaar', 'lezen');
    const membersToken = await createToken(member, 'Van Henk', 'lezen');
    const seen = await app.api.get('/api/api-tokens').set(member.auth).expect(200);
    expect(seen.body.map((t: { naam: string }) => t.naam)).toEqual(['Van Henk']);
    const refused = await app.api.delete(`/api/api-tokens/${ownersToken.token.id}`).set(member.auth).expect(403);
    expect(refused.body).toEqual({ message: apiTokenMessages.notYours });
    await app.api.delete(`/api/api-tokens/${membersToken.token.id}`).set(owner.auth).expect(200);
    await app.api.get('/api/companies').set(bearer(membersToken)).expect(401);
    await app.api.get('/api/companies').set(bearer(ownersToken)).expect(200);
  });

  it('never reads another workspace', async () => {
    const a = await registerUser(app, { verified: true, plan: 'pro' });
    const [companyA] = await companyWithEmployee(app, a, { naam: 'Geheim Bedrijf A', branche: 'Bouw' }, { naam: 'Alie A' });
    const b = await registerUser(app, { verified: true, plan: 'pro' });
    const tokenB = await createToken(b, 'B', 'lezen_en_schrijven');
    const list = await app.api.get('/api/companies').set(bearer(tokenB)).expect(200);
    expect(JSON.stringify(list.body)).not.toContain('Geheim Bedrijf A');
    await app.api.get(`/api/companies/${companyA}`).set(bearer(tokenB)).expect(404);
    const tokenA = await createToken(a, 'A', 'lezen');
    await app.api.delete(`/api/api-tokens/${tokenA.token.id}`).set(b.auth).expect(404);
  });

  it('answers 429 with Retry-After past 600 requests a minute', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro' });
    const token = await createToken(owner, 'Druk', 'lezen');
    // Fill this minute's and the next one's window (the tests multiply every maximum by RATE_LIMIT_FACTOR 100).
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    for (const start of [minute, minute + 60_000])
      await app.db.pool.query('INSERT INTO public.rate_counters (key, window_start, n) VALUES ($1, $2, $3)', [
        `api:token:${token.token.id}`,
        new Date(start),
        600 * 100,
      ]);
    const res = await app.api.get('/api/companies').set(bearer(token)).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^Te veel verzoeken met dit API-token/);
  });
});
