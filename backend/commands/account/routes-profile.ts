import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { ValidationError } from '../../platform/errors';
import { findHrUserById, listHrUsers, toApiUser } from '../../projections/hr-users/queries';
import { currentUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { commandContext } from '../../http/command-context';
import { loadAccount, runAccountCommand } from './load';
import { hashPassword, verifyPassword } from './passwords';
import { changePasswordBody, codeBody, renameBody } from './schemas';

export function registerProfileRoutes(router: Router, deps: AppDeps) {
  const { requireAuth, requireAdmin } = deps.auth;
  const now = () => deps.clock().toISOString();

  router.get('/hr/profile', requireAuth, async (ctx) => {
    ctx.body = toApiUser((await findHrUserById(deps.pool, currentUser(ctx).id))!);
  });

  router.put('/hr/profile/name', requireAuth, async (ctx) => {
    const { naam } = parseInput(renameBody, ctx.request.body);
    const { id } = currentUser(ctx);
    await runAccountCommand(deps, id, { type: 'RenameHrUser', naam, now: now() }, commandContext(ctx, id));
    ctx.body = toApiUser((await findHrUserById(deps.pool, id))!);
  });

  router.put('/hr/change-password', requireAuth, async (ctx) => {
    const { currentPassword, newPassword } = parseInput(changePasswordBody, ctx.request.body);
    const { id } = currentUser(ctx);
    const state = await loadAccount(deps.store, id);
    if (!(await verifyPassword(state.passwordHash, currentPassword))) throw new ValidationError('Huidig wachtwoord is onjuist');
    await runAccountCommand(deps, id, { type: 'ChangePassword', passwordHash: await hashPassword(newPassword), now: now() }, commandContext(ctx, id));
    // Older tokens stop working after a password change; this session continues with a new one.
    const row = (await findHrUserById(deps.pool, id))!;
    ctx.body = { message: 'Wachtwoord succesvol gewijzigd!', token: deps.auth.signToken(row) };
  });

  router.get('/hr/2fa/status', requireAuth, async (ctx) => {
    const row = (await findHrUserById(deps.pool, currentUser(ctx).id))!;
    ctx.body = { two_factor_enabled: row.two_factor_enabled };
  });

  router.post('/hr/2fa/enable', requireAuth, async (ctx) => {
    const { id } = currentUser(ctx);
    await runAccountCommand(
      deps,
      id,
      { type: 'RequestTwoFactorCode', purpose: 'enable', requestId: randomUUID(), now: now() },
      commandContext(ctx, id),
    );
    ctx.body = { message: 'Verificatiecode verzonden. Controleer je e-mail.' };
  });

  router.post('/hr/2fa/verify-enable', requireAuth, async (ctx) => {
    const { code } = parseInput(codeBody, ctx.request.body);
    const { id } = currentUser(ctx);
    const result = await runAccountCommand(
      deps,
      id,
      { type: 'SubmitTwoFactorCode', purpose: 'enable', code, codeFor: (requestId) => deps.secrets.code(requestId), now: now() },
      commandContext(ctx, id),
    );
    if (result.events[0]?.type !== 'TwoFactorEnabled') throw new ValidationError('Ongeldige verificatiecode');
    ctx.body = { message: '2FA ingeschakeld' };
  });

  router.post('/hr/2fa/disable', requireAuth, async (ctx) => {
    const { id } = currentUser(ctx);
    await runAccountCommand(deps, id, { type: 'DisableTwoFactor', now: now() }, commandContext(ctx, id));
    ctx.body = { message: '2FA uitgeschakeld' };
  });

  router.get('/hr/test-users', requireAuth, requireAdmin, async (ctx) => {
    ctx.body = { users: await listHrUsers(deps.pool) };
  });
}
