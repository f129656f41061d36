import type { ReminderLeadTime } from '../contracts/notifications';
import type { WorkspaceRole } from '../contracts/roles';
import { defineCategory } from './category';

/**
 * Events of the workspace stream `workspace-<workspaceId>`: who works in a workspace and with which
 * role. A workspace's id is the id of the account that founded it, and that account is its first
 * owner without an event: every account registered before workspaces existed is, unchanged, the
 * owner of a workspace of one that holds everything it owned (ownerId in the other streams is the
 * workspace). The workspace's plan, limit slots and AI credits stay in the founder's account stream
 * `hr_user-<workspaceId>`.
 */

export type { WorkspaceRole };

export type WorkspaceEvent =
  | { type: 'WorkspaceRenamed'; data: { name: string; at: string } }
  /** `tokenHash`: SHA-256 of the link's secret; the secret itself travels only in the mail. */
  | {
      type: 'MemberInvited';
      data: {
        invitationId: string;
        email: string;
        role: WorkspaceRole;
        invitedBy: number;
        tokenHash: string;
        expiresAt: string;
        at: string;
      };
    }
  | { type: 'InvitationResent'; data: { invitationId: string; tokenHash: string; expiresAt: string; at: string } }
  | { type: 'InvitationWithdrawn'; data: { invitationId: string; at: string } }
  | { type: 'InvitationAccepted'; data: { invitationId: string; userId: number; role: WorkspaceRole; at: string } }
  | { type: 'MemberRoleChanged'; data: { userId: number; role: WorkspaceRole; at: string } }
  | { type: 'MemberRemoved'; data: { userId: number; at: string } }
  /** How long before a planned conversation its reminder goes (issue 25); '1d' until set. */
  | { type: 'ReminderLeadTimeSet'; data: { leadTime: ReminderLeadTime; at: string } };

export const workspaceCategory = defineCategory<WorkspaceEvent>({
  name: 'workspace',
  versions: {
    WorkspaceRenamed: 1,
    MemberInvited: 1,
    InvitationResent: 1,
    InvitationWithdrawn: 1,
    InvitationAccepted: 1,
    MemberRoleChanged: 1,
    MemberRemoved: 1,
    ReminderLeadTimeSet: 1,
  },
});

export const workspaceStream = workspaceCategory.streamOf;
