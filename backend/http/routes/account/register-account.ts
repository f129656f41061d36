import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { claimEmail } from '../../../commands/account/email-claim';
import { runAccountCommand } from '../../../commands/account/load';
import { hashPassword } from '../../../commands/account/passwords';
import { limits } from '../../../platform/rate-limit';
import { accountCommandContext } from '../../command-context';
import type { AppDeps } from '../../deps';

/**
 * A new account, as /hr/register and an invitation's link make it: counted per IP, the address claimed,
 * the password hashed, a verification requested (unless an invitation's link proved the address). Returns the account's id.
 */
export async function registerAccount(
  deps: AppDeps,
  ctx: Context,
  account: { naam: string; email: string; password: string },
  options: { addressProvenByInvitation?: boolean } = {},
): Promise<number> {
  await deps.limiter.consume(limits.registerPerIp, ctx.ip);
  // Hash first: the claim and the account's first event then follow each other closely.
  const passwordHash = await hashPassword(account.password);
  const now = deps.clock().toISOString();
  const userId = await deps.ids.next('hr_user');
  await claimEmail(deps.store, account.email, userId, now);
  await runAccountCommand(
    deps,
    userId,
    {
      type: 'RegisterHrUser',
      userId,
      naam: account.naam,
      email: account.email,
      passwordHash,
      isAdmin: deps.config.adminEmails.includes(account.email.toLowerCase()),
      verificationRequestId: randomUUID(),
      addressProvenByInvitation: options.addressProvenByInvitation,
      now,
    },
    accountCommandContext(ctx, userId),
  );
  return userId;
}
