import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inOneWindow } from '../../tests/support/rate-window';
import { registerUser, startTestApp } from '../../tests/support/test-app';
import { limits } from './rate-limit';
import { useTestApp } from '../../tests/support/use-test-app';

const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

describe('abuse is bounded', () => {
  it('counts parallel password guesses atomically: at most five get an answer, the right password then gets no session either', async () => {
    await inOneWindow(limits.loginPerEmail, async () => {
      const user = await registerUser(app);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () => app.api.post('/api/hr/login').send({ email: user.email, password: 'fout' })),
      );
      const lockedOut = { requires2FA: true, lockedOut: true, user: { email: user.email } };
      expect(guesses.filter((g) => g.status === 401).length).toBeLessThanOrEqual(5);
      // Past the limit every password gets the same answer: the code step, which only the mailbox's owner gets through.
      const answeredLockedOut = guesses.filter((g) => g.status === 200 && isDeepStrictEqual(g.body, lockedOut));
      expect(answeredLockedOut.length).toBeGreaterThanOrEqual(7);
      const right = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password });
      expect(right.status).toBe(200);
      expect(right.body).toEqual(lockedOut);
    });
  });

  it('does not believe X-Forwarded-For without TRUST_PROXY: rotating it does not escape the per-address limit', async () => {
    const answers = [];
    // Twenty a fixed hour from one address; earlier registrations in this file counted for it too, unless the hour
    // turned after them: then the refusal comes within the new hour's 21, so 41 attempts always reach one.
    for (let i = 0; i < 2 * limits.registerPerIp.max + 1 && answers.at(-1)?.status !== 429; i++) {
      answers.push(
        await app.api
          .post('/api/hr/register')
          .set('X-Forwarded-For', `10.0.0.${i}`)
          .send({ naam: 'Spam', email: `spam${i}@example.nl`, password: 'geheim123' }),
      );
    }
    expect(
      statuses(answers)
        .slice(0, -1)
        .every((s) => s === 201),
    ).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.message).toMatch(/^Te veel nieuwe accounts vanaf dit adres/);
    // Up to 41 registrations hash as many passwords, one per core at a time.
  }, 120_000);

  it('sends at most three reset mails per address per hour, whatever the number of requests', async () => {
    await inOneWindow(limits.resetPerEmail, async () => {
      const limited = await startTestApp({ RATE_LIMIT_FACTOR: '1' });
      try {
        const user = await registerUser(limited);
        const answers = [];
        for (let i = 0; i < 15; i++) answers.push(await limited.api.post('/api/password-reset/request').send({ email: user.email }));
        expect(statuses(answers).slice(0, 3)).toEqual([200, 200, 200]);
        expect(
          statuses(answers)
            .slice(3)
            .every((s) => s === 429),
        ).toBe(true);
        await new Promise((r) => setTimeout(r, 1500));
        expect(limited.inbox.mails.filter((m) => m.to.includes(user.email) && /wachtwoord/i.test(m.subject)).length).toBe(3);
        // Unknown addresses are counted the same way: the limit reveals nothing.
        const unknown = [];
        for (let i = 0; i < 4; i++)
          unknown.push((await limited.api.post('/api/password-reset/request').send({ email: 'niemand@example.nl' })).status);
        expect(unknown).toEqual([200, 200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  it('limits verification mails per account', async () => {
    await inOneWindow(limits.verificationPerAccount, async () => {
      const limited = await startTestApp({ RATE_LIMIT_FACTOR: '1' });
      try {
        const user = await registerUser(limited);
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push((await limited.api.post('/api/verification/send-verification').set(user.auth)).status);
        expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });
});

describe('mail from the product on behalf of a user', () => {
  it('goes at most five times a day to one recipient', async () => {
    await inOneWindow(limits.mailPerRecipient, async () => {
      const limited = await startTestApp({ RATE_LIMIT_FACTOR: '1' });
      try {
        const user = await registerUser(limited, { verified: true });
        const send = (to: string) =>
          limited.api.post('/api/pop/send-email').set(user.auth).send({ toEmail: to, subject: 'POP', message: 'Hallo' });
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push((await send('Collega@example.nl')).status);
        expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
        expect((await send('ander@example.nl')).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
