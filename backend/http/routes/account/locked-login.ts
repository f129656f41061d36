import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { LoginResponse } from '../../../../contracts/account';
import { accountCommandContext } from '../../command-context';
import type { AppDeps } from '../../deps';
import { UnauthorizedError } from '../../../platform/errors';
import { afterAnswer } from './after-answer';
import { MAX_CODE_FAILURES } from '../../../commands/account/decider';
import { loginSucceeded, type LoginAttempt } from './login-attempt';
import { runAccountCommand } from '../../../commands/account/load';

export const LOCKED_CODE_SENT =
  'Na te veel mislukte pogingen vragen we een verificatiecode. Als je wachtwoord klopt, ontvang je die binnen enkele minuten per e-mail.';
const LOCKED_CODE_WRONG = 'De verificatiecode of het wachtwoord klopt niet. Vraag zo nodig een nieuwe code aan.';

/*
 * Past the address's failure limit, every answer below is the same whether the password is right or
 * not, and work that only a right password causes happens after the answer: the limit keeps counting
 * the guesses, and none of them tells the guesser anything. Only the owner, with the code from the
 * mail, gets through.
 */

/** The login step of a locked-out address. */
export async function lockedLogin(
  ctx: Context,
  deps: AppDeps,
  attempt: LoginAttempt,
  email: string,
  code: string | undefined,
): Promise<LoginResponse> {
  if (!code) return { requires2FA: true, user: { email: email.trim() }, lockedOut: true };
  const account = attempt.account;
  if (!account) throw new UnauthorizedError(LOCKED_CODE_WRONG);
  const { userId, state } = account;
  const now = deps.clock().toISOString();
  const pending = state.pendingCode;
  const live = pending?.purpose === 'login' && pending.failures < MAX_CODE_FAILURES && Date.parse(pending.expiresAt) >= Date.parse(now);
  const submit = () =>
    runAccountCommand(
      deps,
      userId,
      { type: 'SubmitTwoFactorCode', purpose: 'login', code, codeFor: (id) => deps.secrets.code(id), now },
      accountCommandContext(ctx, userId),
    );
  if (live && deps.secrets.code(pending.requestId) === code) {
    const result = await submit();
    if (result.events[0]?.type === 'TwoFactorCodeAccepted') {
      await loginSucceeded(deps, email);
      return deps.auth.session(userId);
    }
  } else if (live) {
    // Counts against the code's five tries, as a wrong code does without the lock.
    afterAnswer('recording a rejected login code', submit);
  }
  throw new UnauthorizedError(LOCKED_CODE_WRONG);
}

/** The 'send me a code' step of a locked-out address: also without two-factor login, so the owner is never kept out. */
export function lockedSendCode(ctx: Context, deps: AppDeps, attempt: LoginAttempt): { message: string } {
  const account = attempt.account;
  if (account) {
    const { userId } = account;
    const context = accountCommandContext(ctx, userId);
    afterAnswer('sending a login code', () =>
      runAccountCommand(
        deps,
        userId,
        { type: 'RequestTwoFactorCode', purpose: 'login', lockedOut: true, requestId: randomUUID(), now: deps.clock().toISOString() },
        context,
      ),
    );
  }
  return { message: LOCKED_CODE_SENT };
}
