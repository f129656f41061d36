import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { ValidationError } from '../../platform/errors';
import { findHrUserByEmail, findHrUserById } from '../../projections/hr-users/queries';
import { currentUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { commandContext } from '../../http/command-context';
import { runAccountCommand } from './load';
import { hashPassword } from './passwords';
import { resetBody, resetRequestBody, verifyBody } from './schemas';

const RESET_REQUESTED =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen.';

export function registerRecoveryRoutes(router: Router, deps: AppDeps) {
  const now = () => deps.clock().toISOString();

  // The same answer whether or not the address exists: nobody can probe for accounts.
  router.post('/password-reset/request', async (ctx) => {
    const { email } = parseInput(resetRequestBody, ctx.request.body);
    const row = await findHrUserByEmail(deps.pool, email);
    if (row) {
      await runAccountCommand(deps, row.id, { type: 'RequestPasswordReset', requestId: randomUUID(), now: now() }, commandContext(ctx, row.id));
    }
    ctx.body = { success: true, message: RESET_REQUESTED };
  });

  router.post('/password-reset/reset', async (ctx) => {
    const { token, password } = parseInput(resetBody, ctx.request.body);
    const parsed = deps.secrets.parseToken('reset', token);
    if (!parsed) throw new ValidationError('Deze resetlink is ongeldig. Vraag een nieuwe aan.');
    const passwordHash = await hashPassword(password);
    await runAccountCommand(
      deps,
      parsed.userId,
      { type: 'ResetPassword', requestId: parsed.requestId, passwordHash, now: now() },
      commandContext(ctx, parsed.userId),
    );
    const row = await findHrUserById(deps.pool, parsed.userId);
    if (row) await deps.throttle.clear(row.email);
    ctx.body = { success: true, message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.' };
  });

  router.get('/verification/status', deps.auth.requireAuth, async (ctx) => {
    const row = (await findHrUserById(deps.pool, currentUser(ctx).id))!;
    ctx.body = { verified: row.verified };
  });

  router.post('/verification/send-verification', deps.auth.requireAuth, async (ctx) => {
    const { id } = currentUser(ctx);
    await runAccountCommand(deps, id, { type: 'RequestVerification', requestId: randomUUID(), now: now() }, commandContext(ctx, id));
    ctx.body = { message: 'Verificatie email verzonden. Controleer je inbox (en je spammap).' };
  });

  // No login needed: the link may be opened in another browser than the one that is logged in.
  router.post('/verification/verify', async (ctx) => {
    const { token } = parseInput(verifyBody, ctx.request.body);
    const parsed = deps.secrets.parseToken('verify', token);
    if (!parsed) throw new ValidationError('Deze verificatielink is ongeldig.');
    await runAccountCommand(deps, parsed.userId, { type: 'VerifyEmail', requestId: parsed.requestId, now: now() }, commandContext(ctx, parsed.userId));
    ctx.body = { message: 'Je e-mailadres is geverifieerd.' };
  });
}
