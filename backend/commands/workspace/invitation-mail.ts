import { roleLabels, type WorkspaceRole } from '../../../contracts/roles';
import { INVITATION_DAYS } from '../../../contracts/workspace';
import { INVITATION_LINK, invitationMail } from '../../platform/mail-templates';
import { limits, recipientOf } from '../../platform/rate-limit';
import { loadAccount } from '../account/load';
import { requestMail } from '../conversation/load';
import type { CommandDeps } from '../deps';
import type { CommandContext } from '../handle-command';

/**
 * An invitation is a mail on the inviter's behalf: it counts against the same daily limits as every
 * other (requestMailOnBehalf). Counted before the invitation is recorded or its link replaced, so a
 * refusal (429) leaves the invitation as it was and no link exists that no mail carries.
 */
export async function countInvitationMail(deps: Pick<CommandDeps, 'limiter'>, inviterId: number, to: string) {
  await deps.limiter.consume(limits.mailPerAccount, String(inviterId));
  await deps.limiter.consume(limits.mailPerRecipient, recipientOf(inviterId, to));
}

/** Queues the mail; its link is derived from `requestId` only when the mail is sent. */
export async function requestInvitationMail(
  deps: CommandDeps,
  context: CommandContext,
  invitation: { inviterId: number; to: string; workspace: string; role: WorkspaceRole; requestId: string },
) {
  const inviter = await loadAccount(deps.store, invitation.inviterId);
  const { subject, message } = invitationMail({
    workspace: invitation.workspace,
    inviter: inviter.name,
    role: roleLabels[invitation.role],
    url: INVITATION_LINK,
    days: INVITATION_DAYS,
  });
  return requestMail(
    deps,
    context,
    {
      to: invitation.to,
      kind: 'invitation',
      subject,
      message,
      onBehalfOf: { name: inviter.name, email: inviter.email },
      linkRequestId: invitation.requestId,
    },
    undefined,
  );
}
