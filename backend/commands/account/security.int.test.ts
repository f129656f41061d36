import { describe, expect, it } from 'vitest';
import { codeFromMail, registerUser, tokenFromMail } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();

const mailTo = (email: string, subject: string) =>
  app.inbox.waitFor((m) => m.to.toLowerCase().includes(email.toLowerCase()) && m.subject === subject);
/** A mail with this subject that arrived after the first `before` mails (the welcome mail may arrive late: match the subject). */
const newMailTo = (before: number, email: string, subject: string) =>
  app.inbox.waitFor(
    (m) => app.inbox.mails.indexOf(m) >= before && m.to.toLowerCase().includes(email.toLowerCase()) && m.subject === subject,
  );
const later = (ms: number) => () => new Date(Date.now() + ms);

describe('e-mail verification', () => {
  it('verifies with the link from the real mail, then says it is already verified', async () => {
    const user = await registerUser(app);
    expect((await app.api.get('/api/verification/status').set(user.auth)).body).toEqual({ verified: false });
    const mail = await mailTo(user.email, 'Verifieer je e-mailadres');
    const token = tokenFromMail(mail.text);
    await app.api.post('/api/verification/verify').send({ token }).expect(200);
    expect((await app.api.get('/api/verification/status').set(user.auth)).body).toEqual({ verified: true });
    await mailTo(user.email, 'Je e-mailadres is geverifieerd');
    const again = await app.api.post('/api/verification/verify').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('al geverifieerd');
    const resend = await app.api.post('/api/verification/send-verification').set(user.auth);
    expect(resend.status).toBe(400);
  });

  it('answers 400 with "verlopen" for an expired link and accepts the newly sent one', async () => {
    const user = await registerUser(app);
    const first = tokenFromMail((await mailTo(user.email, 'Verifieer je e-mailadres')).text);
    const clock = app.runtime.deps.clock;
    app.runtime.deps.clock = later(25 * 60 * 60 * 1000);
    try {
      const expired = await app.api.post('/api/verification/verify').send({ token: first });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toContain('verlopen');
    } finally {
      app.runtime.deps.clock = clock;
    }
    const count = app.inbox.mails.length;
    await app.api.post('/api/verification/send-verification').set(user.auth).expect(200);
    const second = await newMailTo(count, user.email, 'Verifieer je e-mailadres');
    const stale = await app.api.post('/api/verification/verify').send({ token: first });
    expect(stale.body.message).toContain('verlopen');
    await app.api
      .post('/api/verification/verify')
      .send({ token: tokenFromMail(second.text) })
      .expect(200);
  });

  it('rejects a forged or malformed token', async () => {
    const user = await registerUser(app);
    const token = tokenFromMail((await mailTo(user.email, 'Verifieer je e-mailadres')).text);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await app.api.post('/api/verification/verify').send({ token: forged })).status).toBe(400);
    expect((await app.api.post('/api/verification/verify').send({})).body.message).toBe('Geen verificatie token gevonden');
  });
});

