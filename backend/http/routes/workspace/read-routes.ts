import type { WorkspaceRole } from '../../../../contracts/roles';
import { workspaceApi } from '../../../../contracts/workspace';
import { accountIdForEmail } from '../../../commands/account/email-claim';
import { membershipsOf } from '../../../projections/workspace/queries';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { openInvitation } from './open-invitation';
import { teamOf } from './team-view';

/** GET /hr/workspaces, GET /team and the invitation link's preview. */
export const workspaceReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, workspaceApi.workspaces, async (_ctx, { user }) =>
    (await membershipsOf(deps.pool, user.id)).map((m) => ({ id: m.workspaceId, naam: m.name, rol: m.role })),
  );

  bind(router, deps, workspaceApi.team, async (_ctx, { user }) => teamOf(deps.pool, user.workspaceId, deps.clock()));

  bind(router, deps, workspaceApi.invitation, async (_ctx, { params: { token } }) => {
    const invitation = await openInvitation(deps.pool, token, deps.clock());
    return {
      werkruimte: invitation.workspace_name,
      rol: invitation.role as WorkspaceRole,
      email: invitation.email,
      account_bestaat: (await accountIdForEmail(deps.store, invitation.email)) !== undefined,
      verloopt_op: invitation.expires_at.toISOString(),
    };
  });
};
