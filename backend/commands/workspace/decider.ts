import type { ReminderLeadTime } from '../../../contracts/notifications';
import { workspaceMessages } from '../../../contracts/workspace-messages';
import { workspaceCategory, type WorkspaceEvent, type WorkspaceRole } from '../../../events/workspace';
import { unhandled } from '../../../events/unhandled';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { decider } from '../decider';
import { evolveWorkspace, initialWorkspaceState, membersOf, ownerCount, type WorkspaceState } from './state';

/** Who asks: every command but accepting an invitation comes from a member of workspace `workspaceId`. */
interface Asked {
  workspaceId: number;
  actorId: number;
  now: string;
}

export type WorkspaceCommand =
  | ({ type: 'RenameWorkspace'; name: string } & Asked)
  | ({ type: 'InviteMember'; invitationId: string; email: string; role: WorkspaceRole; tokenHash: string; expiresAt: string } & Asked)
  | ({ type: 'ResendInvitation'; invitationId: string; tokenHash: string; expiresAt: string } & Asked)
  | ({ type: 'WithdrawInvitation'; invitationId: string } & Asked)
  | { type: 'AcceptInvitation'; workspaceId: number; invitationId: string; tokenHash: string; userId: number; now: string }
  | ({ type: 'ChangeMemberRole'; userId: number; role: WorkspaceRole } & Asked)
  | ({ type: 'TransferOwnership'; userId: number } & Asked)
  /** Removing oneself is leaving; anybody else is removed by an owner. */
  | ({ type: 'RemoveMember'; userId: number } & Asked)
  | ({ type: 'SetReminderLeadTime'; leadTime: ReminderLeadTime } & Asked);

function assertOwner(state: WorkspaceState, command: Asked) {
  const role = membersOf(state, command.workspaceId).get(command.actorId);
  if (role === undefined) throw new ForbiddenError(workspaceMessages.notAMember);
  if (role !== 'owner') throw new ForbiddenError(workspaceMessages.ownerOnly);
}

/** HR work that is not the plan or the team: an owner or an HR-manager may do it (contracts/roles.ts `hr`). */
function assertHr(state: WorkspaceState, command: Asked) {
  const role = membersOf(state, command.workspaceId).get(command.actorId);
  if (role === undefined) throw new ForbiddenError(workspaceMessages.notAMember);
  if (role !== 'owner' && role !== 'hr_manager') throw new ForbiddenError(workspaceMessages.roleForbidden);
}

function pendingInvitation(state: WorkspaceState, invitationId: string) {
  const invitation = state.pending.get(invitationId);
  if (!invitation) throw new NotFoundError(workspaceMessages.invitationNotFound);
  return invitation;
}

/** The workspace keeps at least one owner: the last one can neither leave nor take another role. */
function assertOwnerRemains(state: WorkspaceState, workspaceId: number, userId: number) {
  const members = membersOf(state, workspaceId);
  if (members.get(userId) === 'owner' && ownerCount(members) === 1) throw new ConflictError(workspaceMessages.lastOwner);
}

function memberRole(state: WorkspaceState, workspaceId: number, userId: number) {
  const role = membersOf(state, workspaceId).get(userId);
  if (role === undefined) throw new NotFoundError(workspaceMessages.memberNotFound);
  return role;
}

function decide(command: WorkspaceCommand, state: WorkspaceState): WorkspaceEvent[] {
  const at = command.now;
  switch (command.type) {
    case 'RenameWorkspace': {
      assertOwner(state, command);
      const name = command.name.trim();
      if (!name) throw new ValidationError(workspaceMessages.nameRequired);
      return [{ type: 'WorkspaceRenamed', data: { name, at } }];
    }
    case 'InviteMember': {
      assertOwner(state, command);
      if (command.role === 'owner') throw new ValidationError(workspaceMessages.ownerByHandover);
      const email = command.email.trim().toLowerCase();
      if ([...state.pending.values()].some((invitation) => invitation.email === email))
        throw new ConflictError(workspaceMessages.alreadyInvited);
      const { invitationId, role, tokenHash, expiresAt, actorId } = command;
      return [{ type: 'MemberInvited', data: { invitationId, email, role, invitedBy: actorId, tokenHash, expiresAt, at } }];
    }
    case 'ResendInvitation': {
      assertOwner(state, command);
      pendingInvitation(state, command.invitationId);
      const { invitationId, tokenHash, expiresAt } = command;
      return [{ type: 'InvitationResent', data: { invitationId, tokenHash, expiresAt, at } }];
    }
    case 'WithdrawInvitation':
      assertOwner(state, command);
      pendingInvitation(state, command.invitationId);
      return [{ type: 'InvitationWithdrawn', data: { invitationId: command.invitationId, at } }];
    case 'AcceptInvitation': {
      const invitation = state.pending.get(command.invitationId);
      if (!invitation || invitation.tokenHash !== command.tokenHash) throw new NotFoundError(workspaceMessages.invitationInvalid);
      if (invitation.expiresAt <= at) throw new ConflictError(workspaceMessages.invitationExpired);
      if (membersOf(state, command.workspaceId).has(command.userId)) throw new ConflictError(workspaceMessages.youAreAlreadyMember);
      return [
        { type: 'InvitationAccepted', data: { invitationId: command.invitationId, userId: command.userId, role: invitation.role, at } },
      ];
    }
    case 'ChangeMemberRole': {
      assertOwner(state, command);
      const current = memberRole(state, command.workspaceId, command.userId);
      if (command.role === 'owner' && current !== 'owner') throw new ValidationError(workspaceMessages.ownerByHandover);
      if (current === command.role) return [];
      assertOwnerRemains(state, command.workspaceId, command.userId);
      return [{ type: 'MemberRoleChanged', data: { userId: command.userId, role: command.role, at } }];
    }
    case 'TransferOwnership': {
      assertOwner(state, command);
      if (command.userId === command.actorId) throw new ConflictError(workspaceMessages.transferToSelf);
      memberRole(state, command.workspaceId, command.userId);
      return [
        { type: 'MemberRoleChanged', data: { userId: command.userId, role: 'owner', at } },
        { type: 'MemberRoleChanged', data: { userId: command.actorId, role: 'hr_manager', at } },
      ];
    }
    case 'RemoveMember': {
      if (command.userId !== command.actorId) assertOwner(state, command);
      memberRole(state, command.workspaceId, command.userId);
      assertOwnerRemains(state, command.workspaceId, command.userId);
      return [{ type: 'MemberRemoved', data: { userId: command.userId, at } }];
    }
    case 'SetReminderLeadTime':
      assertHr(state, command);
      return [{ type: 'ReminderLeadTimeSet', data: { leadTime: command.leadTime, at } }];
    default:
      return unhandled(command);
  }
}

export const workspaceDecider = decider(workspaceCategory, initialWorkspaceState, decide, evolveWorkspace);
