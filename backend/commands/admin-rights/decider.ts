import { accountCategory, type AccountEvent } from '../../../events/account';
import { decider } from '../decider';
import { evolveAccount, initialAccountState } from '../account/state';

export interface ApplyAdminEmails {
  type: 'ApplyAdminEmails';
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
  now: string;
}

/**
 * Admin rights follow ADMIN_EMAILS: a second decider over the account stream `hr_user-<id>`, like
 * the AI credits, because the rule runs at start for every account and not on a user's request. The
 * account's own address in its stream decides, so a retried or repeated start appends nothing.
 */
export const adminRightsDecider = decider(
  accountCategory,
  initialAccountState,
  (command: ApplyAdminEmails, state): AccountEvent[] => {
    if (!state.registered) return [];
    const onList = command.adminEmails.includes(state.email.toLowerCase());
    if (onList && !state.adminAddress) return [{ type: 'AdminRightsGranted', data: { at: command.now } }];
    if (!onList && state.adminAddress) return [{ type: 'AdminRightsRevoked', data: { at: command.now } }];
    return [];
  },
  evolveAccount,
);
