import { accountApi } from '../../../../contracts/account';
import { bind } from '../../bind';
import { UnauthorizedError } from '../../../platform/errors';
import type { ApiModule } from '../../deps';
import { findHrUserById, listHrUsers } from '../../../projections/hr-user/queries';
import { testUserToApi } from '../../../read-api/account/to-api';
import { workspaceUser } from '../../../read-api/account/workspace-user';
import { membershipsOf } from '../../../projections/workspace/queries';

const unauthorized = (): never => {
  throw new UnauthorizedError('Je sessie is verlopen. Log opnieuw in.');
};

/** The signed-in account as the read model shows it, and the admin's user list. */
export const accountReadRoutes: ApiModule = (router, deps) => {
  // An account erased a moment ago may still pass a cached session check: then it is signed out.
  const own = async (id: number) => (await findHrUserById(deps.pool, id)) ?? unauthorized();

  bind(router, deps, accountApi.profile, async (_ctx, { user }) =>
    workspaceUser(deps.pool, await own(user.id), await membershipsOf(deps.pool, user.id), user.workspaceId),
  );
  bind(router, deps, accountApi.twoFactorStatus, async (_ctx, { user }) => ({
    two_factor_enabled: (await own(user.id)).two_factor_enabled,
  }));
  bind(router, deps, accountApi.verificationStatus, async (_ctx, { user }) => ({ verified: (await own(user.id)).verified }));
  bind(router, deps, accountApi.testUsers, async () => ({ users: (await listHrUsers(deps.pool)).map(testUserToApi) }));
};
