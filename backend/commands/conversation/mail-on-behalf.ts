import type { MailRequestEvent } from '../../../events/mail-request';
import type { Caller, CommandDeps } from '../deps';
import { limits, recipientOf } from '../../platform/rate-limit';
import { loadAccount } from '../account/load';
import type { CommandContext } from '../handle-command';
import { requestMail } from './load';
import { employeeRecipient } from './mail-recipient';

export type MailOnBehalf = Omit<MailRequestEvent['data'], 'at' | 'onBehalfOf'>;

/**
 * Every mail the product sends for a user to an outside address (a custom mail, an appointment
 * invitation): it counts against the user's mails of the day and against the mails to that one
 * recipient, whatever the route, so no route is a way around the limits; and it says for whom it
 * was sent ('Naam via POP Planner', replies to the user), so nobody takes it for the product's own.
 * Throws the limit's 429 before anything is requested.
 */
export async function requestMailOnBehalf(deps: CommandDeps, context: CommandContext, sender: Caller, mail: MailOnBehalf) {
  // The limits and the name in the mail are the member's who sends it; the employees are the workspace's.
  await deps.limiter.consume(limits.mailPerAccount, String(sender.id));
  await deps.limiter.consume(limits.mailPerRecipient, recipientOf(sender.id, mail.to));
  const account = await loadAccount(deps.store, sender.id);
  // A mail about a conversation is sealed under it; any other to an own employee under that employee.
  const dataSubject = mail.conversationId === undefined ? await employeeRecipient(deps.store, sender.workspaceId, mail.to) : undefined;
  return requestMail(deps, context, { ...mail, onBehalfOf: { name: account.name, email: account.email } }, dataSubject);
}
