import { describe, it } from 'vitest';
import type { WorkspaceEvent } from '../../../events/workspace';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { deciderSpec } from '../decider-spec';
import { workspaceDecider } from './decider';

const spec = deciderSpec(workspaceDecider);
const now = '2026-11-27T10:00:00.000Z';
const later = '2026-12-10T10:00:00.000Z';
const ws = 7;
const asked = (actorId: number) => ({ workspaceId: ws, actorId, now });
const invited: WorkspaceEvent = {
  type: 'MemberInvited',
  data: {
    invitationId: 'i1',
    email: 'anna@example.nl',
    role: 'auditor',
    invitedBy: ws,
    tokenHash: 'h1',
    expiresAt: '2026-12-04T10:00:00.000Z',
    at: now,
  },
};
const accepted: WorkspaceEvent = { type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 9, role: 'auditor', at: now } };

describe('workspace decider', () => {
  it('lets the founder, owner without an event, invite; nobody else', () => {
    const invite = {
      type: 'InviteMember' as const,
      invitationId: 'i1',
      email: ' Anna@Example.nl ',
      role: 'auditor' as const,
      tokenHash: 'h1',
      expiresAt: invited.data.expiresAt,
    };
    spec
      .given([])
      .when({ ...invite, ...asked(ws) })
      .then([invited]);
    spec
      .given([invited, accepted])
      .when({ ...invite, invitationId: 'i2', ...asked(9) })
      .thenThrows(ForbiddenError, 'eigenaar');
    spec
      .given([])
      .when({ ...invite, ...asked(12) })
      .thenThrows(ForbiddenError, 'geen toegang');
    spec
      .given([invited])
      .when({ ...invite, invitationId: 'i2', ...asked(ws) })
      .thenThrows(ConflictError);
    spec
      .given([])
      .when({ ...invite, role: 'owner', ...asked(ws) })
      .thenThrows(ValidationError);
  });

  it('accepts an invitation once, with its own secret, before it expires', () => {
    const accept = { type: 'AcceptInvitation' as const, workspaceId: ws, invitationId: 'i1', tokenHash: 'h1', userId: 9, now };
    spec.given([invited]).when(accept).then([accepted]);
    spec
      .given([invited])
      .when({ ...accept, tokenHash: 'other' })
      .thenThrows(NotFoundError);
    spec.given([invited, accepted]).when(accept).thenThrows(NotFoundError);
    spec
      .given([invited])
      .when({ ...accept, now: later })
      .thenThrows(ConflictError, 'verlopen');
    spec
      .given([invited, { type: 'InvitationWithdrawn', data: { invitationId: 'i1', at: now } }])
      .when(accept)
      .thenThrows(NotFoundError);
    spec
      .given([invited])
      .when({ ...accept, userId: ws })
      .thenThrows(ConflictError, 'al lid');
  });

  it('keeps a last owner: no leaving, no other role; a handover makes the other owner', () => {
    spec
      .given([])
      .when({ type: 'RemoveMember', userId: ws, ...asked(ws) })
      .thenThrows(ConflictError, 'laatste eigenaar');
    spec
      .given([invited, accepted])
      .when({ type: 'ChangeMemberRole', userId: ws, role: 'hr_manager', ...asked(ws) })
      .thenThrows(ConflictError);
    spec
      .given([invited, accepted])
      .when({ type: 'TransferOwnership', userId: 9, ...asked(ws) })
      .then([
        { type: 'MemberRoleChanged', data: { userId: 9, role: 'owner', at: now } },
        { type: 'MemberRoleChanged', data: { userId: ws, role: 'hr_manager', at: now } },
      ]);
    const handedOver: WorkspaceEvent[] = [
      invited,
      accepted,
      { type: 'MemberRoleChanged', data: { userId: 9, role: 'owner', at: now } },
      { type: 'MemberRoleChanged', data: { userId: ws, role: 'hr_manager', at: now } },
    ];
    spec
      .given(handedOver)
      .when({ type: 'RemoveMember', userId: ws, ...asked(ws) })
      .then([{ type: 'MemberRemoved', data: { userId: ws, at: now } }]);
    spec
      .given(handedOver)
      .when({ type: 'RemoveMember', userId: 9, ...asked(ws) })
      .thenThrows(ForbiddenError);
  });

  it('lets a member leave and an owner remove or re-role a member; a removed founder stays removed', () => {
    spec
      .given([invited, accepted])
      .when({ type: 'RemoveMember', userId: 9, ...asked(9) })
      .then([{ type: 'MemberRemoved', data: { userId: 9, at: now } }]);
    spec
      .given([invited, accepted])
      .when({ type: 'ChangeMemberRole', userId: 9, role: 'analyst', ...asked(ws) })
      .then([{ type: 'MemberRoleChanged', data: { userId: 9, role: 'analyst', at: now } }]);
    spec
      .given([invited, accepted])
      .when({ type: 'ChangeMemberRole', userId: 9, role: 'auditor', ...asked(ws) })
      .thenNothing();
    spec
      .given([invited, accepted])
      .when({ type: 'ChangeMemberRole', userId: 9, role: 'owner', ...asked(ws) })
      .thenThrows(ValidationError);
    spec
      .given([])
      .when({ type: 'RemoveMember', userId: 9, ...asked(ws) })
      .thenThrows(NotFoundError);
    const founderGone: WorkspaceEvent[] = [
      invited,
      accepted,
      { type: 'MemberRoleChanged', data: { userId: 9, role: 'owner', at: now } },
      { type: 'MemberRoleChanged', data: { userId: ws, role: 'hr_manager', at: now } },
      { type: 'MemberRemoved', data: { userId: ws, at: now } },
    ];
    spec
      .given(founderGone)
      .when({ type: 'RenameWorkspace', name: 'Team', ...asked(ws) })
      .thenThrows(ForbiddenError, 'geen toegang');
    spec
      .given(founderGone)
      .when({ type: 'RenameWorkspace', name: ' Team Vos ', ...asked(9) })
      .then([{ type: 'WorkspaceRenamed', data: { name: 'Team Vos', at: now } }]);
  });
  it('lets an owner and an HR-manager set the reminder lead time; an auditor or a stranger not', () => {
    const set = { type: 'SetReminderLeadTime' as const, leadTime: '2d' as const };
    const hrManager: WorkspaceEvent = { type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 10, role: 'hr_manager', at: now } };
    const leadTimeSet: WorkspaceEvent = { type: 'ReminderLeadTimeSet', data: { leadTime: '2d', at: now } };
    spec
      .given([])
      .when({ ...set, ...asked(ws) })
      .then([leadTimeSet]);
    spec
      .given([invited, hrManager])
      .when({ ...set, ...asked(10) })
      .then([leadTimeSet]);
    spec
      .given([invited, accepted])
      .when({ ...set, ...asked(9) })
      .thenThrows(ForbiddenError, 'rol');
    spec
      .given([])
      .when({ ...set, ...asked(12) })
      .thenThrows(ForbiddenError, 'geen toegang');
  });
});
