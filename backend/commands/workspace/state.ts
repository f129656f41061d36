import type { WorkspaceEvent, WorkspaceRole } from '../../../events/workspace';
import { unhandled } from '../../../events/unhandled';

export interface PendingInvitation {
  email: string;
  role: WorkspaceRole;
  tokenHash: string;
  expiresAt: string;
}

export interface WorkspaceState {
  /** userId -> role, as events set them (the founder's implied role is added by membersOf). */
  roles: ReadonlyMap<number, WorkspaceRole>;
  /** Members an event removed: the founder among them is no longer an implied owner. */
  removed: ReadonlySet<number>;
  /** Invitations not yet accepted or withdrawn, by id. */
  pending: ReadonlyMap<string, PendingInvitation>;
}

export const initialWorkspaceState = (): WorkspaceState => ({ roles: new Map(), removed: new Set(), pending: new Map() });

/** Every member and role of workspace `workspaceId`: the founder (account `workspaceId`) is owner until an event says otherwise. */
export function membersOf(state: WorkspaceState, workspaceId: number): ReadonlyMap<number, WorkspaceRole> {
  if (state.roles.has(workspaceId) || state.removed.has(workspaceId)) return state.roles;
  return new Map([[workspaceId, 'owner' as const], ...state.roles]);
}

const without = <T>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  next.delete(value);
  return next;
};

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined) => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

export function evolveWorkspace(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'WorkspaceRenamed':
    case 'ReminderLeadTimeSet':
      return state;
    case 'MemberInvited': {
      const { invitationId, email, role, tokenHash, expiresAt } = event.data;
      return { ...state, pending: withEntry(state.pending, invitationId, { email, role, tokenHash, expiresAt }) };
    }
    case 'InvitationResent': {
      const invitation = state.pending.get(event.data.invitationId);
      if (!invitation) return state;
      const { tokenHash, expiresAt } = event.data;
      return { ...state, pending: withEntry(state.pending, event.data.invitationId, { ...invitation, tokenHash, expiresAt }) };
    }
    case 'InvitationWithdrawn':
      return { ...state, pending: withEntry(state.pending, event.data.invitationId, undefined) };
    case 'InvitationAccepted':
      return {
        ...state,
        pending: withEntry(state.pending, event.data.invitationId, undefined),
        roles: withEntry(state.roles, event.data.userId, event.data.role),
        removed: without(state.removed, event.data.userId),
      };
    case 'MemberRoleChanged':
      return { ...state, roles: withEntry(state.roles, event.data.userId, event.data.role) };
    case 'MemberRemoved':
      return {
        ...state,
        roles: withEntry(state.roles, event.data.userId, undefined),
        removed: new Set([...state.removed, event.data.userId]),
      };
    default:
      return unhandled(event);
  }
}

export const ownerCount = (members: ReadonlyMap<number, WorkspaceRole>) => [...members.values()].filter((role) => role === 'owner').length;
