import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../eventstore/port';
import { registerUser, tokenFromMail } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const profileStatus = async (token: string) => (await app.api.get('/api/hr/profile').set(bearer(token))).status;
const loginToken = async (email: string, password: string) =>
  (await app.api.post('/api/hr/login').send({ email, password }).expect(200)).body.token as string;

describe('sessions', () => {
  it('logs out one session on the server: its token stops working, other sessions go on', async () => {
    const user = await registerUser(app);
    const laptop = await loginToken(user.email, user.password);
    const phone = await loginToken(user.email, user.password);
    const res = await app.api.post('/api/hr/logout').set(bearer(laptop)).expect(200);
    expect(res.body.message).toBe('Je bent uitgelogd.');
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(user.token)).toBe(200);
    expect((await app.api.post('/api/hr/logout').set(bearer(laptop))).status).toBe(401);
    // A fresh login opens a new session.
    expect(await profileStatus(await loginToken(user.email, user.password))).toBe(200);
  });

  it('logs out everywhere: every other token stops working, this one continues with a new token', async () => {
    const user = await registerUser(app);
    const phone = await loginToken(user.email, user.password);
    const res = await app.api.post('/api/hr/logout-everywhere').set(user.auth).expect(200);
    expect(res.body.message).toBe('Je bent uitgelogd op alle andere apparaten en browsers.');
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(res.body.token as string)).toBe(200);
  });
});

describe('password reset links', () => {
  it('refuses a pending reset link once the password was changed', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
    const mail = await app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject === 'Wachtwoord opnieuw instellen');
    await app.api
      .put('/api/hr/change-password')
      .set(user.auth)
      .send({ currentPassword: user.password, newPassword: 'nieuw-gekozen-1' })
      .expect(200);
    const res = await app.api.post('/api/password-reset/reset').send({ token: tokenFromMail(mail.text), password: 'van-de-aanvaller' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Deze resetlink is verlopen of al gebruikt. Vraag een nieuwe aan.');
    await loginToken(user.email, 'nieuw-gekozen-1');
  });

  it('answers a reset request for a known address before the account is touched (no timing difference with unknown ones)', async () => {
    const user = await registerUser(app);
    const store = app.runtime.deps.store;
    const append = store.appendToStream.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the account's appends: an answer that waited for them could not come before the release.
    store.appendToStream = async (stream: string, events: NewEvent[], options) => {
      if (stream.startsWith('hr_user-')) await held;
      return append(stream, events, options);
    };
    try {
      const answered = app.api.post('/api/password-reset/request').send({ email: user.email });
      const first = await Promise.race([answered.then(() => 'answer'), new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
      expect(first).toBe('answer');
      expect((await answered).body.success).toBe(true);
    } finally {
      release();
      store.appendToStream = append;
    }
    // The work still happens, after the answer.
    await app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject === 'Wachtwoord opnieuw instellen');
  }, 60_000);
});
