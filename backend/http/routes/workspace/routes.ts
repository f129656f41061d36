import { workspaceApi, workspaceMessages } from '../../../../contracts/workspace';
import { NotFoundError } from '../../../platform/errors';
import { membershipsOf } from '../../../projections/workspace/queries';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { registerInvitationRoutes } from './invitation-routes';
import { runWorkspaceCommand } from './run-workspace-command';
import { teamOf } from './team-view';

/** Switching workspaces, renaming one, and its members' roles, removal, leaving and handover. */
export const workspaceModule: ApiModule = (router, deps) => {
  const team = (workspaceId: number) => teamOf(deps.pool, workspaceId, deps.clock());

  bind(router, deps, workspaceApi.switchWorkspace, async (_ctx, { body: { werkruimte_id }, user }) => {
    const memberships = await membershipsOf(deps.pool, user.id);
    if (!memberships.some((m) => m.workspaceId === werkruimte_id)) throw new NotFoundError(workspaceMessages.notFound);
    return deps.auth.session(user.id, werkruimte_id);
  });

  bind(router, deps, workspaceApi.rename, async (ctx, { body: { naam }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'RenameWorkspace', name: naam });
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.changeRole, async (ctx, { params: { userId }, body: { rol }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'ChangeMemberRole', userId, role: rol });
    // The member's next request here sees the new role; other instances hear it from the read model's notification.
    deps.auth.forget(userId);
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.removeMember, async (ctx, { params: { userId }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'RemoveMember', userId });
    deps.auth.forget(userId);
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.leave, async (ctx, { user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'RemoveMember', userId: user.id });
    deps.auth.forget(user.id);
    return { message: 'Je hebt de werkruimte verlaten.' };
  });

  bind(router, deps, workspaceApi.transferOwnership, async (ctx, { body: { gebruiker_id }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'TransferOwnership', userId: gebruiker_id });
    deps.auth.forget(gebruiker_id);
    return deps.auth.session(user.id, user.workspaceId);
  });

  registerInvitationRoutes(router, deps);
};
