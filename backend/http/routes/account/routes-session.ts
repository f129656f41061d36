import { randomUUID } from 'node:crypto';
import { accountApi } from '../../../../contracts/account';
import { UnauthorizedError } from '../../../platform/errors';
import { bind } from '../../bind';
import { accountCommandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { lockedLogin, lockedSendCode } from './locked-login';
import { attemptLogin, loginSucceeded } from './login-attempt';
import { runAccountCommand } from '../../../commands/account/load';
import { registerAccount } from './register-account';

const WRONG_CREDENTIALS = 'Onjuist e-mailadres of wachtwoord';

/** Register, log in (with the two-factor step) and ask for a login code. */
export const registerSessionRoutes: ApiModule = (router, deps) => {
  bind(router, deps, accountApi.register, async (ctx, { body }) => deps.auth.session(await registerAccount(deps, ctx, body)));

  bind(router, deps, accountApi.login, async (ctx, { body: { email, password, twoFactorCode } }) => {
    const attempt = await attemptLogin(ctx, deps, email, password);
    if (attempt.lockedOut) return lockedLogin(ctx, deps, attempt, email, twoFactorCode);
    if (!attempt.account) throw new UnauthorizedError(WRONG_CREDENTIALS);
    const { userId, state } = attempt.account;
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
        accountCommandContext(ctx, userId),
      );
      if (result.events[0]?.type !== 'TwoFactorCodeAccepted') throw new UnauthorizedError('Ongeldige verificatiecode');
    }
    await loginSucceeded(deps, email);
    return deps.auth.session(userId);
  });

  bind(router, deps, accountApi.sendLoginCode, async (ctx, { body: { email, password } }) => {
    const attempt = await attemptLogin(ctx, deps, email, password);
    if (attempt.lockedOut) return lockedSendCode(ctx, deps, attempt);
    if (!attempt.account) throw new UnauthorizedError(WRONG_CREDENTIALS);
    const { userId } = attempt.account;
    await runAccountCommand(
      deps,
      userId,
      { type: 'RequestTwoFactorCode', purpose: 'login', requestId: randomUUID(), now: deps.clock().toISOString() },
      accountCommandContext(ctx, userId),
    );
    return { message: 'Verificatiecode verzonden. Controleer je e-mail.' };
  });
};
