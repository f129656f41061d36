import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { accountApi } from '../../../contracts/account';
import { UnauthorizedError } from '../../platform/errors';
import { limits } from '../../platform/rate-limit';
import { bind } from '../../http/bind';
import { commandContext } from '../../http/command-context';
import type { ApiModule, AppDeps } from '../../http/deps';
import { accountIdForEmail, claimEmail } from './email-claim';
import { loadAccount, runAccountCommand } from './load';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

const WRONG_CREDENTIALS = 'Onjuist e-mailadres of wachtwoord';

/** Checks e-mail and password with the brute-force throttle; returns the account's id. */
async function checkCredentials(ctx: Context, deps: AppDeps, email: string, password: string): Promise<number> {
  // Every attempt counts, before the password is checked: parallel guesses cannot all pass a check.
  await deps.limiter.consume(limits.loginPerIp, ctx.ip);
  await deps.limiter.consume(limits.loginPerEmail, email.trim().toLowerCase());
  const userId = await accountIdForEmail(deps.store, email);
  const state = userId === undefined ? undefined : await loadAccount(deps.store, userId);
  const valid = state ? await verifyPassword(state.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (userId === undefined || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
  return userId;
}

/** Register, log in (with the two-factor step) and ask for a login code. */
export const registerSessionRoutes: ApiModule = (router, deps) => {
  bind(router, deps, accountApi.register, async (ctx, { body: { naam, email, password } }) => {
    await deps.limiter.consume(limits.registerPerIp, ctx.ip);
    // Hash first: the claim and the account's first event then follow each other closely.
    const passwordHash = await hashPassword(password);
    const now = deps.clock().toISOString();
    const userId = await deps.ids.next('hr_user');
    await claimEmail(deps.store, email, userId, now);
    await runAccountCommand(
      deps,
      userId,
      {
        type: 'RegisterHrUser',
        userId,
        naam,
        email,
        passwordHash,
        isAdmin: deps.config.adminEmails.includes(email.toLowerCase()),
        verificationRequestId: randomUUID(),
        now,
      },
      commandContext(ctx, userId),
    );
    return deps.auth.session(userId);
  });

  bind(router, deps, accountApi.login, async (ctx, { body: { email, password, twoFactorCode } }) => {
    const userId = await checkCredentials(ctx, deps, email, password);
    const state = await loadAccount(deps.store, userId);
    if (state.twoFactorEnabled) {
      if (!twoFactorCode) return { requires2FA: true as const, user: { email: state.email } };
      const result = await runAccountCommand(
        deps,
        userId,
        {
          type: 'SubmitTwoFactorCode',
          purpose: 'login',
          code: twoFactorCode,
          codeFor: (id) => deps.secrets.code(id),
          now: deps.clock().toISOString(),
        },
        commandContext(ctx, userId),
      );
      if (result.events[0]?.type !== 'TwoFactorCodeAccepted') throw new UnauthorizedError('Ongeldige verificatiecode');
    }
    await deps.limiter.reset(limits.loginPerEmail, email.trim().toLowerCase());
    return deps.auth.session(userId);
  });

  bind(router, deps, accountApi.sendLoginCode, async (ctx, { body: { email, password } }) => {
    const userId = await checkCredentials(ctx, deps, email, password);
    await runAccountCommand(
      deps,
      userId,
      { type: 'RequestTwoFactorCode', purpose: 'login', requestId: randomUUID(), now: deps.clock().toISOString() },
      commandContext(ctx, userId),
    );
    return { message: 'Verificatiecode verzonden. Controleer je e-mail.' };
  });
};
