import type { Team } from '../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../contracts/roles';
import { workspaceMessages } from '../../../../contracts/workspace-messages';
import { orNotFound } from '../../../platform/errors';
import type { Queryable } from '../../../platform/db';
import { invitationsOfWorkspace, membersOfWorkspace, workspaceName } from '../../../projections/workspace/queries';
import { lastActivityByMember } from '../../../read-api/audit/trail';

/** The Team tab of workspace `workspaceId` at `now`: its members, and the invitations still open (expired ones marked). */
export async function teamOf(db: Queryable, workspaceId: number, now: Date): Promise<Team> {
  const [name, members, invitations, lastActivity] = await Promise.all([
    workspaceName(db, workspaceId),
    membersOfWorkspace(db, workspaceId),
    invitationsOfWorkspace(db, workspaceId),
    lastActivityByMember(db, workspaceId),
  ]);
  return {
    werkruimte: { id: workspaceId, naam: orNotFound(name, workspaceMessages.notFound) },
    leden: members.map((member) => ({
      id: member.userId,
      naam: member.name,
      email: member.email,
      rol: member.role,
      lid_sinds: member.joinedAt.toISOString(),
      laatste_activiteit: lastActivity.get(member.userId)?.toISOString() ?? null,
    })),
    uitnodigingen: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      rol: invitation.role as WorkspaceRole,
      verloopt_op: invitation.expires_at.toISOString(),
      verstuurd_op: invitation.created_at.toISOString(),
      verlopen: invitation.expires_at.getTime() <= now.getTime(),
    })),
  };
}