describe('two-factor login by e-mail', () => {
  it('enables 2FA with a mailed code, then login needs a fresh code from the mail', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/hr/2fa/enable').set(user.auth).expect(200);
    const enableCode = codeFromMail((await mailTo(user.email, 'Je verificatiecode')).text);
    const bad = await app.api.post('/api/hr/2fa/verify-enable').set(user.auth).send({ code: '12345' });
    expect(bad.body.message).toBe('Voer een geldige 6-cijferige code in');
    const enabled = await app.api.post('/api/hr/2fa/verify-enable').set(user.auth).send({ code: enableCode }).expect(200);
    // Sessions opened without the second step end; this one goes on with the new token.
    expect((await app.api.get('/api/hr/2fa/status').set(user.auth)).status).toBe(401);
    const auth = { Authorization: `Bearer ${enabled.body.token}` };
    expect((await app.api.get('/api/hr/2fa/status').set(auth)).body).toEqual({ two_factor_enabled: true });

    const step1 = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password }).expect(200);
    expect(step1.body).toEqual({ requires2FA: true, user: { email: user.email } });
    expect(step1.body.token).toBeUndefined();
    const before = app.inbox.mails.length;
    await app.api.post('/api/hr/2fa/send-login-code').send({ email: user.email, password: user.password }).expect(200);
    const loginMail = await newMailTo(before, user.email, 'Je verificatiecode');
    const code = codeFromMail(loginMail.text);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await app.api.post('/api/hr/login').send({ email: user.email, password: user.password, twoFactorCode: wrong })).status).toBe(
      401,
    );
    const ok = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password, twoFactorCode: code }).expect(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // A used code does not work a second time.
    expect((await app.api.post('/api/hr/login').send({ email: user.email, password: user.password, twoFactorCode: code })).status).toBe(
      400,
    );

    // Switching it off takes the password.
    expect((await app.api.post('/api/hr/2fa/disable').set(auth).send({})).status).toBe(400);
    const wrongPassword = await app.api.post('/api/hr/2fa/disable').set(auth).send({ password: 'niet-het-wachtwoord' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Onjuist wachtwoord');
    expect((await app.api.get('/api/hr/2fa/status').set(auth)).body).toEqual({ two_factor_enabled: true });
    await app.api.post('/api/hr/2fa/disable').set(auth).send({ password: user.password }).expect(200);
    const plain = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password }).expect(200);
    expect(plain.body.token).toEqual(expect.any(String));
  });

  it('kills a code after 5 wrong tries and after 10 minutes', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/hr/2fa/enable').set(user.auth).expect(200);
    const code = codeFromMail((await mailTo(user.email, 'Je verificatiecode')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await app.api.post('/api/hr/2fa/verify-enable').set(user.auth).send({ code: wrong });
      expect(res.body.message).toBe('Ongeldige verificatiecode');
    }
    const dead = await app.api.post('/api/hr/2fa/verify-enable').set(user.auth).send({ code });
    expect(dead.status).toBe(400);
    expect(dead.body.message).toMatch(/verlopen of te vaak fout/);

    const before = app.inbox.mails.length;
    await app.api.post('/api/hr/2fa/enable').set(user.auth).expect(200);
    const fresh = codeFromMail((await newMailTo(before, user.email, 'Je verificatiecode')).text);
    const clock = app.runtime.deps.clock;
    app.runtime.deps.clock = later(11 * 60 * 1000);
    try {
      expect((await app.api.post('/api/hr/2fa/verify-enable').set(user.auth).send({ code: fresh })).status).toBe(400);
    } finally {
      app.runtime.deps.clock = clock;
    }
  });
});

describe('password reset', () => {
  it('gives the same answer for unknown and known addresses', async () => {
    const user = await registerUser(app);
    const known = await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
    const unknown = await app.api.post('/api/password-reset/request').send({ email: 'onbekend@example.nl' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.success).toBe(true);
  });

  it('resets with the single-use link from the mail; old sessions end; the link expires after an hour', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
    const token = tokenFromMail((await mailTo(user.email, 'Wachtwoord opnieuw instellen')).text);
    const short = await app.api.post('/api/password-reset/reset').send({ token, password: '123' });
    expect(short.body.message).toBe('Wachtwoord moet minimaal 6 karakters bevatten');
    await app.api.post('/api/password-reset/reset').send({ token, password: 'nieuwwachtwoord' }).expect(200);
    expect((await app.api.get('/api/hr/profile').set(user.auth)).status).toBe(401);
    await app.api.post('/api/hr/login').send({ email: user.email, password: 'nieuwwachtwoord' }).expect(200);
    expect((await app.api.post('/api/hr/login').send({ email: user.email, password: user.password })).status).toBe(401);
    const reused = await app.api.post('/api/password-reset/reset').send({ token, password: 'nogeenkeer' });
    expect(reused.status).toBe(400);

    const before = app.inbox.mails.length;
    await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
    const next = tokenFromMail((await newMailTo(before, user.email, 'Wachtwoord opnieuw instellen')).text);
    const clock = app.runtime.deps.clock;
    app.runtime.deps.clock = later(61 * 60 * 1000);
    try {
      expect((await app.api.post('/api/password-reset/reset').send({ token: next, password: 'te-laat-123' })).status).toBe(400);
    } finally {
      app.runtime.deps.clock = clock;
    }
  });
});
