import { describe, expect, it } from 'vitest';
import { limits } from '../../platform/rate-limit';
import { inOneWindow } from '../../../tests/support/rate-window';
import { companyWithEmployee, sendEmail } from '../../../tests/support/api-seed';
import { registerUser } from '../../../tests/support/test-app';
import { until } from '../../../tests/support/until';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

const erase = (user: { auth: Record<string, string> }, employeeId: number) =>
  app.api.delete(`/api/employees/${employeeId}/personal-data`).set(user.auth).expect(200);

/** An address belongs to whoever uses it, not to a tenant that typed it in: erasure cleans only the tenant's own rows. */
describe('erasure of an employee cleans only what its tenant owns', () => {
  it('does not reset the login throttle of the account whose address the employee was given: the 6th guess after erasure is still locked out', async () => {
    await inOneWindow(limits.loginPerEmail, async () => {
      const victim = await registerUser(app);
      const attacker = await registerUser(app, { verified: true });
      const guess = () => app.api.post('/api/hr/login').send({ email: victim.email, password: 'geraden' });
      const [, employeeId] = await companyWithEmployee(
        app,
        attacker,
        { naam: 'Nep BV', branche: 'Overig' },
        { naam: 'Lokaas', email: victim.email },
      );
      const before = [];
      for (let i = 0; i < 5; i++) before.push((await guess()).status);
      expect(before).toEqual([401, 401, 401, 401, 401]);
      await erase(attacker, employeeId);
      // Past the limit every guess gets the mailed-code step (login-lockout.int.test.ts); a reset count would answer 401 again.
      const after = await guess();
      expect({ status: after.status, body: after.body }).toEqual({
        status: 200,
        body: { requires2FA: true, lockedOut: true, user: { email: victim.email } },
      });
    });
  });

  it("leaves another tenant's mail to the same address in the outbox as it was", async () => {
    const address = `gedeeld${Date.now()}@example.nl`;
    const first = await registerUser(app, { verified: true });
    const second = await registerUser(app, { verified: true });
    const [, employeeId] = await companyWithEmployee(
      app,
      first,
      { naam: 'Eerste BV', branche: 'Zorg' },
      { naam: 'Gedeeld', email: address },
    );
    await sendEmail(app, first, { toEmail: address, subject: 'Van de eerste', message: 'Hallo' });
    await sendEmail(app, second, { toEmail: address, subject: 'Van de tweede', message: 'Hallo' });
    const rows = async () =>
      (
        await app.db.pool.query<{ owner: string | null; to_email: string | null; subject: string | null }>(
          `SELECT payload->>'ownerId' AS owner, to_email, payload->>'subject' AS subject FROM reactors.mail_outbox
            WHERE payload->>'ownerId' = ANY($1::text[]) ORDER BY owner`,
          [[String(first.id), String(second.id)]],
        )
      ).rows;
    await until(async () => (await rows()).length === 2);
    await erase(first, employeeId);
    const owners = await rows();
    expect(owners.find((r) => r.owner === String(second.id))).toEqual({
      owner: String(second.id),
      to_email: address,
      subject: 'Van de tweede',
    });
    // The erasing tenant's own mail and counter of the address go; the other tenant's counter stays.
    const counters = await app.db.pool.query<{ key: string }>(`SELECT key FROM public.rate_counters WHERE key LIKE 'mail:recipient:%'`);
    expect(counters.rows.map((r) => r.key)).toContain(`mail:recipient:${second.id}:${address}`);
    expect(counters.rows.map((r) => r.key)).not.toContain(`mail:recipient:${first.id}:${address}`);
    expect(
      await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE lower(to_email) = $1 AND payload->>'ownerId' = $2`, [
        address,
        String(first.id),
      ]),
    ).toMatchObject({ rowCount: 0 });
  });
});
