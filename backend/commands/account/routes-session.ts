import { createHash, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { accountStream, emailClaimStream } from '../../../events/account';
import { WrongExpectedVersionError } from '../../eventstore/port';
import { ConflictError, UnauthorizedError } from '../../platform/errors';
import { findHrUserByEmail, findHrUserById, toApiUser } from '../../projections/hr-users/queries';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { commandContext } from '../../http/command-context';
import { loadAccount, runAccountCommand } from './load';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { loginBody, registerBody, sendLoginCodeBody } from './schemas';

const WRONG_CREDENTIALS = 'Onjuist e-mailadres of wachtwoord';
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/** Claims the address on its own stream; an orphaned claim (registration never completed) is taken over. */
async function claimEmail(deps: AppDeps, email: string, userId: number, now: string) {
  const stream = emailClaimStream(emailKey(email));
  const event = { id: randomUUID(), type: 'EmailClaimed', data: { email, userId, at: now } };
  try {
    await deps.store.appendToStream(stream, [event], { expected: 'no_stream' });
  } catch (err) {
    if (!(err instanceof WrongExpectedVersionError)) throw err;
    const claims = await deps.store.readStream(stream);
    const last = claims[claims.length - 1]!;
    const owner = (await deps.store.readStream(accountStream(Number(last.data.userId)), { to: 0 })).length;
    if (owner) throw new ConflictError('Er bestaat al een account met dit e-mailadres.');
    await deps.store.appendToStream(stream, [event], { expected: last.streamPosition });
  }
}

async function respondWithSession(ctx: Context, deps: AppDeps, userId: number, status = 200) {
  const row = await findHrUserById(deps.pool, userId);
  if (!row) throw new Error(`account ${userId} is not in the read model after its command`);
  ctx.status = status;
  ctx.body = { token: deps.auth.signToken(row), user: toApiUser(row) };
}

/** Checks e-mail and password with the brute-force throttle; returns the account's id. */
async function checkCredentials(ctx: Context, deps: AppDeps, email: string, password: string): Promise<number> {
  await deps.throttle.assertAllowed(email, ctx.ip);
  const row = await findHrUserByEmail(deps.pool, email);
  const state = row ? await loadAccount(deps.store, row.id) : undefined;
  const valid = state ? await verifyPassword(state.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!row || !valid) {
    await deps.throttle.recordFailure(email, ctx.ip);
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  return row.id;
}

export function registerSessionRoutes(router: Router, deps: AppDeps) {
  router.post('/hr/register', async (ctx) => {
    const { naam, email, password } = parseInput(registerBody, ctx.request.body);
    const now = deps.clock().toISOString();
    const userId = await deps.ids.next('hr_user');
    await claimEmail(deps, email, userId, now);
    await runAccountCommand(
      deps,
      userId,
      {
        type: 'RegisterHrUser',
        userId,
        naam,
        email,
        passwordHash: await hashPassword(password),
        isAdmin: deps.config.adminEmails.includes(email.toLowerCase()),
        verificationRequestId: randomUUID(),
        now,
      },
      commandContext(ctx, userId),
    );
    await respondWithSession(ctx, deps, userId, 201);
  });

  router.post('/hr/login', async (ctx) => {
    const { email, password, twoFactorCode } = parseInput(loginBody, ctx.request.body);
    const userId = await checkCredentials(ctx, deps, email, password);
    const state = await loadAccount(deps.store, userId);
    if (state.twoFactorEnabled) {
      if (!twoFactorCode) {
        ctx.body = { requires2FA: true, user: { email: state.email } };
        return;
      }
      const result = await runAccountCommand(
        deps,
        userId,
        { type: 'SubmitTwoFactorCode', purpose: 'login', code: twoFactorCode, codeFor: (id) => deps.secrets.code(id), now: deps.clock().toISOString() },
        commandContext(ctx, userId),
      );
      if (result.events[0]?.type !== 'TwoFactorCodeAccepted') {
        await deps.throttle.recordFailure(email, ctx.ip);
        throw new UnauthorizedError('Ongeldige verificatiecode');
      }
    }
    await deps.throttle.clear(email);
    await respondWithSession(ctx, deps, userId);
  });

  router.post('/hr/2fa/send-login-code', async (ctx) => {
    const { email, password } = parseInput(sendLoginCodeBody, ctx.request.body);
    const userId = await checkCredentials(ctx, deps, email, password);
    await runAccountCommand(
      deps,
      userId,
      { type: 'RequestTwoFactorCode', purpose: 'login', requestId: randomUUID(), now: deps.clock().toISOString() },
      commandContext(ctx, userId),
    );
    ctx.body = { message: 'Verificatiecode verzonden. Controleer je e-mail.' };
  });
}
