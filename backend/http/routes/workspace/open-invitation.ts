import { workspaceMessages } from '../../../../contracts/workspace-messages';
import { invitationTokenHash } from '../../../commands/workspace/invitation-secret';
import type { Queryable } from '../../../platform/db';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { invitationByTokenHash } from '../../../projections/workspace/queries';

/**
 * The open invitation a link's secret belongs to. Unknown, withdrawn, used or replaced by a resend: 404;
 * expired: 409, so the page can ask for a new one. The workspace's decider checks the hash again on acceptance.
 */
export async function openInvitation(db: Queryable, secret: string, now: Date) {
  const tokenHash = invitationTokenHash(secret);
  const invitation = await invitationByTokenHash(db, tokenHash);
  if (!invitation) throw new NotFoundError(workspaceMessages.invitationInvalid);
  if (invitation.expires_at.getTime() <= now.getTime()) throw new ConflictError(workspaceMessages.invitationExpired);
  return { ...invitation, tokenHash };
}
