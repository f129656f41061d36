import { adminApi, adminMessages } from '../../../../contracts/admin';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { NotFoundError } from '../../../platform/errors';
import { listCompanies } from '../../../projections/company/queries';
import { companyToApi } from '../../../read-api/company/to-api';
import { findHrUserById } from '../../../projections/hr-user/queries';

/** GET /hr/admin/companies/{userId}: the chosen user's companies, inactive ones too (admin only). */
export const adminReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, adminApi.companies, async (_ctx, { params: { userId } }) => {
    if (!(await findHrUserById(deps.pool, userId))) throw new NotFoundError(adminMessages.userNotFound);
    return { companies: (await listCompanies(deps.pool, userId, true)).map(companyToApi) };
  });
};
