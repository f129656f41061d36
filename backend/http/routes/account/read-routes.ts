import { accountApi } from '../../../../contracts/account';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { findHrUserById, listHrUsers } from '../../../projections/hr-user/queries';
import { testUserToApi, userToApi } from '../../../read-api/account/to-api';

/** The signed-in account as the read model shows it, and the admin's user list. */
export const accountReadRoutes: ApiModule = (router, deps) => {
  const own = async (id: number) => (await findHrUserById(deps.pool, id))!;

  bind(router, deps, accountApi.profile, async (_ctx, { user }) => userToApi(await own(user.id)));
  bind(router, deps, accountApi.twoFactorStatus, async (_ctx, { user }) => ({
    two_factor_enabled: (await own(user.id)).two_factor_enabled,
  }));
  bind(router, deps, accountApi.verificationStatus, async (_ctx, { user }) => ({ verified: (await own(user.id)).verified }));
  bind(router, deps, accountApi.testUsers, async () => ({ users: (await listHrUsers(deps.pool)).map(testUserToApi) }));
};
