import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { TooManyRequestsError } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { accountIdForEmail } from '../../../commands/account/email-claim';
import { loadAccount } from '../../../commands/account/load';
import { burnPasswordCheck, verifyPassword } from '../../../commands/account/passwords';
import type { AccountState } from '../../../commands/account/state';

export interface LoginAttempt {
  /** The account, only when the password is right. */
  account?: { userId: number; state: AccountState };
  /**
   * The address is past its limit of failed logins: a right password alone no longer logs in, it takes
   * a mailed code as well, so guesses past the limit never get a session (nor an answer that tells).
   */
  lockedOut: boolean;
}

export const addressKey = (email: string) => email.trim().toLowerCase();

/**
 * Checks e-mail and password under the brute-force limits. Every attempt counts per IP (a hard 429)
 * and per address before the password is checked, so parallel guesses cannot all slip under either
 * limit; the address's count ends with a completed login (`loginSucceeded`) or a password reset, so what
 * remains are failures. Past the address's limit the attempt is still checked but answered as locked
 * out, never refused outright: an attacker's guesses cannot keep the owner out.
 */
export async function attemptLogin(ctx: Context, deps: AppDeps, email: string, password: string): Promise<LoginAttempt> {
  await deps.limiter.consume(limits.loginPerIp, ctx.ip);
  const lockedOut = await deps.limiter.consume(limits.loginPerEmail, addressKey(email)).then(
    () => false,
    (err: unknown) => {
      if (err instanceof TooManyRequestsError) return true;
      throw err;
    },
  );
  const userId = await accountIdForEmail(deps.store, email);
  const state = userId === undefined ? undefined : await loadAccount(deps.store, userId);
  const valid = state ? await verifyPassword(state.passwordHash, password) : (await burnPasswordCheck(password), false);
  return { account: valid && userId !== undefined && state ? { userId, state } : undefined, lockedOut };
}

/** A session was issued: the address's failures are forgiven. */
export const loginSucceeded = (deps: AppDeps, email: string) => deps.limiter.reset(limits.loginPerEmail, addressKey(email));
