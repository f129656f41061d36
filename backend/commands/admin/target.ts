import type { CommandDeps } from '../deps';
import { NotFoundError } from '../../platform/errors';
import { adminMessages } from '../../../contracts/admin';
import { loadAccount } from '../account/load';
import type { AccountState } from '../account/state';
import { loadCompany } from '../company/load';
import type { CompanyState } from '../company/state';
import type { CommandContext } from '../handle-command';

export interface AdminTarget {
  account: AccountState;
  company: CompanyState;
  /** Commands on the user's data: the user is the tenant, the admin the actor (metadata.actor). */
  context: CommandContext;
}

/** The chosen user and company as their own streams say; a company of someone else is not found. */
export async function adminTarget(
  deps: CommandDeps,
  adminContext: CommandContext,
  userId: number,
  companyId: number,
): Promise<AdminTarget> {
  const [account, company] = await Promise.all([loadAccount(deps.store, userId), loadCompany(deps.store, companyId)]);
  if (!account.registered) throw new NotFoundError(adminMessages.userNotFound);
  if (!company.exists || company.ownerId !== userId) throw new NotFoundError('Bedrijf niet gevonden');
  return { account, company, context: { ...adminContext, tenant: String(userId) } };
}

/** A command id of its own for each step of one request: on one stream, a reused id reads as a retry. */
export const step = (context: CommandContext, name: string): CommandContext => ({ ...context, commandId: `${context.commandId}:${name}` });
