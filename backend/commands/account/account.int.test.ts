import { describe, expect, it } from 'vitest';
import { limits } from '../../platform/rate-limit';
import { inOneWindow } from '../../../tests/support/rate-window';
import { ADMIN_EMAIL, registerUser, tokenFromMail } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

// The real limits: this file checks the login throttle.
const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

describe('registration and login', () => {
  it('registers an account, mails a welcome and a verification mail, and logs in', async () => {
    const res = await app.api.post('/api/hr/register').send({ naam: 'Anna de Vries', email: 'Anna@Example.nl', password: 'geheim123' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      naam: 'Anna de Vries',
      email: 'Anna@Example.nl',
      IsAdmin: false,
      plan_type: 'free',
      verified: false,
    });
    expect(res.body.token).toEqual(expect.any(String));
    const welcome = await app.inbox.waitFor(
      (m) => m.to.toLowerCase().includes('anna@example.nl') && m.subject === 'Welkom bij POP Planner',
    );
    // The words arrive as written, in the HTML part too (quoted-printable once made 'jee-mailadres' of them).
    expect(welcome.html).toContain('Verifieer eerst je e-mailadres via de aparte verificatiemail');
    expect(welcome.text).toContain('Verifieer eerst je e-mailadres via de aparte verificatiemail');
    const verification = await app.inbox.waitFor(
      (m) => m.to.toLowerCase().includes('anna@example.nl') && m.subject === 'Verifieer je e-mailadres',
    );
    expect(verification.html).toContain('verify-email?token=');

    const login = await app.api.post('/api/hr/login').send({ email: 'anna@example.nl', password: 'geheim123' }).expect(200);
    const profile = await app.api.get('/api/hr/profile').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(profile.body.naam).toBe('Anna de Vries');
  });

  it('lets exactly one of two simultaneous registrations with one address through (a double click), and keeps registering others', async () => {
    const body = { naam: 'Dubbel', email: 'dubbel@example.nl', password: 'geheim123' };
    const answers = await Promise.all([app.api.post('/api/hr/register').send(body), app.api.post('/api/hr/register').send(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    // The address is sealed in the events table (AVG): read the registrations back through the store.
    const { rows } = await app.db.pool.query<{ stream_id: string }>(
      `SELECT stream_id FROM es_events WHERE event_type = 'HrUserRegistered'`,
    );
    const registered = await Promise.all(
      rows.map(async (r) => (await app.runtime.deps.store.readStream(r.stream_id, { to: 0 }))[0]!.data.email),
    );
    expect(registered.filter((email) => email === 'dubbel@example.nl')).toHaveLength(1);
    const next = await app.api.post('/api/hr/register').send({ naam: 'Daarna', email: 'daarna@example.nl', password: 'geheim123' });
    expect(next.status).toBe(201);
    await app.api.post('/api/hr/login').send({ email: 'dubbel@example.nl', password: 'geheim123' }).expect(200);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const res = await app.api.post('/api/hr/register').send({ naam: 'Anna 2', email: 'ANNA@example.nl', password: 'geheim123' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Er bestaat al een account met dit e-mailadres.');
  });

  it('rejects invalid registrations with a Dutch message', async () => {
    const short = await app.api.post('/api/hr/register').send({ naam: 'X', email: 'x@example.nl', password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Wachtwoord moet minimaal 6 karakters bevatten');
    const email = await app.api.post('/api/hr/register').send({ naam: 'X', email: 'geen-adres', password: 'geheim123' });
    expect(email.body.message).toBe('Vul een geldig e-mailadres in.');
    const naam = await app.api.post('/api/hr/register').send({ naam: '  ', email: 'y@example.nl', password: 'geheim123' });
    expect(naam.body.message).toBe('Naam mag niet leeg zijn');
  });

  it('answers 401 for a wrong password or unknown address, and after repeated failures asks even the right password for a mailed code', async () => {
    await inOneWindow(limits.loginPerEmail, async () => {
      const user = await registerUser(app);
      const wrong = await app.api.post('/api/hr/login').send({ email: user.email, password: 'fout-wachtwoord' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Onjuist e-mailadres of wachtwoord');
      const unknown = await app.api.post('/api/hr/login').send({ email: 'niemand@example.nl', password: 'x' });
      expect(unknown.status).toBe(401);
      for (let i = 0; i < 4; i++) await app.api.post('/api/hr/login').send({ email: user.email, password: 'fout' }).expect(401);
      // A refusal here would let anyone who keeps guessing keep the owner out (login-lockout.int.test.ts).
      const blocked = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password });
      expect(blocked.status).toBe(200);
      expect(blocked.body).toEqual({ requires2FA: true, lockedOut: true, user: { email: user.email } });
    });
  });

  it('gives IsAdmin to configured admin addresses once verified (issue 15) and guards admin endpoints server-side', async () => {
    const admin = await app.api.post('/api/hr/register').send({ naam: 'Beheer', email: ADMIN_EMAIL, password: 'geheim123' }).expect(201);
    expect(admin.body.user.IsAdmin).toBe(false);
    expect((await app.api.get('/api/hr/test-users').set('Authorization', `Bearer ${admin.body.token}`)).status).toBe(403);
    const mail = await app.inbox.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.subject.includes('Verifieer'));
    await app.api
      .post('/api/verification/verify')
      .send({ token: tokenFromMail(mail.text) })
      .expect(200);
    expect((await app.api.get('/api/hr/profile').set('Authorization', `Bearer ${admin.body.token}`).expect(200)).body.IsAdmin).toBe(true);
    // At once: the verification forgets the account row the auth cache had (auth-cache-links.int.test.ts).
    const testUsers = await app.api.get('/api/hr/test-users').set('Authorization', `Bearer ${admin.body.token}`).expect(200);
    expect(testUsers.body.users.length).toBeGreaterThan(0);
    const normal = await registerUser(app);
    const refused = await app.api.get('/api/hr/test-users').set(normal.auth);
    expect(refused.status).toBe(403);
    expect((await app.api.get('/api/hr/test-users')).status).toBe(401);
  });
});

describe('profile', () => {
  it('renames the user, trimmed, and refuses an empty name', async () => {
    const user = await registerUser(app);
    const res = await app.api.put('/api/hr/profile/name').set(user.auth).send({ naam: '  Bram Jansen ' }).expect(200);
    expect(res.body.naam).toBe('Bram Jansen');
    const empty = await app.api.put('/api/hr/profile/name').set(user.auth).send({ naam: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Naam mag niet leeg zijn');
  });

  it('changes the password after checking the current one; older tokens stop working', async () => {
    const user = await registerUser(app);
    const wrong = await app.api.put('/api/hr/change-password').set(user.auth).send({ currentPassword: 'nope', newPassword: 'nieuw123' });
    expect(wrong.status).toBe(400);
    const ok = await app.api
      .put('/api/hr/change-password')
      .set(user.auth)
      .send({ currentPassword: user.password, newPassword: 'nieuw123' });
    expect(ok.status).toBe(200);
    expect((await app.api.get('/api/hr/profile').set(user.auth)).status).toBe(401);
    await app.api.get('/api/hr/profile').set('Authorization', `Bearer ${ok.body.token}`).expect(200);
    await app.api.post('/api/hr/login').send({ email: user.email, password: 'nieuw123' }).expect(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await app.api.get('/api/hr/profile')).status).toBe(401);
    const forged = await app.api.get('/api/hr/profile').set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.x');
    expect(forged.status).toBe(401);
  });
});
