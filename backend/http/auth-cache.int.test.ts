import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { startRuntime, type Runtime } from '../main/runtime';
import { AuthCache } from './auth-cache';

/**
 * Sessions are checked against account rows kept in memory. A password change on one instance must
 * end the older tokens on every instance, even where the row was cached a moment before.
 */
const app = useTestApp();
let other: Runtime;
let otherApi: ReturnType<typeof supertest>;
beforeAll(async () => {
  other = await startRuntime(app.runtime.deps.config, { log: () => undefined });
  otherApi = supertest(other.app.callback());
});
afterAll(async () => {
  await other?.stop();
});

async function until(check: () => Promise<boolean>, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

describe('the in-memory account rows', () => {
  it('end an old token on the other instance soon after a password change (by notification)', async () => {
    const user = await registerUser(app);
    // Both instances have the row in memory now.
    await app.api.get('/api/hr/profile').set(user.auth).expect(200);
    await otherApi.get('/api/hr/profile').set(user.auth).expect(200);
    const changed = await app.api
      .put('/api/hr/change-password')
      .set(user.auth)
      .send({ currentPassword: user.password, newPassword: 'nieuw-geheim' })
      .expect(200);
    expect((await app.api.get('/api/hr/profile').set(user.auth)).status).toBe(401);
    expect(await until(async () => (await otherApi.get('/api/hr/profile').set(user.auth)).status === 401)).toBe(true);
    await otherApi.get('/api/hr/profile').set('Authorization', `Bearer ${changed.body.token}`).expect(200);
  });

  it('shows a rename in the session user (names in mails and conversations) on both instances', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Oude Naam' });
    await otherApi.get('/api/hr/profile').set(user.auth).expect(200);
    await app.api.put('/api/hr/profile/name').set(user.auth).send({ naam: 'Nieuwe Naam' }).expect(200);
    const company = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Acme', branche: 'ICT' }).expect(201)).body.id;
    const employee = (
      await app.api.post('/api/employees').set(user.auth).send({ naam: 'Jan', email: 'jan@example.nl', bedrijf_id: company }).expect(201)
    ).body.id;
    const planned = async () =>
      (
        await otherApi
          .post('/api/pop')
          .set(user.auth)
          .send({ bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-01-01T10:00' })
      ).body.data?.conversation?.hr_gebruiker_naam;
    expect(await until(async () => (await planned()) === 'Nieuwe Naam')).toBe(true);
  });

  it('does not keep a row that was read before a change and arrived after its notification', async () => {
    const cache = new AuthCache(app.db.url);
    await cache.start();
    try {
      const row = (name: string) => ({
        id: 7,
        name,
        is_admin: false,
        verified: true,
        token_version: 0,
        revoked_sessions: {},
        memberships: [],
      });
      let finish!: (value: ReturnType<typeof row>) => void;
      const inFlight = cache.load(7, () => new Promise((resolve) => (finish = resolve)));
      // The change (say, the workspace membership the read did not see yet) is announced mid-read.
      cache.forget(7);
      finish(row('voor de wijziging'));
      expect((await inFlight)?.name).toBe('voor de wijziging');
      const read = vi.fn(async () => row('na de wijziging'));
      expect((await cache.load(7, read))?.name).toBe('na de wijziging');
      expect((await cache.load(7, read))?.name).toBe('na de wijziging');
      // Read once: the stale row was not kept, the fresh one is.
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      await cache.stop();
    }
  });
});
