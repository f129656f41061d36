import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, registerUser, tokenFromMail } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';

/**
 * The links from a mail (verify the address, reset the password) change an account without a session,
 * so no session call reads it afresh; a deleted account has none left. The instance that answers must
 * still check the account's next request against the change, not against the row it had in memory
 * until the read model's notification comes back (a few milliseconds later, or after a minute when it
 * is lost). Here the notifications never come: the triggers that send them are gone, so only the
 * route itself can tell.
 */
const app = useTestApp();
beforeAll(async () => {
  await app.runtime.deps.pool.query(
    `DROP TRIGGER hr_users_auth_changed ON read.hr_users; DROP TRIGGER hr_users_auth_deleted ON read.hr_users;
     DROP TRIGGER workspace_members_changed ON read.workspace_members`,
  );
});

const mailTo = (email: string, subject: string) => app.inbox.waitFor((m) => m.to.includes(email) && m.subject.includes(subject));

describe('an account changed by a link from a mail', () => {
  it('has its admin rights on the next request once the admin address is verified', async () => {
    const admin = await app.api.post('/api/hr/register').send({ naam: 'Beheer', email: ADMIN_EMAIL, password: 'geheim123' }).expect(201);
    const auth = { Authorization: `Bearer ${admin.body.token}` };
    // The row is in memory now, without IsAdmin.
    await app.api.get('/api/hr/test-users').set(auth).expect(403);
    const mail = await mailTo(ADMIN_EMAIL, 'Verifieer');
    await app.api
      .post('/api/verification/verify')
      .send({ token: tokenFromMail(mail.text) })
      .expect(200);
    await app.api.get('/api/hr/test-users').set(auth).expect(200);
  });

  it('ends the older sessions on the next request once the password is reset', async () => {
    const user = await registerUser(app);
    await app.api.get('/api/hr/profile').set(user.auth).expect(200);
    await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
    const token = tokenFromMail((await mailTo(user.email, 'Wachtwoord opnieuw instellen')).text);
    await app.api.post('/api/password-reset/reset').send({ token, password: 'nieuwwachtwoord' }).expect(200);
    expect((await app.api.get('/api/hr/profile').set(user.auth)).status).toBe(401);
  });
});

describe('an account deleted by its owner', () => {
  it('ends its sessions on the next request', async () => {
    const user = await registerUser(app);
    await app.api.get('/api/companies').set(user.auth).expect(200);
    await app.api.post('/api/hr/delete-account').set(user.auth).send({ password: user.password }).expect(200);
    expect((await app.api.get('/api/companies').set(user.auth)).status).toBe(401);
  });
});
