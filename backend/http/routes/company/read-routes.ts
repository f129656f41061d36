import { companyApi, companyMessages } from '../../../../contracts/companies';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findCompany, listCompanies } from '../../../projections/companies/queries';

/** GET /companies and GET /companies/{id}: only the user's own. */
export const companyReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, companyApi.list, async (_ctx, { query, user }) => listCompanies(deps.pool, user.id, query.includeInactive));
  bind(router, deps, companyApi.get, async (_ctx, { params, user }) =>
    orNotFound(await findCompany(deps.pool, user.id, params.id), companyMessages.notFound),
  );
};
