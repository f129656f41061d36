import { randomUUID } from 'node:crypto';
import { accountApi } from '../../../../contracts/account';
import { ValidationError } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { bind } from '../../bind';
import { accountCommandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { afterAnswer } from './after-answer';
import { accountIdForEmail } from '../../../commands/account/email-claim';
import { loadAccount, runAccountCommand } from '../../../commands/account/load';
import { hashPassword } from '../../../commands/account/passwords';

const RESET_REQUESTED =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen.';

/** Password reset and e-mail verification. */
export const registerRecoveryRoutes: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  // The same answer whether or not the address exists: nobody can probe for accounts.
  bind(router, deps, accountApi.requestReset, async (ctx, { body: { email } }) => {
    // Counted for every address, known or not, so the limit itself reveals nothing.
    await deps.limiter.consume(limits.resetPerIp, ctx.ip);
    await deps.limiter.consume(limits.resetPerEmail, email.trim().toLowerCase());
    const at = now();
    // Looking the address up and asking for the mail take time only for a known address: both happen after the answer.
    afterAnswer('requesting a password reset', async () => {
      const userId = await accountIdForEmail(deps.store, email);
      if (userId === undefined) return;
      await runAccountCommand(
        deps,
        userId,
        { type: 'RequestPasswordReset', requestId: randomUUID(), now: at },
        accountCommandContext(ctx, userId),
      );
    });
    return { success: true, message: RESET_REQUESTED };
  });

  bind(router, deps, accountApi.reset, async (ctx, { body: { token, password } }) => {
    const parsed = deps.secrets.parseToken('reset', token);
    if (!parsed) throw new ValidationError('Deze resetlink is ongeldig. Vraag een nieuwe aan.');
    const passwordHash = await hashPassword(password);
    await runAccountCommand(
      deps,
      parsed.userId,
      { type: 'ResetPassword', requestId: parsed.requestId, passwordHash, now: now() },
      accountCommandContext(ctx, parsed.userId),
    );
    // Older tokens stop on this instance at once, not when the read model's notification comes back.
    deps.auth.forget(parsed.userId);
    const account = await loadAccount(deps.store, parsed.userId);
    if (account.registered) await deps.limiter.reset(limits.loginPerEmail, account.email.trim().toLowerCase());
    return { success: true, message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.' };
  });

  bind(router, deps, accountApi.sendVerification, async (ctx, { user: { id } }) => {
    await deps.limiter.consume(limits.verificationPerAccount, String(id));
    await runAccountCommand(deps, id, { type: 'RequestVerification', requestId: randomUUID(), now: now() }, accountCommandContext(ctx, id));
    return { message: 'Verificatie email verzonden. Controleer je inbox (en je spammap).' };
  });

  // No login needed: the link may be opened in another browser than the one that is logged in.
  bind(router, deps, accountApi.verify, async (ctx, { body: { token } }) => {
    const parsed = deps.secrets.parseToken('verify', token);
    if (!parsed) throw new ValidationError('Deze verificatielink is ongeldig.');
    await runAccountCommand(
      deps,
      parsed.userId,
      { type: 'VerifyEmail', requestId: parsed.requestId, now: now() },
      accountCommandContext(ctx, parsed.userId),
    );
    // A verified admin address gives IsAdmin: the account's next request has it, whichever instance applied it.
    deps.auth.forget(parsed.userId);
    return { message: 'Je e-mailadres is geverifieerd.' };
  });
};
