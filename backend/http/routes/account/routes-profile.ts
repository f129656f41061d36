import { randomUUID } from 'node:crypto';
import { accountApi } from '../../../../contracts/account';
import { ValidationError } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { bind } from '../../bind';
import { accountCommandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { loadAccount, runAccountCommand } from '../../../commands/account/load';
import { hashPassword, verifyPassword } from '../../../commands/account/passwords';

/** Name, password and two-factor settings of the signed-in account. */
export const registerProfileRoutes: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  bind(router, deps, accountApi.rename, async (ctx, { body: { naam }, user: { id } }) => {
    await runAccountCommand(deps, id, { type: 'RenameHrUser', naam, now: now() }, accountCommandContext(ctx, id));
    return (await deps.auth.session(id)).user;
  });

  bind(router, deps, accountApi.changePassword, async (ctx, { body: { currentPassword, newPassword }, user: { id } }) => {
    await deps.limiter.consume(limits.changePasswordPerAccount, String(id));
    const state = await loadAccount(deps.store, id);
    if (!(await verifyPassword(state.passwordHash, currentPassword))) throw new ValidationError('Huidig wachtwoord is onjuist');
    await runAccountCommand(
      deps,
      id,
      { type: 'ChangePassword', passwordHash: await hashPassword(newPassword), now: now() },
      accountCommandContext(ctx, id),
    );
    // Older tokens stop working after a password change; this session continues with a new one.
    return { message: 'Wachtwoord succesvol gewijzigd!', token: (await deps.auth.session(id)).token };
  });

  bind(router, deps, accountApi.enableTwoFactor, async (ctx, { user: { id } }) => {
    await runAccountCommand(
      deps,
      id,
      { type: 'RequestTwoFactorCode', purpose: 'enable', requestId: randomUUID(), now: now() },
      accountCommandContext(ctx, id),
    );
    return { message: 'Verificatiecode verzonden. Controleer je e-mail.' };
  });

  bind(router, deps, accountApi.verifyEnableTwoFactor, async (ctx, { body: { code }, user: { id } }) => {
    await deps.limiter.consume(limits.twoFactorPerAccount, String(id));
    const result = await runAccountCommand(
      deps,
      id,
      { type: 'SubmitTwoFactorCode', purpose: 'enable', code, codeFor: (requestId) => deps.secrets.code(requestId), now: now() },
      accountCommandContext(ctx, id),
    );
    if (result.events[0]?.type !== 'TwoFactorEnabled') throw new ValidationError('Ongeldige verificatiecode');
    // Sessions opened before two-factor login was on end now; this one continues with a new token.
    return { message: '2FA ingeschakeld', token: (await deps.auth.session(id)).token };
  });

  bind(router, deps, accountApi.disableTwoFactor, async (ctx, { body: { password }, user: { id } }) => {
    await deps.limiter.consume(limits.twoFactorPerAccount, String(id));
    const state = await loadAccount(deps.store, id);
    if (!(await verifyPassword(state.passwordHash, password))) throw new ValidationError('Onjuist wachtwoord');
    await runAccountCommand(deps, id, { type: 'DisableTwoFactor', now: now() }, accountCommandContext(ctx, id));
    return { message: '2FA uitgeschakeld' };
  });
};
