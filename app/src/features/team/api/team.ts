import useSWR from 'swr';
import type { Session } from '../../../../../contracts/account';
import { workspaceApi, type Team } from '../../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../../contracts/roles';
import { call, fetchPath, pathOf } from '../../../api/client';

export const TEAM_PATH = pathOf(workspaceApi.team);

/** The members and open invitations of the workspace in use; `enabled: false` loads nothing. */
export const useTeam = (enabled = true) => useSWR<Team, Error>(enabled ? TEAM_PATH : null, fetchPath);

export type InvitedRole = Exclude<WorkspaceRole, 'owner'>;

/** Every change answers the whole team, so the tab shows what the server now holds. */
export const teamActions = {
  rename: (naam: string) => call(workspaceApi.rename, { body: { naam } }),
  invite: (email: string, rol: InvitedRole) => call(workspaceApi.invite, { body: { email, rol } }),
  resend: (invitationId: string) => call(workspaceApi.resendInvitation, { params: { invitationId } }),
  withdraw: (invitationId: string) => call(workspaceApi.withdrawInvitation, { params: { invitationId } }),
  changeRole: (userId: number, rol: WorkspaceRole) => call(workspaceApi.changeRole, { params: { userId }, body: { rol } }),
  remove: (userId: number) => call(workspaceApi.removeMember, { params: { userId } }),
};

export const switchWorkspace = (werkruimteId: number): Promise<Session> =>
  call(workspaceApi.switchWorkspace, { body: { werkruimte_id: werkruimteId } });
export const transferOwnership = (userId: number): Promise<Session> =>
  call(workspaceApi.transferOwnership, { body: { gebruiker_id: userId } });
export const leaveWorkspace = () => call(workspaceApi.leave);

export const invitationPath = (token: string) => pathOf(workspaceApi.invitation, { params: { token } });
export const acceptInvitation = (token: string): Promise<Session> => call(workspaceApi.acceptInvitation, { params: { token } });
export const registerWithInvitation = (token: string, naam: string, password: string): Promise<Session> =>
  call(workspaceApi.registerWithInvitation, { params: { token }, body: { naam, password } });
