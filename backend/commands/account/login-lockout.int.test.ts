import { describe, expect, it } from 'vitest';
import { limits } from '../../platform/rate-limit';
import { inOneWindow } from '../../../tests/support/rate-window';
import { codeFromMail, registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

// The real limits: five failures per address, fifty attempts per IP in a quarter of an hour.
const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

const login = (body: { email: string; password: string; twoFactorCode?: string }) => app.api.post('/api/hr/login').send(body);
const sendCode = (body: { email: string; password: string }) => app.api.post('/api/hr/2fa/send-login-code').send(body);
const codeMailCount = (email: string) => app.inbox.mails.filter((m) => m.to.includes(email) && m.subject === 'Je verificatiecode').length;

async function lockOut(user: TestUser) {
  for (let i = 0; i < 5; i++) expect((await login({ email: user.email, password: 'fout-wachtwoord' })).status).toBe(401);
}

describe('login lockout', () => {
  it('counts failures only: a completed login forgets them, so right passwords in between never lock anyone out', async () => {
    const user = await registerUser(app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login({ email: user.email, password: 'fout' })).status).toBe(401);
      const ok = await login({ email: user.email, password: user.password }).expect(200);
      expect(ok.body.token).toEqual(expect.any(String));
    }
  }, 90_000);

  it('past five failures answers every password alike, and lets the owner in with the password and a mailed code', async () => {
    // The lockout lasts while the quarter hour of the failures does: a fresh account again if it turned meanwhile.
    await inOneWindow(limits.loginPerEmail, async () => {
      const user = await registerUser(app);
      await lockOut(user);
      // Before: the right password was refused with 429 for as long as someone kept guessing.
      const right = await login({ email: user.email, password: user.password }).expect(200);
      const wrong = await login({ email: user.email, password: 'nog-een-gok' }).expect(200);
      expect(right.body).toEqual({ requires2FA: true, lockedOut: true, user: { email: user.email } });
      expect(wrong.body).toEqual(right.body);

      // Asking for the code: the same answer for a wrong password, and only the right one gets a mail.
      const sentForWrong = await sendCode({ email: user.email, password: 'nog-een-gok' }).expect(200);
      const sentForRight = await sendCode({ email: user.email, password: user.password }).expect(200);
      expect(sentForWrong.body).toEqual(sentForRight.body);
      const mail = await app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject === 'Je verificatiecode');
      const code = codeFromMail(mail.text);
      expect(codeMailCount(user.email)).toBe(1);

      // The code with a wrong password, and a wrong code with the right password, are refused alike.
      const wrongCode = code === '000000' ? '111111' : '000000';
      const codeWithGuess = await login({ email: user.email, password: 'nog-een-gok', twoFactorCode: code });
      const rightWithWrongCode = await login({ email: user.email, password: user.password, twoFactorCode: wrongCode });
      expect(codeWithGuess.status).toBe(401);
      expect(rightWithWrongCode.status).toBe(401);
      expect(codeWithGuess.body).toEqual(rightWithWrongCode.body);
      expect(codeWithGuess.body.token).toBeUndefined();

      const ok = await login({ email: user.email, password: user.password, twoFactorCode: code }).expect(200);
      await app.api.get('/api/hr/profile').set('Authorization', `Bearer ${ok.body.token}`).expect(200);
      // The login forgave the failures: the next one needs no code.
      expect((await login({ email: user.email, password: user.password }).expect(200)).body.token).toEqual(expect.any(String));
    });
  }, 90_000);

  it('lets a two-factor account in with its password and code while locked', async () => {
    await inOneWindow(limits.loginPerEmail, async () => {
      const user = await registerUser(app);
      await app.api.post('/api/hr/2fa/enable').set(user.auth).expect(200);
      const enableMail = await app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject === 'Je verificatiecode');
      await app.api
        .post('/api/hr/2fa/verify-enable')
        .set(user.auth)
        .send({ code: codeFromMail(enableMail.text) })
        .expect(200);
      await lockOut(user);
      expect((await login({ email: user.email, password: user.password })).body).toMatchObject({ requires2FA: true, lockedOut: true });
      await sendCode({ email: user.email, password: user.password }).expect(200);
      const mail = await app.inbox.waitFor((m) => m !== enableMail && m.to.includes(user.email) && m.subject === 'Je verificatiecode');
      const ok = await login({ email: user.email, password: user.password, twoFactorCode: codeFromMail(mail.text) }).expect(200);
      expect(ok.body.token).toEqual(expect.any(String));
    });
  }, 90_000);

  it('still refuses guesses from one IP outright once its limit is reached, the right password too', async () => {
    const user = await registerUser(app);
    // The right password must come in the refusal's quarter hour too: all again, in the new one, if it turned just before.
    await inOneWindow(limits.loginPerIp, async () => {
      let refused;
      // Fifty attempts per IP and fixed quarter hour is the limit. Earlier tests in this file counted in the same
      // quarter hour, unless it turned meanwhile (a clean-clone run at 23:45 did): then the next 51 fill the new one.
      for (let i = 0; i < 101 && !refused; i++) {
        const answer = await login({ email: `gok${i}@example.nl`, password: 'fout' });
        if (answer.status === 429) refused = answer;
        else expect(answer.status).toBe(401);
      }
      expect(refused?.body.message).toMatch(/^Te veel inlogpogingen vanaf dit adres/);
      expect((await login({ email: user.email, password: user.password })).status).toBe(429);
    });
  }, 90_000);
});
